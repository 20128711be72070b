/// A warning UIKit would log, or a misuse UIKit would throw for. Recorded, never a crash: any
/// issue fails the scenario it occurs in.
public struct UIKitIssue: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Sendable { case warning, misuse }

  public let severity: Severity
  public let message: String
  public let source: SourceLocation?

  public init(severity: Severity, message: String, source: SourceLocation?) {
    self.severity = severity
    self.message = message
    self.source = source
  }

  public var description: String {
    let place = source.map { " (at \($0))" } ?? ""
    return "\(severity.rawValue): \(message)\(place)"
  }
}
