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
  /// Beside the report: every scenario step by step (none for a report written to a stream).
  let scenarioDetail: OutputTarget?
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
    var chosenReport = noReport ? nil : (reportPath ?? (reportByDefault ? Self.defaultReport : nil))
    var paths = OutputPaths()
    json = try paths.add("--json", jsonPath)
    junit = try paths.add("--junit", junitPath)
    // The default place is the package's own Reports/, made on a fresh checkout — once the run
    // is over, so that a mistaken command leaves no folder behind; until then it is enough that
    // it can be made.
    makesReportsFolder =
      chosenReport == Self.defaultReport
      && !FileManager.default.fileExists(atPath: Self.defaultReportFolder)
    if makesReportsFolder {
      do { _ = try paths.add("--report", Self.defaultReportFolder) } catch {
        throw UsageError(
          "cannot make the folder of the default report \(Self.defaultReport) (\(error.message)); "
            + "give --report FILE or --no-report")
      }
      chosenReport = nil
    }
    report = try paths.add("--report", chosenReport)
    scenarioDetail = try paths.add(
      "--report (its scenario detail)", chosenReport.flatMap(Self.detailPath(forReport:)))
    self.paths = paths
  }

  /// `Reports/comparison.md` → `Reports/scenarios.md`; `out/mine.md` → `out/mine-scenarios.md`;
  /// nil for a stream or device (`/dev/stdout`), which gets the detail inline.
  static func detailPath(forReport path: String) -> String? {
    guard !path.hasPrefix("/dev/") else { return nil }
    let name = detailName(forReport: path)
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? name : folder + "/" + name
  }

  static func detailName(forReport path: String) -> String {
    let name = (path as NSString).lastPathComponent
    if name == "comparison.md" { return "scenarios.md" }
    return (name.hasSuffix(".md") ? String(name.dropLast(3)) : name) + "-scenarios.md"
  }

  static let defaultReportFolder = "Reports"
  private let makesReportsFolder: Bool

  /// A report or JSON results will be written: what only they show is worth computing.
  var writesFiles: Bool { json != nil || report != nil || makesReportsFolder }

  /// The report's target and its scenario detail's: the default ones are resolved once their
  /// folder is made.
  private func reportTargets() -> (report: OutputTarget, detail: OutputTarget?)? {
    guard makesReportsFolder else { return report.map { ($0, scenarioDetail) } }
    do {
      try FileManager.default.createDirectory(
        atPath: Self.defaultReportFolder, withIntermediateDirectories: true)
      return (
        try OutputTarget.resolve(Self.defaultReport),
        try Self.detailPath(forReport: Self.defaultReport).map(OutputTarget.resolve)
      )
    } catch {
      Terminal.error("error: cannot write \(Self.defaultReport): \(error)")
      return nil
    }
  }

  /// Refuses an output that is one of the scripts about to be read.
  func checkNotInputs(_ files: [ScenarioFile]) throws(UsageError) {
    let inputs = OutputPaths.realPaths(files.map(\.path))
    try paths.checkNotInputs { inputs.contains($0) }
  }

  /// Writes what was asked for; prints why the files could not be written and returns false.
  @MainActor
  func write(
    suite: SuiteResult?, faults: FaultMatrix?, input: ScenarioInput, command: String,
    assumptions: AssumptionStudy? = nil
  ) -> Bool {
    let needsMetrics = json != nil || report != nil || makesReportsFolder
    let metrics = needsMetrics ? StaticMetrics.measure(input.variants) : []
    let layers = needsMetrics ? input.variants.compactMap { LayerCensus.measure($0) } : []
    let changes = needsMetrics ? ChangeCostTable.bundled(variants: input.variants) : nil
    let testCosts = needsMetrics ? input.variants.compactMap { TestCost.measure($0) } : []
    let gestureCode = needsMetrics ? input.variants.compactMap { GestureCode.measure($0) } : []
    var outputs: [(target: OutputTarget, data: Data)] = []
    if let json {
      do {
        outputs.append(
          (
            json,
            try ResultsDocument(
              suite: suite, faults: faults, layers: layers, changes: changes,
              testCosts: testCosts, gestureCode: gestureCode, assumptions: assumptions
            ).encoded(metrics: metrics)
          ))
      } catch {
        Terminal.error("error: cannot write \(json.path): \(error.localizedDescription)")
        return false
      }
    }
    if let junit, let suite {
      outputs.append((junit, Data(JUnitRenderer.render(suite).utf8)))
    }
    if makesReportsFolder || report != nil {
      guard let (report, detail) = reportTargets() else { return false }
      let detailed = suite != nil ? detail : nil
      var reportInput = ReportInput(
        suite: suite, faults: faults, metrics: metrics,
        command: command, stamp: timestamp ? StaticMetrics.stamp() : nil,
        changes: changes, layers: layers,
        scenarioDetail: detailed.map { _ in Self.detailName(forReport: report.path) },
        testCosts: testCosts)
      reportInput.gestureCode = gestureCode
      reportInput.assumptions = assumptions
      outputs.append((report, Data(ComparisonReport.render(reportInput).utf8)))
      if let detailed {
        outputs.append((detailed, Data(ComparisonReport.renderScenarioDetail(reportInput).utf8)))
      }
    }
    return OutputPaths.write(outputs)
  }
}
