import XCTest

@MainActor
final class RelaunchTests: XCTestCase {
  func testLoggedOutRelaunchesToAnEmptyLogin() async throws {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    try app.type("email", "ana@example.com")
    try app.tap("signup")
    app.expect("[Login > SignUp]")
    app.relaunch()
    app.expect("[Login]")
    app.expectText("email", "")
    app.finish()
  }

  func testLoggedInRelaunchesToMainTabsAtTheirRoots() async throws {
    let app = AppDriver.loggedIn(as: "ben@example.com")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile]}")
    try app.tap("edit")
    app.expect("Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile]} ^ [EditProfile]")
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectText("name", "Ben Okafor")
    app.finish()
  }

  func testASessionStartedByLoginOrSignUpSurvivesARelaunch() async throws {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    try app.logIn("chen@example.com", "passw0rd")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    try app.tap("logout")
    app.expect("[Login]")
    try app.tap("signup")
    app.expect("[Login > SignUp]")
    try app.type("name", "Dana")
    try app.type("email", "dana@example.com")
    try app.type("password", "123456")
    try app.tap("create")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectText("name", "Dana")
    app.finish()
  }

  func testALoggedOutSessionStaysLoggedOutAfterARelaunch() async throws {
    let app = AppDriver.loggedIn()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    try app.tap("logout")
    app.expect("[Login]")
    app.relaunch()
    app.expect("[Login]")
    app.finish()
  }
}
