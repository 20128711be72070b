import Harness
import ScenarioLanguage
import XCTest

/// The runner lets the app's run loop go idle after every step, as a UI test waits for
/// animations, except before a step written `mid-transition`, which acts while they run.
final class MidTransitionRunTests: XCTestCase {
  @MainActor
  private func run(_ body: String) throws -> ScenarioRun {
    let source = "scenario \"Test\" @fake\n" + body + "\nend\n"
    let result = ScenarioParser.parse(source: source, path: "t.scenario", vocabulary: .townsquare)
    XCTAssertEqual(result.diagnostics.map(\.rendered), [])
    let scenario = try XCTUnwrap(result.file.scenarios.first)
    return ScenarioRunner().run(scenario, in: "t.scenario", on: FakeApp.variant("Fake"))
  }

  /// The fake's `login` pushes Feed with an animation; the back gesture cannot begin until the
  /// push has ended.
  @MainActor
  func testAStepAfterAnAnimatedOneWaitsForItUnlessWrittenMidTransition() async throws {
    let waited = try run("launch\ntap login\nback\nexpect hierarchy \"[Login]\"")
    XCTAssertNil(waited.failure)

    let hurried = try run("launch\ntap login\nmid-transition back")
    XCTAssertEqual(hurried.failure?.kind, .stepUnavailable)
    XCTAssertEqual(hurried.failure?.location, "t.scenario:4")
    XCTAssertEqual(
      hurried.failure?.message,
      "the back gesture cannot begin while [Login > Feed] is still animating")
  }

  /// Mid-transition, the stack is already the new one (UIKit updates `viewControllers` when a
  /// push begins); after the next idle the transition is over.
  @MainActor
  func testAnExpectationMidTransitionSeesTheNewStack() async throws {
    let run = try run(
      "launch\ntap login\nmid-transition expect hierarchy \"[Login > Feed]\"\nback")
    XCTAssertNil(run.failure)
    XCTAssertEqual(run.steps.map(\.action).last, "back")
    XCTAssertEqual(run.steps[2].action, "mid-transition expect hierarchy \"[Login > Feed]\"")
  }
}
