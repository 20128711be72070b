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
  func testWithThreeVariantsTheDivergenceShowsEveryVariantsHierarchy() async throws {
    let result = SuiteRunner(
      variants: [
        FakeApp.variant("A"), FakeApp.variant("B"), FakeApp.variant("C", quirk: .divergent),
      ]
    ).run(files(source))
    XCTAssertEqual(result.variants, ["A", "B", "C"])
    XCTAssertEqual(result.scenarios[0].runs.map(\.variant), ["A", "B", "C"])
    XCTAssertEqual(
      result.scenarios[0].divergence?.hierarchies,
      ["A": "[Login > Feed]", "B": "[Login > Feed]", "C": "[Login > About]"])
    XCTAssertEqual(result.equivalentScenarios, 1)
    XCTAssertFalse(result.allEquivalent)
  }

  @MainActor
  func testTheLastOfThreeVariantsStoppingEarlyIsADivergence() async throws {
    let divergence = ScenarioComparator.firstDivergence(of: [
      run("A", ["[Login]", "[Login > Feed]"]), run("B", ["[Login]", "[Login > Feed]"]),
      run("C", ["[Login]"]),
    ])
    XCTAssertEqual(divergence?.location, "s.scenario:3")
    XCTAssertEqual(
      divergence?.hierarchies,
      ["A": "[Login > Feed]", "B": "[Login > Feed]", "C": ScenarioComparator.notRun])
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

  /// A run that took the given hierarchies, one step a line from line 2 of `s.scenario`.
  private func run(_ variant: String, _ hierarchies: [String]) -> ScenarioRun {
    let steps = hierarchies.enumerated().map { index, hierarchy in
      StepResult(
        location: "s.scenario:\(index + 2)", line: index + 2, action: "step \(index + 1)",
        transitions: [], hierarchy: hierarchy, screen: nil, aliveByRole: [:], failure: nil)
    }
    return ScenarioRun(
      variant: variant, failure: nil, steps: steps, leaks: [], issues: [], appLog: [],
      statistics: RunStatistics())
  }
}
