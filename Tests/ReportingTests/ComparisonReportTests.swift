import Foundation
import Harness
import Reporting
import XCTest

/// The renderer against a golden file. After an intended change of the report, regenerate with
/// `UPDATE_GOLDEN=1 swift test --filter ComparisonReportTests` and review the diff.
final class ComparisonReportTests: XCTestCase {
  private func input() throws -> ReportInput {
    let matrix = FaultMatrix(
      scenarios: ["a.scenario:1", "a.scenario:5"],
      entries: [
        FaultMatrix.Entry(
          fault: "viper.presenterRetainsView", variant: "VIPER",
          summary: "the presenter holds its view strongly",
          caughtBy: [
            FaultMatrix.Catch(
              scenario: "a.scenario:1", title: "Logs in",
              failure: RunFailure(
                kind: .leak, location: "a.scenario:4", message: "leaked: LoginPresenter"))
          ]),
        FaultMatrix.Entry(
          fault: "coordinator.ignoreBackGesture", variant: "MVVM+C",
          summary: "no navigation delegate",
          caughtBy: []),
      ], variants: [(prefix: "viper", name: "VIPER"), (prefix: "coordinator", name: "MVVM+C")])
    return ReportInput(
      suite: SampleResults.suite, faults: matrix, metrics: try SampleMetrics.measure(),
      command: "swift run workbench run scenarios --faults")
  }

  private var goldenURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/sample-report.md")
  }

  func testMatchesTheGoldenFile() throws {
    let rendered = ComparisonReport.render(try input())
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try rendered.write(to: goldenURL, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: goldenURL, encoding: .utf8)
    XCTAssertEqual(rendered, golden, "the report changed; if intended, regenerate the golden file")
  }

  func testTwoRendersAreByteIdentical() throws {
    XCTAssertEqual(ComparisonReport.render(try input()), ComparisonReport.render(try input()))
  }

  /// The review reads the answer first; the step-by-step detail is a file of its own.
  func testWithADetailFileTheReportHasOneRowPerScenarioAndTheDetailHasTheSteps() throws {
    var input = try input()
    input.scenarioDetail = "scenarios.md"
    let report = ComparisonReport.render(input)
    XCTAssertTrue(report.contains("[scenarios.md](scenarios.md)"), report)
    XCTAssertFalse(report.contains("<details>"), "no folded step tables in the main report")
    let detail = ComparisonReport.renderScenarioDetail(input)
    XCTAssertTrue(detail.hasPrefix("# Townsquare: "), detail)
    XCTAssertTrue(detail.contains("## Scenarios"), detail)
    for scenario in input.suite!.scenarios {
      XCTAssertTrue(report.contains(scenario.location), scenario.title)
      XCTAssertTrue(detail.contains(scenario.location), scenario.location)
    }
  }

  func testSectionsComeInTheAgreedOrder() throws {
    let rendered = ComparisonReport.render(try input())
    let headings = rendered.split(separator: "\n").filter { $0.hasPrefix("## ") }.map(String.init)
    XCTAssertEqual(
      headings,
      [
        "## The short answer", "## Decision table", "## Where navigation lives",
        "## Navigation coverage", "## Planted faults", "## Reuse", "## Coupling",
        "## Coupling per folder", "## Scenarios", "## Findings", "## Caveats", "## Definitions",
      ])
  }

  /// The review reads the main report in ten minutes: the per-folder tables, the faults one by
  /// one and the fault × scenario grid are in the detail file, and no prose line runs on.
  func testWithADetailFileTheLongDetailMovesThereAndProseLinesStayShort() throws {
    var input = try input()
    input.scenarioDetail = "scenarios.md"
    let report = ComparisonReport.render(input)
    let detail = ComparisonReport.renderScenarioDetail(input)
    for heading in [
      "## Coupling per folder", "### Fault × scenario", "## Planted faults one by one",
    ] {
      XCTAssertFalse(report.contains(heading), heading)
      XCTAssertTrue(detail.contains(heading), heading)
    }
    XCTAssertTrue(report.contains("(scenarios.md#coupling-per-folder)"), report)
    XCTAssertTrue(report.contains("(scenarios.md#planted-faults-one-by-one)"), report)
    var inFence = false
    for line in report.split(separator: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, !line.hasPrefix("|") else { continue }
      XCTAssertLessThanOrEqual(line.count, 200, String(line))
    }
  }

  func testDivergenceAndFailureAreShownNotFolded() throws {
    let rendered = ComparisonReport.render(try input())
    XCTAssertTrue(rendered.contains("#### ⚠ Logs in &lt;again&gt; &amp; \"fails\""))
    XCTAssertTrue(
      rendered.contains(
        "⚠ VIPER: `[Login > Feed]`<br>VIPER+C: `[Login > Feed]`<br>MVVM+C: `[Login > About]`"
      ))
    XCTAssertTrue(rendered.contains("<summary>Logs in — a.scenario:1 @auth"))
    XCTAssertTrue(
      rendered.contains("**1 planted fault survives the suite:** `coordinator.ignoreBackGesture`"))
  }

  func testMermaidBlocksAreClosedAndSmall() throws {
    let rendered = ComparisonReport.render(try input())
    let opens = rendered.components(separatedBy: "```mermaid").count - 1
    XCTAssertGreaterThan(opens, 0)
    let fences = rendered.components(separatedBy: "```").count - 1
    XCTAssertEqual(fences, opens * 2, "every diagram is closed")
    for block in rendered.components(separatedBy: "```mermaid").dropFirst() {
      let body = block.components(separatedBy: "```")[0]
      XCTAssertLessThanOrEqual(body.components(separatedBy: "-->").count - 1, 500)
    }
  }
}

/// "Test cost", from this package's own test folders.
final class TestCostSectionTests: XCTestCase {
  private var packageRoot: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
  }

  func testEachDecisionShowsEveryVariantsTestsAndLines() throws {
    let costs = try VariantRegistry.all.compactMap { try TestCost.measure($0, root: packageRoot) }
    XCTAssertEqual(costs.count, VariantRegistry.all.count, "every variant has its test folder")
    var input = ReportInput(
      suite: SampleResults.suite, faults: nil, metrics: [], command: "workbench run scenarios")
    input.testCosts = costs
    let report = ComparisonReport.render(input)

    XCTAssertTrue(report.contains("## Test cost"), report)
    let row = try XCTUnwrap(
      report.split(separator: "\n").first { $0.hasPrefix("| login succeeds") })
    for cost in costs {
      for decision in cost.decisions {
        XCTAssertFalse(decision.tests.isEmpty, "\(cost.variant) unit-tests \(decision.decision)")
      }
      let login = try XCTUnwrap(cost.decisions.first)
      XCTAssertFalse(login.tests.isEmpty, "\(cost.variant) tests its login decision")
      let cell = login.tests.count == 1 ? "1 test" : "\(login.tests.count) tests"
      XCTAssertTrue(row.contains("\(cell), \(login.lines) lines"), String(row))
    }
  }
}
