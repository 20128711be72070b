import Harness
import ScenarioLanguage
import XCTest

final class SuiteRunnerTests: XCTestCase {
  @MainActor
  private func files(_ source: String) -> [ScenarioFile] {
    let result = ScenarioParser.parse(source: source, path: "s.scenario", vocabulary: .townsquare)
    XCTAssertEqual(result.diagnostics.map(\.rendered), [])
    return [result.file]
  }

  private let source = """
    scenario "Logs in" @auth
      launch
      tap login
      expect no-leaks
    end
    scenario "Only launches" @launch
      launch
    end
    """

  @MainActor
  func testEquivalentVariants() async throws {
    let result = SuiteRunner(variants: [FakeApp.variant("A"), FakeApp.variant("B")]).run(
      files(source))
    XCTAssertEqual(result.scenarios.count, 2)
    XCTAssertTrue(result.allPassed)
    XCTAssertTrue(result.allEquivalent)
    XCTAssertEqual(result.equivalentScenarios, 2)
    XCTAssertEqual(result.totals.map(\.variant), ["A", "B"])
    XCTAssertEqual(result.totals.map(\.passed), [2, 2])
    XCTAssertEqual(result.totals[0].byFile, ["HarnessTests/FakeApp.swift": 3])
  }

  @MainActor
  func testDivergenceNamesTheFirstStepAndBothHierarchies() async throws {
    let result = SuiteRunner(
      variants: [FakeApp.variant("A"), FakeApp.variant("B", quirk: .divergent)]
    ).run(files(source))
    let first = result.scenarios[0]
    XCTAssertFalse(first.equivalent)
    XCTAssertEqual(
      first.divergence,
      Divergence(
        location: "s.scenario:3", action: "tap login",
        hierarchies: ["A": "[Login > Feed]", "B": "[Login > About]"]))
    XCTAssertTrue(result.scenarios[1].equivalent)
    XCTAssertTrue(first.passed, "both variants passed; they differ")
  }

  @MainActor
  func testTagFilter() async throws {
    let result = SuiteRunner(variants: [FakeApp.variant("A")], tags: ["launch"]).run(
      files(source))
    XCTAssertEqual(result.scenarios.map(\.title), ["Only launches"])
  }

  @MainActor
  func testJSONIsDeterministic() async throws {
    let runner = SuiteRunner(variants: [FakeApp.variant("A"), FakeApp.variant("B")])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    let first = try encoder.encode(runner.run(files(source)))
    let second = try encoder.encode(runner.run(files(source)))
    XCTAssertEqual(first, second)
  }
}
