/// Violations accepted as they are today: one violation's key a line (see `RuleViolation.key`),
/// sorted, a key repeated as often as it occurs, so that a second violation of the same kind
/// in the same file still counts as new. Keys carry no line: editing above a violation does not
/// make it new.
public struct RuleBaseline: Sendable, Equatable {
  public static let header =
    "# workbench analyze --rules baseline v1: rule, file, subject (tab-separated)"

  public var keys: [String]

  public init(_ violations: [RuleViolation]) {
    keys = violations.map(\.key).sorted()
  }

  public init(keys: [String]) { self.keys = keys.sorted() }

  public var rendered: String {
    ([Self.header] + keys).joined(separator: "\n") + "\n"
  }

  /// Parses a baseline's text; `path` names it in errors.
  public static func parse(_ text: String, path: String) throws(RulesFileError) -> RuleBaseline {
    var keys: [String] = []
    let ids = Set(ArchitectureRule.allCases.map(\.id))
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let fields = trimmed.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 3, ids.contains(String(fields[0])) else {
        throw RulesFileError(
          file: path, line: index + 1, column: 1,
          message: "not a baseline entry (expected rule, file and subject separated by tabs, "
            + "as written by --write-baseline)")
      }
      keys.append(String(trimmed))
    }
    return RuleBaseline(keys: keys)
  }

  /// Which violations are new: those whose key the baseline lacks, or holds fewer times.
  public func newViolations(_ violations: [RuleViolation]) -> [RuleViolation] {
    var remaining: [String: Int] = [:]
    for key in keys { remaining[key, default: 0] += 1 }
    return violations.filter { violation in
      guard let count = remaining[violation.key], count > 0 else { return true }
      remaining[violation.key] = count - 1
      return false
    }
  }
}
