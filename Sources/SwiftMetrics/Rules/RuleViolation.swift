/// One place where the code breaks a rule.
public struct RuleViolation: Sendable, Equatable, Comparable {
  public var rule: ArchitectureRule
  public var file: String
  public var line: Int
  public var message: String
  /// What identifies it across edits, without its line: the rule, the file and what is
  /// involved (the deciding type and the step, the screen, the flow object). Tab-separated.
  public var key: String

  public init(rule: ArchitectureRule, file: String, line: Int, message: String, key: [String]) {
    self.rule = rule
    self.file = file
    self.line = line
    self.message = message
    self.key = ([rule.id, file] + key).map(Self.clean).joined(separator: "\t")
  }

  /// `file:line: rule: message`, as printed.
  public var rendered: String { "\(file):\(line): \(rule.id): \(message)" }

  private static func clean(_ part: String) -> String {
    String(part.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
  }

  public static func < (lhs: RuleViolation, rhs: RuleViolation) -> Bool {
    (lhs.file, lhs.line, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.rule, rhs.message)
  }
}
