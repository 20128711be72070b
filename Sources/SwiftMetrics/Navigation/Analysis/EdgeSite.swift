/// A place in the code where a navigation step is decided: what kind, to which screens, in
/// which function (whose triggers give the edges' `from`).
struct EdgeSite {
  var kind: NavigationEdgeKind
  /// The screens it goes to (empty for pops and dismissals, whose target the graph decides).
  var targets: Set<Int32>
  /// The function the decision is written in (a closure's, not its enclosing method's).
  var function: Int
  var file: Int32
  var line: Int32
  /// For a tab: the tab containers; for a dismissal or pop: what it is made on.
  var receivers: Set<Int32> = []
  /// Where `receivers` were read: the receiver expression in the function the step is
  /// written in (-1 for a step made on `self` implicitly), so that a caller that runs that
  /// function for a subtype reads it again (see `+SelfType`).
  var receiverNode: Int32 = -1
  var receiverFile: Int32 = -1
  var receiverFunction = -1
  /// The edge comes from the launch whatever triggers the function (a SwiftUI `WindowGroup`).
  var fromLaunch = false
  /// The edge comes from the function's own screen (a segue's `prepare(for:sender:)`).
  var fromOwner = false
  /// Triggers whose edges it does not make: a step that fills a stack shown elsewhere in the
  /// flow that made it is that stack's content there (see `resolvingContainers`).
  var notFrom: Set<Int32> = []
}

/// The value a step goes to, where it is written: the file, the node keying its collecting
/// context, the expression and its function.
struct FollowedValue {
  var file: Int32
  var key: Int32
  var value: Int32
  var function: Int
}

/// A call a step is followed through: the wrapper it runs and where it is called.
struct FollowedCall {
  var callee: Int
  var site: CallSite
}
