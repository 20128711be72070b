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
      receivers: receivers, receiverNode: receiverNode, receiverFile: file,
      receiverFunction: function)
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
      kind: kind, targets: [], function: function, file: file, line: line, receivers: receivers,
      receiverNode: receiverNode, receiverFile: file, receiverFunction: function)
    return followed(site, file: file, key: statement.target, value: value, depth: 0)
  }

  /// A step taken at a call of the function it is written in: the caller's, made on what the
  /// call is made on (the caller's own property for inherited code called on `self`; a tab
  /// keeps its tab bar).
  func moved(_ site: EdgeSite, to caller: CallSite) -> EdgeSite {
    var moved = site
    moved.function = caller.function
    moved.file = caller.file
    moved.line = node(caller.file, caller.node).line
    let callee = node(caller.file, node(caller.file, caller.node).child)
    if let bound = selfBoundReceivers(of: site, calledAt: caller) {
      moved.receivers = bound
    } else if callee.kind == .member && site.kind != .tab {
      moved.receivers = receiverValues(caller.file, callee.child, in: caller.function)
    }
    return moved
  }
}
