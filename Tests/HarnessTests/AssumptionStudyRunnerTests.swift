import HeadlessUIKit
import ScenarioLanguage
import XCTest

@testable import Harness

/// Re-running under each other value of each assumption and saying what changed.
final class AssumptionStudyRunnerTests: XCTestCase {
  /// A back gesture while the fake's push animates is dropped by default; delivered, it cannot
  /// begin and the scenario fails: the study names that scenario under that value only.
  @MainActor
  func testAScenarioThatDependsOnOneAssumptionIsListedUnderItAlone() async throws {
    let source = """
      scenario "Back while the feed slides in"
        launch
        tap login
        mid-transition back
        expect hierarchy "[Login > Feed]"
      end
      """
    let result = ScenarioParser.parse(source: source, path: "t.scenario", vocabulary: .townsquare)
    XCTAssertEqual(result.diagnostics.map(\.rendered), [])
    let parsed = result.file
    let variants = [FakeApp.variant("Fake")]
    let suite = SuiteRunner(variants: variants).run([parsed])
    XCTAssertTrue(suite.allPassed)

    let study = AssumptionStudyRunner(variants: variants).run([parsed], suite: suite)

    XCTAssertEqual(
      study.alternatives.map { "\($0.assumption)=\($0.value)" },
      UIKitAssumption.all.flatMap { assumption in
        assumption.alternatives.map { "\(assumption.name)=\($0)" }
      })
    let changed = study.alternatives.filter { !$0.scenarios.isEmpty }
    XCTAssertEqual(changed.map(\.assumption), ["touchesDuringTransition"])
    XCTAssertEqual(
      changed.first?.scenarios.first?.variants,
      [.init(variant: "Fake", passesByDefault: true, passes: false)])
    XCTAssertTrue(study.alternatives.allSatisfy { $0.faults.isEmpty }, "the study runs no faults")
  }
}
