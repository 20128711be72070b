import XCTest

@MainActor
final class RelaunchTests: XCTestCase {
  func testLoggedOutRelaunchesToAnEmptyLogin() async throws {
    let app = AppDriver(stores: .onboarded)
    try app.type("email", "ana@example.com")
    try app.tap("signup")
    app.relaunch()
    app.expect("[Login]")
    app.expectText("email", "")
    app.finish()
  }

  func testLoggedInRelaunchesToMainTabsAtTheirRoots() async throws {
    let app = AppDriver.loggedIn(as: "ben@example.com")
    try app.tap("post-1")
    try app.tab("Profile")
    try app.tap("edit")
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tab("Profile")
    app.expectText("name", "Ben Okafor")
    app.finish()
  }

  func testASessionStartedByLoginOrSignUpSurvivesARelaunch() async throws {
    let app = AppDriver(stores: .onboarded)
    try app.logIn("chen@example.com", "passw0rd")
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tab("Profile")
    try app.tap("settings")
    try app.tap("logout")
    try app.tap("signup")
    try app.type("name", "Dana")
    try app.type("email", "dana@example.com")
    try app.type("password", "123456")
    try app.tap("create")
    app.relaunch()
    try app.tab("Profile")
    app.expectText("name", "Dana")
    app.finish()
  }

  func testALoggedOutSessionStaysLoggedOutAfterARelaunch() async throws {
    let app = AppDriver.loggedIn()
    try app.tab("Profile")
    try app.tap("settings")
    try app.tap("logout")
    app.relaunch()
    app.expect("[Login]")
    app.finish()
  }
}
