import Townsquare
import XCTest

@MainActor
final class OnboardingTests: XCTestCase {
  func testFreshInstallShowsOnboardingAsBareRootOnFirstPage() async {
    let app = AppDriver()
    XCTAssertEqual(app.hierarchy, "Onboarding")
    XCTAssertEqual(app.text("page"), "1/3")
    XCTAssertEqual(app.coordinatorTree, "App{Onboarding}")
  }

  func testNextStepsThroughThePagesAndTheLastNextShowsLogin() async {
    let app = AppDriver()
    app.tap("next")
    XCTAssertEqual(app.text("page"), "2/3")
    app.tap("next")
    XCTAssertEqual(app.text("page"), "3/3")
    XCTAssertEqual(app.hierarchy, "Onboarding")
    app.tap("next")
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(app.coordinatorTree, "App{Auth}")
    XCTAssertTrue(app.environment.persistentStores.onboardingSeen)
  }

  func testSkipFinishesOnboardingFromAnyPage() async {
    let app = AppDriver()
    app.tap("next")
    app.tap("skip")
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(app.text("email"), "")
    XCTAssertEqual(app.text("notice"), "")
    XCTAssertTrue(app.environment.persistentStores.onboardingSeen)
  }

  func testOnboardingIsNotShownAgainAfterRelaunch() async {
    let app = AppDriver()
    app.tap("skip")
    app.relaunch()
    XCTAssertEqual(app.hierarchy, "[Login]")
  }

  func testUnfinishedOnboardingStartsOverAfterRelaunch() async {
    let app = AppDriver()
    app.tap("next")
    app.relaunch()
    XCTAssertEqual(app.hierarchy, "Onboarding")
    XCTAssertEqual(app.text("page"), "1/3")
  }
}
