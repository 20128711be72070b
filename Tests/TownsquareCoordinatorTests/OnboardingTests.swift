import Townsquare
import XCTest

@MainActor
final class OnboardingTests: XCTestCase {
  func testFreshInstallShowsOnboardingAsBareRootOnFirstPage() async {
    let app = AppDriver()
    app.expect("Onboarding")
    XCTAssertEqual(app.text("page"), "1/3")
    XCTAssertEqual(Set(app.elements), ["page", "next", "skip"])
    XCTAssertEqual(app.text("next"), "Next")
    app.expectTree("App{Onboarding}")
    app.end()
  }

  func testNextStepsThroughThePagesAndTheLastNextShowsLogin() async {
    let app = AppDriver()
    app.expect("Onboarding")
    app.tap("next")
    app.expect("Onboarding")
    XCTAssertEqual(app.text("page"), "2/3")
    app.tap("next")
    app.expect("Onboarding")
    XCTAssertEqual(app.text("page"), "3/3")
    XCTAssertFalse(app.environment.persistentStores.onboardingSeen)
    let transitions = app.transitions { app.tap("next") }
    app.expect("[Login]")
    XCTAssertEqual(transitions, ["setRoot [Login]"])
    app.expectTree("App{Auth}")
    XCTAssertTrue(app.environment.persistentStores.onboardingSeen)
    app.end()
  }

  func testSkipFinishesOnboardingFromAnyPage() async {
    for nexts in 0..<3 {
      let app = AppDriver()
      app.expect("Onboarding")
      for _ in 0..<nexts {
        app.tap("next")
        app.expect("Onboarding")
      }
      app.tap("skip")
      app.expect("[Login]")
      XCTAssertEqual(app.text("email"), "")
      XCTAssertEqual(app.text("notice"), "")
      XCTAssertTrue(app.environment.persistentStores.onboardingSeen)
      app.expectTree("App{Auth}")
      app.end()
    }
  }

  func testOnboardingIsNotShownAgainAfterRelaunch() async {
    let app = AppDriver()
    app.expect("Onboarding")
    app.tap("skip")
    app.expect("[Login]")
    app.relaunch()
    app.expect("[Login]")
    app.end()
  }

  func testUnfinishedOnboardingStartsOverAfterRelaunch() async {
    let app = AppDriver()
    app.expect("Onboarding")
    app.tap("next")
    app.expect("Onboarding")
    app.relaunch()
    app.expect("Onboarding")
    XCTAssertEqual(app.text("page"), "1/3")
    app.end()
  }
}
