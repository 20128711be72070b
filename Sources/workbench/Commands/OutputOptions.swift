import Foundation
import Harness
import PathText
import Reporting
import ScenarioLanguage
import SwiftMetrics

/// Where results go besides stdout: JSON, JUnit, the Markdown report. Every path is checked
/// before the run; every file is written whole or not at all, all of them together.
struct OutputOptions {
  /// Where the bundled suite's full run writes: the committed report.
  static let defaultReport = "Reports/comparison.md"
  /// Where every other run writes unless given `--report`: a scratch folder git ignores, so a
  /// user's own scripts, a `--tag` or a `--variant` never rewrite the committed report.
  static let scratchReport = ".build/workbench/comparison.md"

  /// The output options as typed, taken before the paths (which come last) are known.
  struct Request {
    let json: String?
    let junit: String?
    let report: String?
    let noReport: Bool
    let timestamp: Bool

    init(_ arguments: inout ArgumentList) throws(UsageError) {
      json = try arguments.value("--json")
      junit = try arguments.value("--junit")
      report = try arguments.value("--report")
      noReport = arguments.flag("--no-report")
      if noReport, report != nil {
        throw UsageError("--report and --no-report contradict each other")
      }
      timestamp = arguments.flag("--timestamp")
    }
  }

  let json: OutputTarget?
  let junit: OutputTarget?
  let report: OutputTarget?
  /// Beside the report: every scenario step by step (none for a report written to a stream).
  let scenarioDetail: OutputTarget?
  let timestamp: Bool
  private let paths: OutputPaths

  /// `defaultReport` is written when neither `--report` nor `--no-report` is given.
  init(_ request: Request, defaultReport: String?) throws(UsageError) {
    timestamp = request.timestamp
    var chosenReport = request.noReport ? nil : (request.report ?? defaultReport)
    var paths = OutputPaths()
    json = try paths.add("--json", request.json)
    junit = try paths.add("--junit", request.junit)
    // A default folder is made on a fresh checkout — once the run is over, so that a mistaken
    // command leaves no folder behind; until then it is enough that it can be made.
    let folder = defaultReport.map { PathText.folder(of: $0) }
    if let defaultReport, let folder, chosenReport == defaultReport,
      !FileManager.default.fileExists(atPath: folder)
    {
      if let reason = Self.cannotMake(folder) {
        throw UsageError(
          "cannot make the folder of the default report \(defaultReport) (\(reason)); "
            + "give --report FILE or --no-report")
      }
      defaultFolder = (folder, defaultReport)
      chosenReport = nil
    } else {
      defaultFolder = nil
    }
    report = try paths.add("--report", chosenReport)
    // A report written to a stream (a FIFO, a device, `/dev/stdout`) carries its detail
    // inline: a file made beside a FIFO would be one nobody asked for.
    var detailPath: String?
    if let report, case .file = report.kind {
      detailPath = chosenReport.flatMap(Self.detailPath(forReport:))
    }
    scenarioDetail = try paths.add("--report (its scenario detail)", detailPath)
    self.paths = paths
  }

  /// Why `folder` (missing) could not be made: its nearest existing ancestor is not a folder
  /// that takes new entries; nil when it can be.
  private static func cannotMake(_ folder: String) -> String? {
    var ancestor = folder
    while !ancestor.isEmpty, !FileManager.default.fileExists(atPath: ancestor) {
      ancestor = PathText.folder(of: ancestor)
    }
    let existing = ancestor.isEmpty ? "." : ancestor
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return "\(existing) is not a directory" }
    guard access(existing, W_OK | X_OK) == 0 else {
      return "cannot create files in \(existing): \(String(cString: strerror(errno)))"
    }
    return nil
  }

  /// `Reports/comparison.md` → `Reports/scenarios.md`; `out/mine.md` → `out/mine-scenarios.md`;
  /// nil for a stream or device (`/dev/stdout`), which gets the detail inline.
  static func detailPath(forReport path: String) -> String? {
    guard !path.hasPrefix("/dev/") else { return nil }
    let name = detailName(forReport: path)
    let folder = PathText.folder(of: path)
    return folder.isEmpty ? name : folder + "/" + name
  }

  static func detailName(forReport path: String) -> String {
    let name = PathText.name(of: path)
    if name == "comparison.md" { return "scenarios.md" }
    return (name.hasSuffix(".md") ? String(name.dropLast(3)) : name) + "-scenarios.md"
  }

  /// The default report's folder, made once the run is over, and the report in it.
  private let defaultFolder: (folder: String, report: String)?

  /// A report or JSON results will be written: what only they show is worth computing.
  var writesFiles: Bool { json != nil || report != nil || defaultFolder != nil }

  /// The report's target and its scenario detail's: the default ones are resolved once their
  /// folder is made.
  private func reportTargets() -> (report: OutputTarget, detail: OutputTarget?)? {
    guard let defaultFolder else { return report.map { ($0, scenarioDetail) } }
    do {
      try FileManager.default.createDirectory(
        atPath: defaultFolder.folder, withIntermediateDirectories: true)
      return (
        try OutputTarget.resolve(defaultFolder.report),
        try Self.detailPath(forReport: defaultFolder.report).map(OutputTarget.resolve)
      )
    } catch {
      Terminal.error("error: cannot write \(defaultFolder.report): \(error)")
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
    let needsMetrics = writesFiles
    let metrics = needsMetrics ? StaticMetrics.measure(input.variants) : []
    let layers =
      needsMetrics
      ? input.variants.compactMap { variant in
        LayerCensus.measure(
          variant,
          screens: metrics.first { $0.variant == variant.name }.map {
            ScreenTypes.screens(of: $0.analysis)
          } ?? [:])
      } : []
    let changes = needsMetrics ? ChangeCostTable.bundled(variants: input.variants) : nil
    var testCosts: [TestCost] = []
    if needsMetrics {
      do throws(TestCost.UnknownDecision) {
        for variant in input.variants {
          if let cost = try TestCost.measure(variant) { testCosts.append(cost) }
        }
      } catch {
        Terminal.error("error: \(error.description)")
        return false
      }
    }
    let gestureCode = needsMetrics ? input.variants.compactMap { GestureCode.measure($0) } : []
    var outputs: [(target: OutputTarget, data: Data)] = []
    if let junit, let suite {
      outputs.append((junit, Data(JUnitRenderer.render(suite).utf8)))
    }
    if defaultFolder != nil || report != nil {
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
      // The mutants are measured apart (minutes): the report reads their committed results.
      switch MutationResults.load(root: FileManager.default.currentDirectoryPath) {
      case .current(let results): reportInput.mutation = results
      case .unusable(let reason): reportInput.mutationNote = reason
      }
      outputs.append((report, Data(ComparisonReport.render(reportInput).utf8)))
      if let detailed {
        outputs.append((detailed, Data(ComparisonReport.renderScenarioDetail(reportInput).utf8)))
      }
    }
    // The JSON is streamed to its temporary file scenario by scenario (it can be many times
    // the size of the results it encodes); every file is then put in place together.
    let document = ResultsDocument(
      suite: suite, faults: faults, layers: layers, changes: changes, testCosts: testCosts,
      gestureCode: gestureCode, assumptions: assumptions)
    do {
      try AtomicFile.write(outputs, streaming: json) { sink in
        try document.write(metrics: metrics, to: sink)
      }
    } catch {
      Terminal.error("error: \(error)")
      return false
    }
    for target in [json].compactMap({ $0 }) + outputs.map(\.target) {
      Terminal.error("wrote \(target.path)")
    }
    return true
  }
}
