import Foundation
import Reporting
import SwiftMetrics

/// `analyze … --rules FILE [--baseline FILE] [--write-baseline FILE] [--sarif FILE]`: the
/// rules file and baseline read before the analysis, the violations checked after it.
struct AnalyzeRules {
  static let options = ["--rules", "--baseline", "--write-baseline", "--sarif"]

  let rules: RulesFile
  let baseline: RuleBaseline?
  let sarif: OutputTarget?
  let writeBaseline: OutputTarget?

  /// The option values, before the outputs are resolved.
  struct Paths {
    var rules: String?
    var baseline: String?
    var writeBaseline: String?
    var sarif: String?

    init(_ arguments: inout ArgumentList) throws(UsageError) {
      rules = try arguments.value("--rules")
      baseline = try arguments.value("--baseline")
      writeBaseline = try arguments.value("--write-baseline")
      sarif = try arguments.value("--sarif")
      if rules == nil {
        let given = [
          ("--baseline", baseline), ("--write-baseline", writeBaseline), ("--sarif", sarif),
        ].first { $0.1 != nil }
        if let given { throw UsageError("\(given.0) needs --rules FILE") }
      }
    }
  }

  /// Reads the rules file and the baseline; a file that cannot be read is a usage error, a
  /// malformed one a `RulesFileError` naming file:line:column.
  static func load(_ paths: Paths, outputs: inout OutputPaths) throws(UsageError) -> Result<
    AnalyzeRules?, RulesFileError
  > {
    guard let rulesPath = paths.rules else { return .success(nil) }
    let sarif = try outputs.add("--sarif", paths.sarif)
    let writeBaseline = try outputs.add("--write-baseline", paths.writeBaseline)
    let rulesText = try read(rulesPath, option: "--rules")
    var baselineText: String?
    if let path = paths.baseline { baselineText = try read(path, option: "--baseline") }
    do {
      let rules = try RulesFile.parse(rulesText, path: rulesPath)
      var baseline: RuleBaseline?
      if let baselineText, let path = paths.baseline {
        baseline = try RuleBaseline.parse(baselineText, path: path)
      }
      return .success(
        AnalyzeRules(rules: rules, baseline: baseline, sarif: sarif, writeBaseline: writeBaseline))
    } catch {
      return .failure(error)
    }
  }

  private static func read(_ path: String, option: String) throws(UsageError) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw UsageError("\(option) \(path): no such file")
    }
    guard !isFolder.boolValue,
      let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else { throw UsageError("\(option) \(path): cannot be read as UTF-8 text") }
    return text
  }

  /// The check's outcome: every violation, those not in the baseline, and the files to write.
  struct Outcome {
    let violations: [RuleViolation]
    let newViolations: [RuleViolation]
    let files: [(OutputTarget, Data)]
    /// The lines to print: the new violations, then a summary.
    let text: String
    let status: Int32
  }

  func check(_ result: AnalysisResult) -> Outcome {
    let violations = RuleChecker.check(rules, result)
    let fresh = baseline?.newViolations(violations) ?? violations
    var files: [(OutputTarget, Data)] = []
    if let sarif {
      files.append(
        (
          sarif,
          SARIFLog.render(
            rules: rules, violations: violations,
            newViolations: baseline == nil ? nil : fresh)
        ))
    }
    if let writeBaseline {
      files.append((writeBaseline, Data(RuleBaseline(violations).rendered.utf8)))
    }
    var lines = fresh.map(\.rendered)
    let checked = rules.rules.map(\.id).joined(separator: ", ")
    var summary = "\(violations.count) violation\(violations.count == 1 ? "" : "s") of \(checked)"
    if baseline != nil {
      summary += "; \(violations.count - fresh.count) in the baseline, \(fresh.count) new"
    }
    if writeBaseline != nil { summary += "; all of them written to the baseline" }
    lines.append(summary)
    let failed = !fresh.isEmpty && writeBaseline == nil
    return Outcome(
      violations: violations, newViolations: fresh, files: files,
      text: lines.joined(separator: "\n") + "\n",
      status: failed ? ExitStatus.failure : ExitStatus.success)
  }
}
