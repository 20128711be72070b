import Harness
import HeadlessUIKit
import ScenarioLanguage
import XCTest

final class ScenarioRunnerTests: XCTestCase {
  @MainActor
  private func scenario(_ body: String) throws -> Scenario {
    let source = "scenario \"Test\" @fake\n" + body + "\nend\n"
    let result = ScenarioParser.parse(source: source, path: "t.scenario", vocabulary: .townsquare)
    XCTAssertEqual(result.diagnostics.map(\.rendered), [])
    return try XCTUnwrap(result.file.scenarios.first)
  }

  @MainActor
  private func runFake(_ body: String, assumptions: UIKitAssumptions = .defaults) throws
    -> ScenarioRun
  {
    ScenarioRunner(assumptions: assumptions).run(
      try scenario(body), in: "t.scenario", on: FakeApp.variant("Fake"))
  }

  @MainActor
  func testPassingScenarioRecordsTransitionsHierarchiesAndAttribution() async throws {
    let run = ScenarioRunner().run(
      try scenario(
        """
        launch
        expect hierarchy "[Login]"
        tap login
        expect screen Feed
        back
        expect text error ""
        """), in: "t.scenario", on: FakeApp.variant("Fake"))
    XCTAssertNil(run.failure)
    XCTAssertTrue(run.passed)
    XCTAssertEqual(
      run.steps.map(\.hierarchy),
      ["[Login]", "[Login]", "[Login > Feed]", "[Login > Feed]", "[Login]", "[Login]"])
    XCTAssertEqual(run.steps.map(\.location), (2...7).map { "t.scenario:\($0)" })
    XCTAssertEqual(run.steps[0].transitions.map(\.summary), ["setRoot [Login]"])
    // `FakeApp` names no role by the analyser's naming rule (an app's entry is a builder by
    // its conformance, which a file's name cannot show).
    XCTAssertEqual(run.steps[0].transitions.map(\.role), ["other"])
    XCTAssertEqual(run.steps[2].transitions.map(\.summary), ["push Feed"])
    XCTAssertEqual(run.steps[4].transitions.map(\.summary), ["pop Feed (back gesture)"])
    XCTAssertEqual(run.steps[4].transitions.map(\.role), ["system"])
    XCTAssertEqual(run.statistics.transitions, 3)
    XCTAssertEqual(run.statistics.byOrigin, ["code": 2, "backGesture": 1])
    XCTAssertEqual(run.statistics.maxDepth, 2)
    XCTAssertEqual(run.steps[2].aliveByRole["presenter"], 1)
    XCTAssertNil(run.steps[4].aliveByRole["presenter"])
  }

  @MainActor
  func testMissingElementFailsWithTheIdsOnScreenAndASuggestion() async throws {
    let run = ScenarioRunner().run(
      try scenario("launch\ntap logn\nexpect screen Feed"), in: "t.scenario",
      on: FakeApp.variant("Fake"))
    XCTAssertEqual(run.failure?.kind, .stepUnavailable)
    XCTAssertEqual(run.failure?.location, "t.scenario:3")
    XCTAssertEqual(
      run.failure?.message,
      "no element 'logn' on the visible screen Login; it has: login, error; did you mean 'login'?")
    XCTAssertEqual(run.steps.count, 2, "the run stops at the first failure")
  }

  @MainActor
  func testUnavailableGesturesFail() async throws {
    for (body, message) in [
      ("launch\nback", "the visible stack [Login] has only one screen; there is no back"),
      ("launch\nswipe-down", "there is no sheet to swipe down"),
      ("launch\ntab Home", "there is no tab bar on the visible screen"),
    ] {
      let run = ScenarioRunner().run(
        try scenario(body), in: "t.scenario", on: FakeApp.variant("Fake"))
      XCTAssertEqual(run.failure?.kind, .stepUnavailable, body)
      XCTAssertEqual(run.failure?.message, message)
    }
  }

  @MainActor
  func testFailedExpectationsSayWhatWasExpectedAndWhatIs() async throws {
    let cases: [(String, String)] = [
      ("expect screen About", "expected screen About but the visible screen is Login"),
      (
        "expect hierarchy \"[Login>Feed]\"",
        "expected hierarchy \"[Login > Feed]\" but the window is \"[Login]\""
      ),
      ("expect text error \"x\"", "expected 'error' to read \"x\" but it reads \"\""),
      (
        "expect text login \"Log in\"\nexpect screen PostDetail(3)",
        "expected screen PostDetail(3) but the visible screen is Login"
      ),
    ]
    for (step, message) in cases {
      let run = ScenarioRunner().run(
        try scenario("launch\n" + step), in: "t.scenario", on: FakeApp.variant("Fake"))
      XCTAssertEqual(run.failure?.kind, .expectationFailed, step)
      XCTAssertEqual(run.failure?.message, message)
    }
  }

  @MainActor
  func testUIKitMisuseFailsTheScenario() async throws {
    let run = ScenarioRunner().run(
      try scenario("launch\ntap login"), in: "t.scenario",
      on: FakeApp.variant("Fake", quirk: .pushesTwice))
    XCTAssertEqual(run.failure?.kind, .uikitIssue)
    XCTAssertEqual(run.failure?.location, "t.scenario:3")
    // The second push waits for the first (`stackChangeDuringTransition = deferred`), then
    // pushes a controller already on the stack, which UIKit throws for.
    XCTAssertTrue(
      run.failure?.message.contains(
        "Pushing the same view controller instance (Feed) more than once is not supported")
        == true,
      run.failure?.message ?? "")
    XCTAssertEqual(run.issues.count, 1)
  }

  @MainActor
  func testLeakIsFoundAtExpectNoLeaksWithTheStepItsScreenLeft() async throws {
    let run = ScenarioRunner().run(
      try scenario("launch\ntap login\nback\nexpect no-leaks"), in: "t.scenario",
      on: FakeApp.variant("Fake", quirk: .leaksPresenter))
    XCTAssertEqual(run.failure?.kind, .leak)
    XCTAssertEqual(run.failure?.location, "t.scenario:5")
    XCTAssertEqual(
      run.leaks,
      [
        LeakRecord(
          typeName: "FakePresenter", role: "presenter", anchor: "Feed",
          leftWindowAt: "t.scenario:4", detectedAt: "t.scenario:5")
      ])
  }

  @MainActor
  func testLeakIsFoundAtEndWithoutAnExpectation() async throws {
    let run = ScenarioRunner().run(
      try scenario("launch\ntap login\nback"), in: "t.scenario",
      on: FakeApp.variant("Fake", quirk: .leaksPresenter))
    XCTAssertEqual(run.failure?.kind, .leak)
    XCTAssertEqual(run.failure?.location, "t.scenario:5", "reported at `end`")
  }

  @MainActor
  func testRelaunchFreesTheOldAppAndStartsAgainFromTheStores() async throws {
    let run = ScenarioRunner().run(
      try scenario("launch\ntap login\nrelaunch\nexpect hierarchy \"[Login]\""),
      in: "t.scenario", on: FakeApp.variant("Fake"))
    XCTAssertNil(run.failure, run.failure?.message ?? "")
    XCTAssertEqual(run.statistics.createdByRole["wireframe"], 2, "one app object per launch")
  }

  @MainActor
  func testRelaunchReportsWhatTheEndedAppLeftAlive() async throws {
    let run = ScenarioRunner().run(
      try scenario("launch\ntap login\nrelaunch"), in: "t.scenario",
      on: FakeApp.variant("Fake", quirk: .leaksPresenter))
    // The fake app keeps its presenter in a stored property: dropping the app frees both, so
    // nothing may be reported at relaunch — only a real cycle outlives the app.
    XCTAssertNil(run.failure, run.failure?.message ?? "")
  }

  @MainActor
  func testAppLogIsCollected() async throws {
    let run = ScenarioRunner().run(
      try scenario("launch\nopen \"app://nope\""), in: "t.scenario", on: FakeApp.variant("Fake"))
    XCTAssertEqual(run.appLog, ["unhandled deep link \"app://nope\": fake app"])
  }

  @MainActor
  func testRelaunchReportsACycleThatOutlivesTheApp() async throws {
    let run = ScenarioRunner().run(
      try scenario("launch\ntap login\nrelaunch\nexpect hierarchy \"[Login]\""),
      in: "t.scenario", on: FakeApp.variant("Fake", quirk: .leaksPastItsEnd))
    XCTAssertEqual(run.failure?.kind, .leak)
    XCTAssertEqual(run.failure?.location, "t.scenario:4", "found at the relaunch")
    XCTAssertEqual(run.leaks.map(\.typeName), ["FakePresenter"])
    XCTAssertEqual(run.leaks.first?.detectedAt, "t.scenario:4")
    XCTAssertEqual(run.steps.count, 3, "the run stops at the relaunch")
  }

  // MARK: Time: the runner lets the run loop go idle after every step, as a UI test waits for
  // animations, except before a step written `mid-transition`.

  /// The fake's `login` pushes Feed with an animation; the back gesture cannot begin until the
  /// push has ended.
  @MainActor
  func testAStepAfterAnAnimatedOneWaitsForItUnlessWrittenMidTransition() async throws {
    let waited = try runFake("launch\ntap login\nback\nexpect hierarchy \"[Login]\"")
    XCTAssertNil(waited.failure)

    // A back gesture while the push animates reaches nothing by default
    // (`touchesDuringTransition = dropped`); delivered, it cannot begin.
    let dropped = try runFake(
      "launch\ntap login\nmid-transition back\nexpect hierarchy \"[Login > Feed]\"")
    XCTAssertNil(dropped.failure)
    let hurried = try runFake(
      "launch\ntap login\nmid-transition back",
      assumptions: try .only("touchesDuringTransition", "delivered"))
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
    let run = try runFake(
      "launch\ntap login\nmid-transition expect hierarchy \"[Login > Feed]\"\nback")
    XCTAssertNil(run.failure)
    XCTAssertEqual(run.steps.map(\.action).last, "back")
    XCTAssertEqual(run.steps[2].action, "mid-transition expect hierarchy \"[Login > Feed]\"")
  }
}
