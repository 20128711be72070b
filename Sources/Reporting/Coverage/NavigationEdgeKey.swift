/// A screen-to-screen edge by screen names, as the scenarios and the static graph can both
/// name it: `Feed → PostDetail (push)`.
public struct NavigationEdgeKey: Codable, Hashable, Comparable, Sendable {
  /// A screen name, or `(launch)`, `(deep link)`, `(event)`.
  public let from: String
  public let to: String
  /// A `NavigationEdgeKind` raw value (`push`, `windowRoot`, `tab`, …).
  public let kind: String

  public init(from: String, to: String, kind: String) {
    self.from = from
    self.to = to
    self.kind = kind
  }

  public static func < (lhs: NavigationEdgeKey, rhs: NavigationEdgeKey) -> Bool {
    (lhs.from, lhs.to, lhs.kind) < (rhs.from, rhs.to, rhs.kind)
  }

  /// `Feed → PostDetail (push)`.
  public var description: String { "\(from) → \(to) (\(kind))" }
}
