import Townsquare
import XCTest

/// Links that are not links, and links opened while MainTabs is not up (kept for login).
@MainActor
final class KeptAndRejectedDeepLinkTests: XCTestCase {
  private let tabs = "Tabs{Home*:[Feed], Profile:[MyProfile]}"
  private let sheet = "Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]"

  private func loggedIn(_ email: String = "ana@example.com") -> AppDriver {
    let app = AppDriver(loggedIn: email)
    app.expect(tabs)
    return app
  }

  // MARK: Rejected links

  func testLinksThatAreNotLinksChangeNothingAndAreLogged() async {
    let cases: [(url: String, reason: String)] = [
      ("app://nowhere", "unknown host"), ("https://post/1", "unknown scheme"),
      ("app://post/9", "unknown post 9"), ("app://user/7", "unknown user 7"),
      ("app://post/01", "invalid id \"01\""), ("app://settings/", "unknown path"),
      ("post/1", "not a URL"), ("app://post/1?x=1", "unexpected query or fragment"),
      ("APP://settings", "unknown scheme"), ("", "not a URL"),
    ]
    for (url, reason) in cases {
      let app = loggedIn()
      app.tap("post-1")
      app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
      let transitions = app.transitions { app.open(url) }
      app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
      XCTAssertEqual(transitions, [], url)
      XCTAssertEqual(
        app.environment.log.entries, ["unhandled deep link \"\(url)\": \(reason)"], url)
      app.end()
    }
  }

  func testUnknownIdKeepsTheSheetUp() async {
    let app = loggedIn()
    app.open("app://profile/edit")
    app.expect(sheet)
    app.open("app://user/42")
    app.expect(sheet)
    app.expectTree("App{Main{Home, Profile{EditProfile}}}")
    app.end()
  }

  // MARK: Kept while logged out

  func testLinkOpenedLoggedOutIsKeptThenAppliedAfterLogin() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.open("app://post/3")
    app.expect("[Login]")
    let transitions = app.transitions { app.logIn() }
    app.expect("Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    XCTAssertEqual(
      transitions,
      [
        "setViewControllers Tabs{Home*:[Feed], Profile:[MyProfile]}",
        "setRoot Tabs{Home*:[Feed], Profile:[MyProfile]}",
        "setViewControllers [Feed > PostDetail(3)]",
      ])
    app.expectTree(AppDriver.mainBaseline)
    app.end()
  }

  func testKeptLinkIsAppliedAfterSignUp() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.open("app://profile/edit")
    app.expect("[Login]")
    app.tap("signup")
    app.expect("[Login > SignUp]")
    app.submit(["name": "Zoe", "email": "zoe@example.com", "password": "zoe-pass"], with: "create")
    app.expect(sheet)
    XCTAssertEqual(app.text("name"), "Zoe")
    app.end()
  }

  func testOnlyTheLastLinkIsKeptAndARejectedOneDoesNotReplaceIt() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.open("app://post/3")
    app.expect("[Login]")
    app.open("app://settings")
    app.expect("[Login]")
    app.open("app://post/77")
    app.expect("[Login]")
    app.logIn()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.end()
  }

  func testLinkOpenedBeforeOnboardingIsKeptUntilLogin() async {
    let app = AppDriver()
    app.expect("Onboarding")
    app.open("app://user/2")
    app.expect("Onboarding")
    XCTAssertEqual(app.text("page"), "1/3")
    app.tap("skip")
    app.expect("[Login]")
    app.logIn()
    app.expect("Tabs{Home*:[Feed > UserProfile(2)], Profile:[MyProfile]}")
    app.end()
  }

  func testKeptLinkIsForgottenOnceUsed() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.open("app://post/2")
    app.expect("[Login]")
    app.logIn()
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed > PostDetail(2)], Profile*:[MyProfile > Settings]}")
    app.tap("logout")
    app.expect("[Login]")
    app.logIn()
    app.expect(tabs)
    app.end()
  }

  func testKeptLinkDoesNotSurviveRelaunch() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.open("app://post/2")
    app.expect("[Login]")
    app.relaunch()
    app.expect("[Login]")
    app.logIn()
    app.expect(tabs)
    app.end()
  }

  func testLinkKeptAfterLogoutIsAppliedAtTheNextLogin() async {
    let app = loggedIn()
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.tap("logout")
    app.expect("[Login]")
    app.open("app://user/1")
    app.expect("[Login]")
    app.logIn("chen@example.com", "passw0rd")
    app.expect("Tabs{Home*:[Feed > UserProfile(1)], Profile:[MyProfile]}")
    app.end()
  }

  func testLinkKeptAfterExpiryIsAppliedAtTheNextLogin() async {
    let app = loggedIn()
    app.expireSession()
    app.expect("[Login]")
    app.open("app://profile/edit")
    app.expect("[Login]")
    XCTAssertEqual(app.text("notice"), "Session expired")
    app.logIn()
    app.expect(sheet)
    app.end()
  }
}
