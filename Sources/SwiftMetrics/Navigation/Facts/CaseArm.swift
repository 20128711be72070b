/// One arm of a `switch subject { case .detail(let id): … }` (or the body of an
/// `if case .detail = subject { … }`) for one case name it matches: the code written in it is
/// the expression nodes `firstNode..<endNode` of its file (closures inside included).
struct CaseArm {
  /// The function the statement is written in.
  var function: Int32
  /// The switched expression's node.
  var subject: Int32
  /// The case's name (`detail` of `.detail`, `Route.detail(let id)`), `CaseArm.defaultArm` for
  /// `default:`, `CaseArm.anyCase` for a pattern that is not one case (`case let x as T:`).
  var name: Int32
  var firstNode: Int32
  var endNode: Int32
  /// The body of an `if case` (no `default:`, no exhaustive switch: other cases skip it).
  var isCondition = false

  static let defaultArm: Int32 = -1
  static let anyCase: Int32 = -2
}
