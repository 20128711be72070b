import Foundation
import Harness
import Reporting
import SwiftMetrics
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
      ], variants: [(prefix: "viper", name: "VIPER"), (prefix: "coordinator", name: "MVVM+C")],
      presence: [
        "forgetChildRemoval": ["viper": .cannotHappen("no site in its code (a `removeChild` call)")]
      ])
    return ReportInput(
      suite: SampleResults.suite, faults: matrix, metrics: try SampleMetrics.measure(),
      command: "swift run workbench run faults")
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
  func testWithADetailFileTheReportRowsOnlyScenariosThatDifferAndTheDetailHasTheSteps() throws {
    var input = try input()
    input.scenarioDetail = "scenarios.md"
    let report = ComparisonReport.render(input)
    XCTAssertTrue(report.contains("[scenarios.md](scenarios.md)"), report)
    XCTAssertFalse(report.contains("<details>"), "no folded step tables in the main report")
    let detail = ComparisonReport.renderScenarioDetail(input)
    XCTAssertTrue(detail.hasPrefix("# Townsquare: "), detail)
    XCTAssertTrue(detail.contains("## Scenarios"), detail)
    // A scenario that passes alike everywhere is in the sentence; one that differs has its row.
    for scenario in input.suite!.scenarios {
      XCTAssertEqual(
        report.contains(scenario.location), !(scenario.passed && scenario.equivalent),
        scenario.title)
      XCTAssertTrue(detail.contains(scenario.location), scenario.location)
    }
  }

  func testSectionsComeInTheAgreedOrder() throws {
    let rendered = ComparisonReport.render(try input())
    let headings = rendered.split(separator: "\n").filter { $0.hasPrefix("## ") }.map(String.init)
    XCTAssertEqual(
      headings,
      [
        "## The answer", "## The design", "## The 2 × 2", "## Planted faults", "## Scenarios",
        "## Where navigation lives", "## Navigation coverage", "## Reuse", "## Coupling",
        "## Coupling per folder", "## Findings", "## Caveats", "## Definitions",
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
    for heading in ["## Coupling", "## Where navigation lives", "## Definitions"] {
      XCTAssertFalse(report.contains(heading + "\n"), heading)
      XCTAssertTrue(detail.contains(heading + "\n"), heading)
    }
    XCTAssertTrue(report.contains("## Reference\n\nIn [scenarios.md](scenarios.md)"), report)
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

/// The report on this package's own variants, sources, change requests and tests: what a review
/// chair reads first.
final class ReviewAnswerTests: XCTestCase {
  private static var packageRoot: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
  }

  private func input() throws -> ReportInput {
    let root = Self.packageRoot
    let variants = VariantRegistry.all
    let requests = try ChangeRequestLoader.load(
      root: root + "/Scenarios/changes", variantIDs: variants.map(\.id))
    let metrics = try variants.map { variant in
      var options = AnalysisOptions(sharedPaths: [root + "/" + VariantRegistry.sharedSourcePath])
      options.screenNameProperty = "screenName"
      return VariantMetrics(
        variant: variant.name,
        analysis: try SwiftAnalyzer.analyze(
          paths: [root + "/" + variant.sourcePath], options: options))
    }
    var input = ReportInput(
      suite: nil, faults: nil, metrics: metrics, command: "swift run workbench run scenarios",
      changes: ChangeCostTable.make(requests, variants: variants, root: root),
      layers: variants.compactMap { LayerCensus.measure($0, root: root) },
      scenarioDetail: "scenarios.md",
      testCosts: try variants.compactMap { try TestCost.measure($0, root: root) })
    input.gestureCode = variants.compactMap { GestureCode.measure($0, root: root) }
    return input
  }

  private func section(_ title: String, of report: String) -> [Substring] {
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: Substring("## " + title)) else { return [] }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    return Array(lines[start..<end])
  }

  func testTheAnswerComesFirstNamesTheFourCellsAndTheReportIsShort() throws {
    let input = try input()
    XCTAssertEqual(input.layers.count, 4, "the four variants' sources are measured")
    let report = ComparisonReport.render(input)
    let headings = report.split(separator: "\n").filter { $0.hasPrefix("## ") }
    XCTAssertEqual(headings.first, "## The answer")
    for heading in [
      "## The design", "## The 2 × 2", "## Change cost", "## Test cost", "## Reference",
    ] {
      XCTAssertTrue(headings.contains(Substring(heading)), heading)
    }
    let answer = section("The answer", of: report)
    XCTAssertLessThanOrEqual(
      answer.filter { !$0.isEmpty }.count, 12, answer.joined(separator: "\n"))
    let answerText = answer.joined(separator: "\n")
    for name in ["VIPER", "VIPER+C", "MVVM+W", "MVVM+C"] {
      XCTAssertTrue(answerText.contains("(\(name) →") || answerText.contains("→ \(name))"), name)
    }
    XCTAssertFalse(answerText.contains("does not hold both variants"), answerText)
    let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertLessThanOrEqual(lines.count, 250)
    XCTAssertLessThanOrEqual(lines.filter { $0.count > 200 }.count, 5)
    XCTAssertEqual(report, ComparisonReport.render(input), "deterministic")
  }

  /// Each headline figure is a 2 × 2 grid with its effects and interaction, computed from the
  /// four cells.
  func testTheGridsHoldTheFourCellsEffectsAndInteraction() throws {
    let input = try input()
    let report = ComparisonReport.render(input)
    let census = Dictionary(uniqueKeysWithValues: input.layers.map { ($0.variant, $0) })
    let lines = { (variant: AppVariant) in census[variant.name]?.layers[.navigation]?.lines ?? 0 }
    let (a, b, c, d) = (
      lines(.viper), lines(.viperCoordinator), lines(.mvvmWireframe), lines(.coordinator)
    )
    let grid = section("The 2 × 2", of: report).drop { !$0.hasPrefix("| **navigation code**") }
    let rows = grid.prefix(6).map {
      $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    XCTAssertEqual(rows.count, 6)
    XCTAssertEqual(Array(rows[2].prefix(3)), ["VIPER screens", "\(a)", "\(b)"])
    XCTAssertEqual(Array(rows[3].prefix(3)), ["MVVM screens", "\(c)", "\(d)"])
    let interaction = (d - c) - (b - a)
    XCTAssertEqual(
      rows[4].last, "interaction " + (interaction > 0 ? "+\(interaction)" : "\(interaction)"))
  }

  /// The Assumptions hook: a figure marked as resting on a UIKit assumption is no measurable
  /// difference in every verdict.
  func testAFigureMarkedAsAssumptionDependentIsNoMeasurableDifference() throws {
    var input = try input()
    let before = section("The answer", of: ComparisonReport.render(input)).joined(separator: "\n")
    XCTAssertTrue(before.contains("gesture code 0 → "), before)
    input.assumptionDependent = [.gestureCode]
    let after = section("The answer", of: ComparisonReport.render(input)).joined(separator: "\n")
    XCTAssertFalse(after.contains("gesture code 0 → "), after)
    XCTAssertTrue(after.contains("gesture code (rests on a UIKit assumption)"), after)
  }

  /// "When each wins" names, for VIPER → VIPER+C, the requests on which each side's app lines
  /// are at least 10% lower, numbered as the legend under the answer numbers them.
  func testWinsNameTheRequestsEachSideIsCheaperOn() throws {
    let input = try input()
    let changes = try XCTUnwrap(input.changes)
    let (viper, coordinator) = (
      try XCTUnwrap(changes.variants.firstIndex(of: "VIPER")),
      try XCTUnwrap(changes.variants.firstIndex(of: "VIPER+C"))
    )
    func appLines(_ cost: ChangeCost?) -> Int {
      [SourceLayer.screen, .navigation, .assembly].map { cost?.lines[$0]?.changed ?? 0 }
        .reduce(0, +)
    }
    var cheaper: [String: [String]] = [:]
    for (index, row) in changes.rows.enumerated() {
      let a = appLines(row.costs[viper])
      let b = appLines(row.costs[coordinator])
      guard a != b, Double(abs(a - b)) >= 0.1 * Double(max(a, b)) else { continue }
      cheaper[a < b ? "VIPER" : "VIPER+C", default: []].append(String(index + 1))
    }
    let answer = section("The answer", of: ComparisonReport.render(input))
      .joined(separator: " ")
    let item = try XCTUnwrap(answer.components(separatedBy: " 2. ").first)
    XCTAssertFalse(cheaper.isEmpty, "the requests differ somewhere")
    var labelled = false
    for side in ["VIPER", "VIPER+C"] {
      guard let numbers = cheaper[side] else { continue }
      let expected = "\(side) on " + (labelled ? "" : "requests ") + numbers.joined(separator: ", ")
      labelled = true
      XCTAssertTrue(item.contains(expected), "\(expected) in \(item)")
    }
    for (index, row) in changes.rows.enumerated() {
      XCTAssertTrue(answer.contains("\(index + 1) \(row.name)"), "the legend names \(row.name)")
    }
  }

  /// Results of `workbench run mutants` for VIPER: 4 mutants (a screen one the scenarios kill,
  /// a navigation one a presenter test kills, a navigation survivor, and a named classic the
  /// scenarios kill); `named` false leaves the name out.
  static func mutation(named: Bool = true) -> MutationReport {
    func result(
      _ id: Int, _ file: String, _ layer: SourceLayer, scenarios: [String] = [],
      tests: [String] = [], name: String? = nil
    ) -> MutantResult {
      let site = MutationSite(
        mutationOperator: .deleteCall, line: id * 10, original: "call()", mutated: "",
        insertions: [])
      var result = MutantResult(
        Mutant(
          id: id, variant: "VIPER", variantID: "viper", file: file, layer: layer, site: site),
        killedBy: .init(
          scenarios: scenarios.map { MutantKill(name: $0, how: "leak") },
          unitTests: tests.map { MutantKill(name: $0, how: "failed") }))
      result.name = name
      result.mistake = name.map { _ in "presenterRetainsView" }
      return result
    }
    return MutationReport(
      variants: [.viper], operators: [.deleteCall],
      mutants: [
        result(1, "Sources/TownsquareVIPER/Feed/FeedView.swift", .screen, scenarios: ["a:1 Feed"]),
        result(
          2, "Sources/TownsquareVIPER/Feed/FeedWireframe.swift", .navigation,
          tests: ["FeedPresenterTests.testOpens"]),
        result(3, "Sources/TownsquareVIPER/Feed/FeedWireframe.swift", .navigation),
        result(
          4, "Sources/TownsquareVIPER/Feed/FeedPresenter.swift", .screen,
          scenarios: ["a:5 Logs in"], name: named ? "viper.presenterRetainsView" : nil),
      ],
      testLines: ["VIPER": 200], navigationUnitTestLines: ["VIPER": 50],
      navigationUnitTestClasses: ["VIPER": ["FeedPresenterTests"]], brokenScenarios: [:],
      brokenUnitTests: [:], unitTestsRun: "for every mutant", scenarioKillersListed: "first")
  }

  /// The mutants section: sites, shares killed and survivors per layer; what the tests catch
  /// in the test cost; the named classics with their composition; a one-line note otherwise.
  func testTheMutantsSectionShowsSitesSharesAndNamedClassics() throws {
    var input = try input()
    XCTAssertFalse(ComparisonReport.render(input).contains("## Mistakes from the mutants"))
    input.mutation = Self.mutation()
    // With no detail file, the named mistakes one by one follow in the report itself.
    input.scenarioDetail = nil
    let report = ComparisonReport.render(input)
    let rows = report.split(separator: "\n")
    // 4 sites: 2 killed by scenarios (50%), 1 by unit tests (25%), 1 survivor.
    let all = try XCTUnwrap(rows.first { $0.hasPrefix("| all layers ") })
    XCTAssertTrue(all.contains("4 / 50% / 25% / 1"), String(all))
    let navigation = try XCTUnwrap(rows.first { $0.hasPrefix("| navigation ") })
    XCTAssertTrue(navigation.contains("2 / 0% / 50% / 1"), String(navigation))
    // 1 kill by the whole test target's 200 lines: 0.5 per 100; by the 50 navigation lines: 2.0.
    XCTAssertTrue(rows.contains { $0.contains("Unit-test kills per 100") && $0.contains("0.5") })
    XCTAssertTrue(report.contains("picked by hand, not generated"), report)
    let picked = try XCTUnwrap(rows.first { $0.hasPrefix("| Picked by hand (mutants) ") })
    XCTAssertTrue(picked.hasSuffix(" 1 |"), String(picked))
    let caught = try XCTUnwrap(rows.first { $0.hasPrefix("| Caught by the scenarios ") })
    XCTAssertTrue(caught.hasSuffix(" 1 |"), String(caught))
    // Which scenario caught it, in the reference part.
    XCTAssertTrue(
      report.contains(
        "- `viper.presenterRetainsView` (VIPER, Sources/TownsquareVIPER/Feed/"
          + "FeedPresenter.swift:40): scenario `a:5 Logs in` (leak)"), report)

    input.mutation = Self.mutation(named: false)
    XCTAssertTrue(
      ComparisonReport.render(input).contains("No named classic mistakes in the results"))
    input.mutation = nil
    input.mutationNote = "No mutation results: Reports/mutants.json is missing; run it."
    let stale = ComparisonReport.render(input)
    XCTAssertTrue(stale.contains("## Mistakes from the mutants\n\nNo mutation results:"), stale)
  }

  /// A named mistake nothing catches is counted in its table and named under it: a cell of
  /// names would widen every row of the table past what a reader can take in.
  func testNamedSurvivorsAreCountedInTheTableAndNamedUnderIt() throws {
    var input = try input()
    var mutation = Self.mutation()
    let survivor = try XCTUnwrap(mutation.mutants.firstIndex { $0.id == 3 })
    mutation.mutants[survivor].name = "viper.wireframeRetainsPresenter"
    mutation.mutants[survivor].mistake = "wireframeRetainsPresenter"
    input.mutation = mutation
    let report = ComparisonReport.render(input)
    let rows = report.split(separator: "\n")
    let neither = try XCTUnwrap(rows.first { $0.hasPrefix("| Caught by neither ") })
    XCTAssertTrue(neither.hasSuffix(" 1 |"), String(neither))
    XCTAssertFalse(neither.contains("wireframeRetainsPresenter"), String(neither))
    XCTAssertTrue(
      rows.contains("Caught by neither: `viper.wireframeRetainsPresenter`."), report)
  }

  func testTheTestCostSaysWhatTheUnitTestsAndScenariosKill() throws {
    var input = try input()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    input.testCosts = [try XCTUnwrap(try TestCost.measure(.viper, root: root))]
    input.mutation = Self.mutation()
    let report = ComparisonReport.render(input)
    let rows = report.split(separator: "\n")
    let unit = try XCTUnwrap(rows.first { $0.hasPrefix("| Mutants these tests kill") })
    // 1 of 4 killed by a presenter test; 50 navigation unit-test lines: 2.0 per 100.
    XCTAssertTrue(unit.contains("1 of 4 (2.0)"), String(unit))
    let scenarios = try XCTUnwrap(rows.first { $0.hasPrefix("| Mutants the scenarios kill") })
    XCTAssertTrue(scenarios.contains("2 of 4"), String(scenarios))
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
      XCTAssertTrue(row.contains(" \(login.tests.count) / \(login.lines) "), String(row))
    }
  }
}
