import XCTest

@MainActor
final class OnboardingTests: XCTestCase {
  func testAFreshInstallStartsWithOnboardingAsABareRootOnItsFirstPage() async throws {
    let app = AppDriver()
    app.expect("Onboarding")
    app.expectText("page", "1/3")
    app.finish()
  }

  func testNextGoesThroughTheThreePagesAndFinishesOnTheLast() async throws {
    let app = AppDriver()
    app.expect("Onboarding")
    try app.tap("next")
    app.expect("Onboarding")
    app.expectText("page", "2/3")
    try app.tap("next")
    app.expect("Onboarding")
    app.expectText("page", "3/3")
    XCTAssertFalse(app.environment.persistentStores.onboardingSeen)
    try app.tap("next")
    app.expect("[Login]")
    XCTAssertTrue(app.environment.persistentStores.onboardingSeen)
    app.finish()
  }

  func testSkipFinishesFromAnyPage() async throws {
    let app = AppDriver()
    app.expect("Onboarding")
    try app.tap("next")
    app.expect("Onboarding")
    try app.tap("skip")
    app.expect("[Login]")
    XCTAssertTrue(app.environment.persistentStores.onboardingSeen)
    app.finish()
  }

  func testFinishedOnboardingIsNotShownAgainAfterARelaunch() async throws {
    let app = AppDriver()
    app.expect("Onboarding")
    try app.tap("skip")
    app.expect("[Login]")
    app.relaunch()
    app.expect("[Login]")
    app.finish()
  }

  func testUnfinishedOnboardingStartsAgainAtTheFirstPageAfterARelaunch() async throws {
    let app = AppDriver()
    app.expect("Onboarding")
    try app.tap("next")
    app.expect("Onboarding")
    app.relaunch()
    app.expect("Onboarding")
    app.expectText("page", "1/3")
    app.finish()
  }
}
