/// The navigation steps written in the tree: UIKit's calls and assignments (told apart from
/// the app's methods of the same name by their labels and by resolving the call), SwiftUI's
/// links, destinations, sheets, tabs and window groups, and segues' `prepare(for:sender:)`.
/// A step whose screen comes from a parameter (a router's `push(_ screen:)`) is the caller's:
/// it is followed up to where the screen is known.
extension NavigationAnalyzer {
  /// A navigation call recognised by its name and the labels its arguments begin with.
  struct Signature {
    var kind: NavigationEdgeKind
    /// Labels of the first arguments (-1 unlabelled); further arguments are free.
    var labels: [Int32]
    /// Which argument holds the screen, or -1.
    var target: Int
  }

  /// `Vocabulary`'s calls that draw an edge, by their first arguments.
  var signatures: [Int32: [Signature]] {
    let animated = words.animated
    var table: [Int32: [Signature]] = [:]
    for entry in NavigationVocabulary.entries {
      guard let kind = Vocabulary.step(named: entry.keyword.spelling)?.edge else { continue }
      let shape: (labels: [Int32], target: Int)
      switch entry.arguments {
      case .unlabelledThenAnimated: shape = ([-1, animated], 0)
      case .animatedFirst: shape = ([animated], -1)
      case .unlabelled: shape = ([-1], 0)
      case .unlabelledThenSender: shape = ([-1, words.sender], 0)
      default: continue
      }
      table[entry.keyword.rawValue] = [
        Signature(kind: kind, labels: shape.labels, target: shape.target)
      ]
    }
    return table
  }

  /// The labels of a call's arguments, in order.
  func labels(_ file: Int32, _ call: Int32) -> [Int32] {
    children(file, call).dropFirst().map { node(file, $0).symbol }
  }

  func collectSites() -> [EdgeSite] {
    let table = signatures
    // `Vocabulary`'s SwiftUI steps.
    let swiftUI: Set<Int32> = Set(
      Vocabulary.rows.compactMap { row in
        switch row.step?.arguments {
        case .construction, .modifier, .pathOperation: return symbols.lookup(row.name)
        default: return nil
        }
      })
    var sites: [EdgeSite] = []
    var links = SwiftUILinks()
    for (fileIndex, file) in files.enumerated() {
      let fileID = Int32(fileIndex)
      let base = functionBase[fileIndex]
      for call in file.navigation.calls {
        let name = calledName(fileID, call.node)
        let function = base + Int(call.function)
        if let candidates = table[name] {
          let labels = self.labels(fileID, call.node)
          guard
            let signature = candidates.first(where: { signature in
              signature.labels.count <= labels.count
                && zip(signature.labels, labels).allSatisfy { $0 == $1 }
            })
          else {
            sites += environmentDismissSites(fileID, call.node, in: function)
            continue
          }
          // The app's own method of that name (a router's `present(_:animated:)`) is no step;
          // one made on `self` whose labels none of the app's methods accepts is UIKit's
          // (`self.present(vc, animated: a, completion: nil)` inside a protocol extension
          // declaring `present(_:animated:)`).
          let appMethods = callees(CallSite(file: fileID, node: call.node, function: function))
          guard
            appMethods.isEmpty
              || (isCallOnSelf(fileID, call.node)
                && !appMethods.contains { accepts($0, labels: labels) })
          else { continue }
          sites += uikitSite(signature, fileID, call.node, in: function)
        } else if swiftUI.contains(name) {
          swiftUISite(name, fileID, call.node, in: function, into: &sites, links: &links)
        }
      }
      for statement in file.navigation.statements where statement.kind == .assign {
        let function = base + Int(statement.function)
        sites += assignmentSite(fileID, statement, in: function)
      }
    }
    sites += links.resolved(by: self)
    sites += segueSites()
    return sites
  }

  /// A UIKit call: its screens (followed to the callers when they come from parameters), or
  /// for a pop or dismissal what it is made on (followed to the callers of a method named for
  /// the step, such as a router's `dismiss()`).
  func uikitSite(_ signature: Signature, _ file: Int32, _ call: Int32, in function: Int)
    -> [EdgeSite]
  {
    let parts = children(file, call)
    let callee = node(file, parts[0])
    let receiverNode: Int32 = callee.kind == .member ? callee.child : -1
    var receivers = receiverValues(file, receiverNode, in: function)
    var kind = signature.kind
    var targetNode: Int32 = -1
    if signature.target >= 0 && signature.target + 1 < parts.count {
      targetNode = node(file, parts[signature.target + 1]).child
    }
    if kind == .setViewControllers {
      if isTabContainer(receivers, file: file, receiverNode: receiverNode) {
        kind = .tab
        receivers = receivers.filter(isTabBarController)
      } else {
        targetNode = lastElement(file, targetNode)
      }
    }
    let site = EdgeSite(
      kind: kind, targets: [], function: function, file: file, line: node(file, call).line,
      receivers: receivers)
    if targetNode >= 0 {
      return followed(site, file: file, key: call, value: targetNode, depth: 0)
    }
    return followedWrapper(site, depth: 0)
  }

  /// What a step is made on: the receiver's values, or the calling type itself.
  func receiverValues(_ file: Int32, _ receiver: Int32, in function: Int) -> Set<Int32> {
    if receiver >= 0 { return values(file, receiver, in: function, context: -1) }
    let owner = functionOwner[function]
    return owner >= 0 ? [owner] : []
  }

  /// Whether `setViewControllers`/`viewControllers =` is made on a tab bar controller.
  func isTabContainer(_ receivers: Set<Int32>, file: Int32, receiverNode: Int32) -> Bool {
    if receivers.contains(where: isTabBarController) { return true }
    guard receiverNode >= 0 else { return false }
    return name(terminalName(file, receiverNode)).lowercased().contains("tabbar")
  }

  /// The last element of an array literal (the new top of a stack), else the expression.
  func lastElement(_ file: Int32, _ value: Int32) -> Int32 {
    var value = value
    while value >= 0 && node(file, value).kind == .argument { value = node(file, value).child }
    guard value >= 0, node(file, value).kind == .array else { return value }
    return children(file, value).last ?? value
  }

  /// The site with the screens `value` holds, and the same step at every call that passes
  /// what they depend on: the screen itself for a parameter (a router's `push(_ screen:)`),
  /// else the value evaluated with the wrapper bound to that call
  /// (`pushWireframe(_ wireframe:)` pushing `wireframe.viewController`).
  func followed(_ site: EdgeSite, file: Int32, key: Int32, value: Int32, depth: Int)
    -> [EdgeSite]
  {
    let origin = FollowedValue(
      file: file, key: key, value: identityAlias(file, value, in: site.function),
      function: site.function)
    return followed(site, origin: origin, levels: [], depth: depth)
  }

  private func followed(
    _ site: EdgeSite, origin: FollowedValue, levels: [FollowedCall], depth: Int
  ) -> [EdgeSite] {
    let base = collectingContext(file: origin.file, key: origin.key, function: origin.function)
    var collecting = base
    var context = base
    if let outer = levels.last {
      collecting = levelContext(outer.site, origin: base)
      context = collecting
      for level in levels.reversed() {
        context = self.context(
          callee: level.callee, file: level.site.file, call: level.site.node,
          caller: level.site.function, parent: context)
        guard context >= 0 else { return [] }
      }
    }
    // A new stack's top is its last screen: `setRoot([feed, detail])` goes to the detail.
    let value =
      site.kind == .setViewControllers ? lastElement(origin.file, origin.value) : origin.value
    if isUncalledWrapper(origin.function) { return [] }
    var own = site
    own.targets = values(origin.file, value, in: origin.function, context: context).filter {
      isScreenCapable($0) || isContainer($0)
    }
    guard depth < 4 else { return own.targets.isEmpty ? [] : [own] }
    var result: [EdgeSite] = []
    // An argument passed on as it is (`push(module, animated: true)`) is the name it holds,
    // so forwarding overloads pass the screen directly, not through nested contexts.
    var passed = value
    while passed >= 0 && node(origin.file, passed).kind == .argument {
      passed = node(origin.file, passed).child
    }
    for parameter in collected[collecting] ?? [] {
      let declared = Array(parameters(of: parameter.function))
      let direct =
        levels.isEmpty && passed >= 0 && node(origin.file, passed).kind == .name
        && parameter.index < declared.count
        && node(origin.file, passed).symbol == declared[parameter.index].name
      for caller in callSites(of: parameter.function) {
        let argument = argumentNode(
          for: parameter.index, of: parameter.function, at: caller.file, caller.node)
        guard argument >= 0 else { continue }
        var moved = site
        moved.function = caller.function
        moved.file = caller.file
        moved.line = node(caller.file, caller.node).line
        let callee = node(caller.file, node(caller.file, caller.node).child)
        if callee.kind == .member && site.kind != .tab {
          moved.receivers = receiverValues(caller.file, callee.child, in: caller.function)
        }
        if direct {
          let next = FollowedValue(
            file: caller.file, key: caller.node, value: argument, function: caller.function)
          result += followed(moved, origin: next, levels: [], depth: depth + 1)
        } else {
          let level = FollowedCall(callee: parameter.function, site: caller)
          result += followed(moved, origin: origin, levels: levels + [level], depth: depth + 1)
        }
      }
    }
    // Followed to its callers, the step is theirs, with what each passes, not whatever the
    // wrapper's parameter may hold anywhere.
    if result.contains(where: { !$0.targets.isEmpty }) { return result }
    return own.targets.isEmpty ? [] : [own]
  }

  /// The collecting context of a caller a step is followed to, for one original step.
  private func levelContext(_ site: CallSite, origin: Int) -> Int {
    let context = ValueContext(
      callee: ValueContext.collecting, file: site.file, call: site.node, caller: site.function,
      parent: origin, depth: 1)
    if let known = contextIDs[context] { return known }
    contexts.append(context)
    contextIDs[context] = contexts.count - 1
    return contexts.count - 1
  }

  /// A pop or dismissal written in a method named for the step (a router's `dismiss()`, not
  /// a screen's): the step is each caller's, made on what the caller calls it on.
  func followedWrapper(_ site: EdgeSite, depth: Int) -> [EdgeSite] {
    guard let method = enclosingChain(site.function).last, depth < 4 else { return [site] }
    let fact = function(method)
    let owner = functionOwner[method]
    guard fact.kind == .function, !isScreenCapable(owner),
      Vocabulary.isStepMethodName(name(fact.name))
    else { return [site] }
    let callers = callSites(of: method)
    // A wrapper nobody calls (a base wireframe's `dismiss(animated:)`) takes no step; one
    // named for the module (`dismissModule()`) decides it itself.
    guard !callers.isEmpty else { return [] }
    guard Vocabulary.stepWrappers.contains(name(fact.name)) else { return [site] }
    var result: [EdgeSite] = []
    for caller in callers where caller.function != method {
      var moved = site
      moved.function = caller.function
      moved.file = caller.file
      moved.line = node(caller.file, caller.node).line
      let callee = node(caller.file, node(caller.file, caller.node).child)
      if callee.kind == .member {
        moved.receivers = receiverValues(caller.file, callee.child, in: caller.function)
      }
      result += followedWrapper(moved, depth: depth + 1)
    }
    return result.isEmpty ? [site] : result
  }

  /// A collecting context per step (a call or assignment node), so that each step's
  /// parameters are its own.
  func collectingContext(file: Int32, key: Int32, function: Int) -> Int {
    let context = ValueContext(
      callee: ValueContext.collecting, file: file, call: key, caller: function, parent: -1,
      depth: 1)
    if let known = contextIDs[context] { return known }
    contexts.append(context)
    contextIDs[context] = contexts.count - 1
    return contexts.count - 1
  }

  /// `window.rootViewController = …`, `viewControllers = …` (a tab bar's or a stack's).
  func assignmentSite(_ file: Int32, _ statement: StatementFact, in function: Int) -> [EdgeSite] {
    guard statement.target >= 0, statement.value >= 0 else { return [] }
    let target = node(file, statement.target)
    let line = target.line
    if target.kind == .member && target.symbol == words.rootViewController
      && name(terminalName(file, target.child)).lowercased().contains("window")
    {
      let site = EdgeSite(
        kind: .windowRoot, targets: [], function: function, file: file, line: line)
      return followed(site, file: file, key: statement.target, value: statement.value, depth: 0)
    }
    guard target.symbol == words.viewControllers,
      target.kind == .member || (target.kind == .name && isViewController(functionOwner[function]))
    else { return [] }
    let receiverNode: Int32 = target.kind == .member ? target.child : -1
    var receivers = receiverValues(file, receiverNode, in: function)
    var value = statement.value
    var kind = NavigationEdgeKind.setViewControllers
    if isTabContainer(receivers, file: file, receiverNode: receiverNode) {
      kind = .tab
      receivers = receivers.filter(isTabBarController)
    } else if receiverNode < 0 && !receivers.contains(where: isNavigationController) {
      return []
    } else {
      value = lastElement(file, value)
    }
    let site = EdgeSite(
      kind: kind, targets: [], function: function, file: file, line: line, receivers: receivers)
    return followed(site, file: file, key: statement.target, value: value, depth: 0)
  }

  /// `prepare(for segue:sender:)` of a view controller: each screen cast in it is a segue's
  /// destination.
  func segueSites() -> [EdgeSite] {
    guard words.prepare >= 0 else { return [] }
    var sites: [EdgeSite] = []
    for function in functions(named: words.prepare) {
      let owner = functionOwner[function]
      guard isViewController(owner), parameters(of: function).first?.label == words.forLabel
      else { continue }
      let file = functionFile[function]
      for (cast, line) in casts(in: function) {
        var targets = typesNamed(cast, from: owner).filter(isScreenCapable)
        if targets.isEmpty, let external = externalScreen(cast) { targets = [external] }
        guard !targets.isEmpty else { continue }
        sites.append(
          EdgeSite(
            kind: .segue, targets: Set(targets), function: function, file: file, line: line,
            fromOwner: true))
      }
    }
    return sites
  }

  /// The types cast to (`as? T`, `as! T`, `case let x as T`) in a function and its closures.
  func casts(in function: Int) -> [(type: Int32, line: Int32)] {
    let file = functionFile[function]
    let facts = files[Int(file)].navigation
    let base = functionBase[Int(file)]
    var result: [(type: Int32, line: Int32)] = []
    var stack: [Int32] = []
    var functions = [function]
    var cursor = 0
    while cursor < functions.count {
      for statement in statementsOf[functions[cursor]] {
        let fact = facts.statements[Int(statement)]
        stack.append(fact.value)
        stack.append(fact.target)
      }
      cursor += 1
      while let index = stack.popLast() {
        guard index >= 0, result.count < 256 else { continue }
        let node = facts.nodes[Int(index)]
        if node.kind == .cast { result.append((node.symbol, node.line)) }
        if node.kind == .closure && functions.count < 256 {
          functions.append(base + Int(node.symbol))
        }
        var child = node.child
        var siblings = 0
        while child >= 0 && siblings < 4096 {
          stack.append(child)
          child = facts.nodes[Int(child)].next
          siblings += 1
        }
      }
    }
    return result
  }
}
