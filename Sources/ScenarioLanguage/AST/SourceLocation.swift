/// A place in a script: 1-based line, and 1-based column counted in characters (a tab is one).
public struct SourceLocation: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
  public let line: Int
  public let column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  /// `line:column`, as it appears in a diagnostic.
  public var description: String { "\(line):\(column)" }
}
