import Foundation
import Harness
import XCTest

/// The figures count what a reader expects from the mutants' statuses: a scenario-killed
/// mutant counts once however many scenarios caught it, uncompilable ones are apart, and kills
/// per hundred test lines use the tests' own lines.
final class MutationReportTests: XCTestCase {
  private func mutant(
    _ id: Int, file: String, _ killedBy: MutantResult.KilledBy, error: String? = nil
  )
    -> MutantResult
  {
    // The layer a mutant's declaration has (the classifier's, given here as the files' types').
    let layer: SourceLayer = file.hasSuffix("Wireframe.swift") ? .navigation : .screen
    let site = MutationSite(
      mutationOperator: .deleteCall, line: id, original: "f()", mutated: "", insertions: [])
    return MutantResult(
      Mutant(
        id: id, variant: "VIPER", variantID: "viper", file: file, layer: layer,
        site: site),
      killedBy: killedBy, compilerError: error)
  }

  func testFiguresPerVariantAndLayer() {
    let presenter = "Sources/TownsquareVIPER/Modules/Login/LoginPresenter.swift"
    let wireframe = "Sources/TownsquareVIPER/Modules/Login/LoginWireframe.swift"
    let leak = MutantKill(name: "Scenarios/a.scenario:1 A", how: "leak")
    let hierarchy = MutantKill(name: "Scenarios/a.scenario:9 B", how: "wrong hierarchy")
    let unit = MutantKill(name: "LoginPresenterTests.testLogin", how: "failed")
    let driven = MutantKill(name: "LoginTests.testLogin", how: "failed")
    let results = [
      mutant(1, file: presenter, .init(scenarios: [leak, hierarchy])),
      mutant(2, file: presenter, .init(unitTests: [unit])),
      mutant(3, file: wireframe, .init(scenarios: [leak], unitTests: [driven])),
      mutant(4, file: wireframe, .init()),
      mutant(5, file: wireframe, .init(), error: "x.swift:1: error"),
    ]
    let report = MutationReport(
      variants: [.viper], operators: [.deleteCall], mutants: results, testLines: ["VIPER": 200],
      navigationUnitTestLines: ["VIPER": 50],
      navigationUnitTestClasses: ["VIPER": ["LoginPresenterTests"]], brokenScenarios: ["VIPER": []],
      brokenUnitTests: ["VIPER": []], unitTestsRun: "for every mutant",
      scenarioKillersListed: "all")
    let total = report.figures[0]
    XCTAssertEqual(total.layer, nil)
    XCTAssertEqual(
      [
        total.sites, total.uncompilable, total.killedByScenarios, total.killedByUnitTests,
        total.killedByNavigationUnitTests, total.survivors,
      ], [4, 1, 2, 2, 1, 1])
    XCTAssertEqual(total.scenarioKillPercent, 50)
    XCTAssertEqual(total.unitTestKillsPerHundredLines, 1)
    XCTAssertEqual(total.navigationUnitTestKillsPerHundredLines, 2)
    XCTAssertEqual(report.figures.map { $0.layer ?? "all" }, ["all", "screen", "navigation"])
    XCTAssertEqual(report.figures.map(\.survivors), [1, 0, 1])
    XCTAssertEqual(results.map(\.status), [.killed, .killed, .killed, .survived, .uncompilable])
    XCTAssertTrue(report.markdown.contains("- #4 \(wireframe):4 deleteCall: `f()` → (removed)"))
    XCTAssertFalse(report.isBroken)
  }

  /// The committed form reads back as the same results, holds no timings, and puts each mutant
  /// on a line of its own.
  func testTheCommittedFormRoundTripsWithOneMutantALine() throws {
    let file = "Sources/TownsquareVIPER/Modules/Login/LoginPresenter.swift"
    var report = MutationReport(
      variants: [.viper], operators: [.deleteCall],
      mutants: [mutant(1, file: file, .init()), mutant(2, file: file, .init())],
      testLines: ["VIPER": 200], navigationUnitTestLines: [:],
      navigationUnitTestClasses: [:], brokenScenarios: ["VIPER": []],
      brokenUnitTests: ["VIPER": []], unitTestsRun: "for every mutant",
      scenarioKillersListed: "first")
    report.fingerprint = "fnv1a64:0123456789abcdef"
    var timed = report
    timed.phaseSeconds = ["scenarios": 12.5]
    let text = timed.resultsFileText
    XCTAssertEqual(text, report.resultsFileText, "timings stay out")
    XCTAssertEqual(
      try JSONDecoder().decode(MutationReport.self, from: Data(text.utf8)), report)
    let lines = text.split(separator: "\n")
    let mutantLines = lines.filter { $0.contains("\"id\":") }
    XCTAssertEqual(mutantLines.count, 2, text)
    XCTAssertTrue(mutantLines.allSatisfy { $0.contains("\"original\":\"f()\"") }, text)
  }
}
