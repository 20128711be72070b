/// Rule: what `self` is in code a type inherits: a base wireframe's `viewController` getter, run
/// for a `DetailWireframe`, returns the screen the detail's initialiser hands to
/// `super.init(viewController:)`, not every screen of every wireframe; a protocol extension's
/// `setRoot(_:)` called by a coordinator on itself sets that coordinator's own stack.
/// Examples: `NavigationGraphTests`, `InheritedStepTests`.
extension NavigationAnalyzer {
  /// The type `self` is in a function evaluated in a context: the subtype a context binds it
  /// to, else the function's owner.
  func selfType(of function: Int, context: Int) -> Int32 {
    var current = context
    while current >= 0 {
      let binding = contexts[current]
      if binding.selfType >= 0 && enclosingChain(function).contains(binding.callee) {
        return binding.selfType
      }
      current = binding.parent
    }
    return functionOwner[function]
  }

  /// Whether a type strictly derives from another.
  func isStrictSubtype(_ type: Int32, of owner: Int32) -> Bool {
    type >= 0 && owner >= 0 && type != owner && ancestors(type).contains(owner)
  }

  /// The context evaluating a function with `self` a subtype of its owner, or -1 when the
  /// function is the type's own.
  func inheritedContext(_ function: Int, selfType type: Int32) -> Int {
    guard isStrictSubtype(type, of: functionOwner[function]) else { return -1 }
    let context = ValueContext(
      callee: function, file: -1, call: -1, caller: -1, parent: -1, depth: 1, selfType: type)
    if let known = contextIDs[context] { return known }
    contexts.append(context)
    contextIDs[context] = contexts.count - 1
    return contexts.count - 1
  }

  /// The type `self` is in a callee: the caller's receiver, when it is one subtype of the
  /// callee's owner (`detailWireframe.show()` with `show` inherited), or the caller's own
  /// `self` for a call on it; else -1 (the callee's owner).
  func calleeSelfType(
    _ file: Int32, _ call: Int32, callee: Int, in function: Int, context: Int
  ) -> Int32 {
    let owner = functionOwner[callee]
    guard owner >= 0, let calleeIndex = children(file, call).first else { return -1 }
    let target = node(file, calleeIndex)
    var receivers: Set<Int32> = []
    if target.kind == .name {
      receivers = [selfType(of: function, context: context)]
    } else if target.kind == .member {
      receivers = values(file, target.child, in: function, context: context).filter { $0 >= 0 }
    }
    guard receivers.count == 1, let only = receivers.first else { return -1 }
    return isStrictSubtype(only, of: owner) ? only : -1
  }

  /// A parameter of an inherited function run for a subtype: what the subtype's own
  /// initialisers pass up (`super.init(viewController: screen)`) or its constructions pass;
  /// what every caller passes when neither is found.
  func inheritedParameterFlow(_ function: Int, _ index: Int, selfType type: Int32) -> Set<Int32> {
    guard type >= 0 else { return parameterFlow(function, index) }
    let owner = functionOwner[function]
    let typeSymbol = graph.nodes[Int(type)].symbol
    var result: Set<Int32> = []
    var found = false
    for site in callSites(of: function) {
      let caller = functionOwner[site.function]
      let callee = node(site.file, node(site.file, site.node).child)
      let passedUp = caller != owner && (caller == type || isStrictSubtype(type, of: caller))
      let constructs = callee.kind == .name && callee.symbol == typeSymbol
      guard passedUp || constructs else { continue }
      guard
        let argument = passedValue(
          for: index, of: function, at: site.file, site.node, caller: site.function)
      else { continue }
      found = true
      let context = passedUp ? inheritedContext(site.function, selfType: type) : -1
      result.formUnion(values(of: argument, context: context))
    }
    return found ? result : parameterFlow(function, index)
  }

  /// What a step written in inherited code is made on when a subtype calls it on itself: a
  /// protocol extension's or base class's `setRoot(_:)` making its step on
  /// `self.navigationController`, called as `setRoot(screen)` in `HomeCoordinator`, is made on
  /// the home coordinator's own stack, not on every conformer's. Nil when the call is not on
  /// `self`, the caller's type does not inherit the code, or the receiver reads nothing then.
  func selfBoundReceivers(of site: EdgeSite, calledAt caller: CallSite) -> Set<Int32>? {
    guard site.receiverFunction >= 0, site.kind != .tab,
      isCallOnSelf(caller.file, caller.node)
    else { return nil }
    let type = functionOwner[caller.function]
    guard isStrictSubtype(type, of: functionOwner[site.receiverFunction]) else { return nil }
    let context = inheritedContext(site.receiverFunction, selfType: type)
    let bound =
      site.receiverNode >= 0
      ? values(site.receiverFile, site.receiverNode, in: site.receiverFunction, context: context)
      : [type]
    return bound.isEmpty ? nil : bound
  }
}
