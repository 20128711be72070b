/// The small mistakes applied wherever a variant's code allows them, the same way in every
/// variant (see ``MutationSiteFinder`` for where each one applies).
public enum MutationOperator: String, Sendable, CaseIterable, Codable, Comparable {
  /// A call statement left out: `removeChild(child)`, `completion()`, a `dismiss` before a
  /// `present`.
  case deleteCall
  /// An assignment to a property left out: a delegate, `wireframe.viewController = view`.
  case deleteAssignment
  /// A `weak` or `unowned` stored property that holds strongly.
  case strongProperty
  /// A `[weak x]` or `[unowned x]` capture that holds strongly.
  case strongCapture
  /// An `if` or `guard` condition negated.
  case negateCondition
  /// An `animated:` argument flipped.
  case flipAnimated
  /// A completion closure's body run at once, after the call, instead of when it completes.
  case completionNow
  /// A will-callback's body run in its did-callback instead (or the other way round).
  case swapWillDid

  public var summary: String {
    switch self {
    case .deleteCall: return "a call statement left out"
    case .deleteAssignment: return "an assignment to a property left out"
    case .strongProperty: return "a weak or unowned stored property made strong"
    case .strongCapture: return "a [weak x] or [unowned x] capture made strong"
    case .negateCondition: return "an if or guard condition negated"
    case .flipAnimated: return "an animated: argument flipped"
    case .completionNow: return "a completion's body run at once instead of in the completion"
    case .swapWillDid: return "a will-callback's body run in its did-callback (or back)"
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
