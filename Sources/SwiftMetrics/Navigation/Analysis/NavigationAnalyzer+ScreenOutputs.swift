/// Rule: screens' outputs. A closure runs when its owner calls it, not where it is written: one
/// given to a screen's output — assigned to a property of the screen or of an object that
/// belongs to it (`viewModel.onSelect = { … }`, `screen.onClose = { … }`), or handed to a
/// framework method on that side (`viewModel.selection.sink { … }`) — is triggered by that
/// screen; one assigned to an object of no screen is run by the functions that call that
/// property (`onFinish?()`); one handed to the app's own method is a completion, run for
/// whoever makes the call. A coordinator's delegate methods reach it through the delegate
/// property's declared protocol (see `+Calls`).
/// Examples: `ScreenOutputTests`.
extension NavigationAnalyzer {
  /// How a closure is used.
  enum ClosureAttachment {
    /// `target.property = { … }` (or `property = { … }` in the owner).
    case assigned(file: Int32, target: Int32, function: Int)
    /// An argument (or trailing closure) of a call.
    case argument(file: Int32, call: Int32, function: Int)
  }

  var attachments: [Int: ClosureAttachment] {
    if let known = closureAttachments { return known }
    var result: [Int: ClosureAttachment] = [:]
    for (fileIndex, file) in files.enumerated() {
      let facts = file.navigation
      let base = functionBase[fileIndex]
      for statement in facts.statements where statement.kind == .assign && statement.value >= 0 {
        let value = facts.nodes[Int(statement.value)]
        if value.kind == .closure {
          result[base + Int(value.symbol)] = .assigned(
            file: Int32(fileIndex), target: statement.target,
            function: base + Int(statement.function))
        }
      }
      for call in facts.calls {
        var argument = facts.nodes[Int(facts.nodes[Int(call.node)].child)].next
        var count = 0
        while argument >= 0 && count < 4096 {
          count += 1
          let value = facts.nodes[Int(argument)].child
          if value >= 0 && facts.nodes[Int(value)].kind == .closure {
            result[base + Int(facts.nodes[Int(value)].symbol)] = .argument(
              file: Int32(fileIndex), call: call.node, function: base + Int(call.function))
          }
          argument = facts.nodes[Int(argument)].next
        }
      }
    }
    closureAttachments = result
    return result
  }

  /// The functions that call a closure stored in `property` of `type`: `onFinish?(user)`
  /// in the type, `object.onFinish?(…)` elsewhere.
  func invokers(of property: Int32, on type: Int32) -> [Int] {
    guard property >= 0 else { return [] }
    let family = Set(ancestors(type) + descendants(type))
    var result: [Int] = []
    for site in callsByName[property] ?? [] {
      let callee = node(site.file, node(site.file, site.node).child)
      var applies = false
      if callee.kind == .name {
        applies =
          family.contains(functionOwner[site.function])
          && !isLocal(site.file, property, in: site.function)
      } else if callee.kind == .member {
        let base = node(site.file, callee.child)
        applies =
          base.kind == .selfValue
          ? family.contains(functionOwner[site.function])
          : !values(site.file, callee.child, in: site.function, context: -1).isDisjoint(
            with: family)
      }
      if applies && !result.contains(site.function) { result.append(site.function) }
    }
    return result
  }

  /// The sources of a closure: the screens whose output it is, else the functions that run
  /// it (an object's stored closure's invokers, the enclosing function).
  func closureUpstream(_ function: Int) -> (Set<Int32>, [Int]) {
    let fact = self.function(function)
    let parent = functionBase[Int(functionFile[function])] + Int(fact.parent)
    switch attachments[function] {
    case .assigned(let file, let target, let enclosing):
      let targetNode = node(file, target)
      var objects: Set<Int32> = []
      if targetNode.kind == .member {
        objects = values(file, targetNode.child, in: enclosing, context: -1)
      } else if functionOwner[enclosing] >= 0 {
        objects = [functionOwner[enclosing]]
      }
      var screens: Set<Int32> = []
      var invoking: [Int] = []
      for object in objects where object >= 0 {
        let companions = companionsOf(object)
        if companions.isEmpty {
          invoking += invokers(of: targetNode.symbol, on: object)
        } else {
          screens.formUnion(companions)
        }
      }
      if screens.isEmpty && invoking.isEmpty { return ([], [parent]) }
      return (screens, invoking)
    case .argument(let file, let call, let enclosing):
      let callee = node(file, node(file, call).child)
      // A closure handed to one of the app's own methods (a wireframe's
      // `dismissPresentedModule { … }`, an extension's `whenIdle { … }`) is run by it for
      // whoever made the call: a completion, not an output.
      let appMethod = !callees(CallSite(file: file, node: call, function: enclosing)).isEmpty
      if callee.kind == .member && !appMethod {
        var screens: Set<Int32> = []
        // One handed to a framework's method on a screen's side (`viewModel.didSelect.sink`)
        // is that screen's output.
        for object in values(file, rootOfChain(file, callee.child), in: enclosing, context: -1)
        where object >= 0 {
          screens.formUnion(companionsOf(object))
        }
        if !screens.isEmpty { return (screens, []) }
        if let subscribed = subscriptionUpstream(file, callee.child, in: enclosing) {
          return subscribed
        }
      }
      return ([], [parent])
    case nil:
      let screens = returnedClosureScreens(function)
      return screens.isEmpty ? ([], [parent]) : (screens, [])
    }
  }
}
