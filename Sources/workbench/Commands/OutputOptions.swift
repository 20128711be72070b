import Foundation
import Harness
import Reporting

/// Where results go besides stdout: JSON, JUnit, the Markdown report. Every file is written
/// whole or not at all.
struct OutputOptions {
  static let defaultReport = "Reports/comparison.md"

  let json: String?
  let junit: String?
  let report: String?
  let timestamp: Bool

  init(_ arguments: inout ArgumentList, reportByDefault: Bool = true) throws(UsageError) {
    json = try arguments.value("--json")
    junit = try arguments.value("--junit")
    let reportPath = try arguments.value("--report")
    let noReport = arguments.flag("--no-report")
    if noReport, reportPath != nil {
      throw UsageError("--report and --no-report contradict each other")
    }
    report = noReport ? nil : (reportPath ?? (reportByDefault ? Self.defaultReport : nil))
    timestamp = arguments.flag("--timestamp")
    // Refuse a file that cannot be written before spending a run on it.
    for (option, path) in [("--json", json), ("--junit", junit), ("--report", reportPath)] {
      guard let path else { continue }
      let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw UsageError("\(option) \(path): no such directory \(directory)")
      }
    }
  }

  /// Writes what was asked for; prints why a file could not be written and returns false.
  @MainActor
  func write(
    suite: SuiteResult?, faults: FaultMatrix?, input: ScenarioInput, command: String
  ) -> Bool {
    var written = true
    let needsMetrics = json != nil || report != nil
    let metrics = needsMetrics ? StaticMetrics.measure(input.variants) : []
    let layers = needsMetrics ? input.variants.compactMap { LayerCensus.measure($0) } : []
    let changes = needsMetrics ? ChangeCostTable.bundled(variants: input.variants) : nil
    func attempt(_ path: String, _ produce: () throws -> Data) {
      do {
        try AtomicFile.write(try produce(), to: path)
        Terminal.error("wrote \(path)")
      } catch {
        Terminal.error("error: \(error)")
        written = false
      }
    }
    if let json {
      attempt(json) {
        try ResultsDocument(suite: suite, faults: faults, layers: layers, changes: changes)
          .encoded(metrics: metrics)
      }
    }
    if let junit, let suite {
      attempt(junit) { Data(JUnitRenderer.render(suite).utf8) }
    }
    if let report {
      if report == Self.defaultReport {
        // The default place is the package's own Reports/; make it on a fresh checkout.
        try? FileManager.default.createDirectory(
          atPath: "Reports", withIntermediateDirectories: true)
      }
      let reportInput = ReportInput(
        suite: suite, faults: faults, metrics: metrics,
        command: command, stamp: timestamp ? StaticMetrics.stamp() : nil,
        changes: changes, layers: layers)
      attempt(report) { Data(ComparisonReport.render(reportInput).utf8) }
    }
    return written
  }
}
