import Foundation
import Harness
import Reporting
import ScenarioLanguage

/// Where results go besides stdout: JSON, JUnit, the Markdown report. Every path is checked
/// before the run; every file is written whole or not at all, all of them together.
struct OutputOptions {
  static let defaultReport = "Reports/comparison.md"

  let json: OutputTarget?
  let junit: OutputTarget?
  let report: OutputTarget?
  let timestamp: Bool
  private let paths: OutputPaths

  init(_ arguments: inout ArgumentList, reportByDefault: Bool = true) throws(UsageError) {
    let jsonPath = try arguments.value("--json")
    let junitPath = try arguments.value("--junit")
    let reportPath = try arguments.value("--report")
    let noReport = arguments.flag("--no-report")
    if noReport, reportPath != nil {
      throw UsageError("--report and --no-report contradict each other")
    }
    timestamp = arguments.flag("--timestamp")
    let chosenReport = noReport ? nil : (reportPath ?? (reportByDefault ? Self.defaultReport : nil))
    if chosenReport == Self.defaultReport {
      // The default place is the package's own Reports/; make it on a fresh checkout.
      try? FileManager.default.createDirectory(atPath: "Reports", withIntermediateDirectories: true)
    }
    var paths = OutputPaths()
    json = try paths.add("--json", jsonPath)
    junit = try paths.add("--junit", junitPath)
    report = try paths.add("--report", chosenReport)
    self.paths = paths
  }

  /// Refuses an output that is one of the scripts about to be read.
  func checkNotInputs(_ files: [ScenarioFile]) throws(UsageError) {
    let inputs = OutputPaths.realPaths(files.map(\.path))
    try paths.checkNotInputs { inputs.contains($0) }
  }

  /// Writes what was asked for; prints why the files could not be written and returns false.
  @MainActor
  func write(
    suite: SuiteResult?, faults: FaultMatrix?, input: ScenarioInput, command: String
  ) -> Bool {
    let needsMetrics = json != nil || report != nil
    let metrics = needsMetrics ? StaticMetrics.measure(input.variants) : []
    var outputs: [(target: OutputTarget, data: Data)] = []
    if let json {
      do {
        outputs.append(
          (json, try ResultsDocument(suite: suite, faults: faults).encoded(metrics: metrics)))
      } catch {
        Terminal.error("error: cannot write \(json.path): \(error.localizedDescription)")
        return false
      }
    }
    if let junit, let suite {
      outputs.append((junit, Data(JUnitRenderer.render(suite).utf8)))
    }
    if let report {
      let reportInput = ReportInput(
        suite: suite, faults: faults, metrics: metrics,
        command: command, stamp: timestamp ? StaticMetrics.stamp() : nil)
      outputs.append((report, Data(ComparisonReport.render(reportInput).utf8)))
    }
    return OutputPaths.write(outputs)
  }
}
