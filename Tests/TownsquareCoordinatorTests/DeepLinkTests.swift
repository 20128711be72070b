import HeadlessUIKit
import Townsquare
import XCTest

@MainActor
final class DeepLinkTests: XCTestCase {
  // MARK: Logged in

  func testPostLinkSelectsHomeAndSetsItsStack() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tab("Profile")
    app.open("app://post/3")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    XCTAssertEqual(app.text("title"), "Routers are the how")
    XCTAssertEqual(app.text("byline"), "Ana Lima")
  }

  func testUserLinkShowsTheSameUserProfileScreen() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.open("app://user/3")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed > UserProfile(3)], Profile:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Chen Wei")
    XCTAssertEqual(app.text("bio"), "Product manager")
  }

  func testSettingsLinkSelectsProfileAndStartsTheSettingsFlow() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.open("app://settings")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{Settings}}}")
    app.back()
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
  }

  func testEditLinkPresentsTheSheetOverMyProfile() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.open("app://profile/edit")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.text("name"), "Ana Lima")
    app.swipeDown()
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
  }

  func testLinkReplacesThePushedStackReusingTheRootScreen() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    let feed = stack(of: "Home", in: app)?.first
    app.tap("post-1")
    app.tap("author")
    app.open("app://post/4")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed > PostDetail(4)], Profile:[MyProfile]}")
    XCTAssertTrue(stack(of: "Home", in: app)?.first === feed, "the Feed controller is reused")
    XCTAssertEqual(app.transitions.suffix(1), ["setViewControllers [Feed > PostDetail(4)]"])
  }

  func testSettingsLinkOverSettingsAndAboutReplacesTheSettingsFlow() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tab("Profile")
    let myProfile = stack(of: "Profile", in: app)?.first
    app.tap("settings")
    app.tap("about")
    app.open("app://settings")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{Settings}}}")
    XCTAssertTrue(stack(of: "Profile", in: app)?.first === myProfile)
  }

  func testEditLinkOverSettingsEndsTheSettingsFlow() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.open("app://settings")
    app.open("app://profile/edit")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{EditProfile}}}")
  }

  func testLinkLeavesTheOtherTabsStackAsItIs() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tap("post-2")
    app.tab("Profile")
    app.tap("settings")
    app.tap("about")
    app.open("app://user/1")
    XCTAssertEqual(
      app.hierarchy,
      "Tabs{Home*:[Feed > UserProfile(1)], Profile:[MyProfile > Settings > About]}")
    app.open("app://settings")
    XCTAssertEqual(
      app.hierarchy, "Tabs{Home:[Feed > UserProfile(1)], Profile*:[MyProfile > Settings]}")
  }

  // MARK: Over an open sheet

  func testLinkDismissesTheSheetFirst() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tab("Profile")
    app.tap("edit")
    app.open("app://post/2")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
    XCTAssertEqual(
      app.transitions.suffix(3),
      ["dismiss [EditProfile]", "selectTab Home", "setViewControllers [Feed > PostDetail(2)]"])
  }

  func testEditLinkOverTheSheetPresentsAFreshOne() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tab("Profile")
    app.tap("edit")
    app.type("name", "Half typed")
    app.open("app://profile/edit")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.text("name"), "Ana Lima")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{EditProfile}}}")
  }

  func testSettingsLinkOverTheSheet() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.open("app://profile/edit")
    app.open("app://settings")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{Settings}}}")
  }

  // MARK: Rejected links

  func testLinksThatAreNotLinksChangeNothingAndAreLogged() async {
    let cases: [(url: String, reason: String)] = [
      ("app://nowhere", "unknown host"), ("https://post/1", "unknown scheme"),
      ("app://post/9", "unknown post 9"), ("app://user/7", "unknown user 7"),
      ("app://post/01", "invalid id \"01\""), ("app://settings/", "unknown path"),
      ("post/1", "not a URL"), ("app://post/1?x=1", "unexpected query or fragment"),
    ]
    for (url, reason) in cases {
      let app = AppDriver(loggedIn: "ana@example.com")
      app.tap("post-1")
      app.open(url)
      XCTAssertEqual(
        app.hierarchy, "Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}", url)
      XCTAssertEqual(
        app.environment.log.entries, ["unhandled deep link \"\(url)\": \(reason)"], url)
    }
  }

  func testUnknownIdKeepsTheSheetUp() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.open("app://profile/edit")
    app.open("app://user/42")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{EditProfile}}}")
  }

  // MARK: Kept while logged out

  func testLinkOpenedLoggedOutIsKeptThenAppliedAfterLogin() async {
    let app = AppDriver(.onboarded)
    app.open("app://post/3")
    XCTAssertEqual(app.hierarchy, "[Login]")
    app.logIn()
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
  }

  func testKeptLinkIsAppliedAfterSignUp() async {
    let app = AppDriver(.onboarded)
    app.open("app://profile/edit")
    app.tap("signup")
    app.submit(["name": "Zoe", "email": "zoe@example.com", "password": "zoe-pass"], with: "create")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.text("name"), "Zoe")
  }

  func testOnlyTheLastLinkIsKeptAndARejectedOneDoesNotReplaceIt() async {
    let app = AppDriver(.onboarded)
    app.open("app://post/3")
    app.open("app://settings")
    app.open("app://post/77")
    app.logIn()
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{Settings}}}")
  }

  func testLinkOpenedBeforeOnboardingIsKeptUntilLogin() async {
    let app = AppDriver()
    app.open("app://user/2")
    XCTAssertEqual(app.hierarchy, "Onboarding")
    XCTAssertEqual(app.text("page"), "1/3")
    app.tap("skip")
    XCTAssertEqual(app.hierarchy, "[Login]")
    app.logIn()
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed > UserProfile(2)], Profile:[MyProfile]}")
  }

  func testKeptLinkIsForgottenOnceUsed() async {
    let app = AppDriver(.onboarded)
    app.open("app://post/2")
    app.logIn()
    app.tab("Profile")
    app.tap("settings")
    app.tap("logout")
    app.logIn()
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
  }

  func testKeptLinkDoesNotSurviveRelaunch() async {
    let app = AppDriver(.onboarded)
    app.open("app://post/2")
    app.relaunch()
    app.logIn()
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
  }

  func testLinkKeptAfterLogoutIsAppliedAtTheNextLogin() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tab("Profile")
    app.tap("settings")
    app.tap("logout")
    app.open("app://user/1")
    XCTAssertEqual(app.hierarchy, "[Login]")
    app.logIn("chen@example.com", "passw0rd")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed > UserProfile(1)], Profile:[MyProfile]}")
  }

  // MARK: Helpers

  private func stack(of tab: String, in app: AppDriver) -> [UIViewController]? {
    let tabs = app.window.rootViewController as? UITabBarController
    let navigation = tabs?.viewControllers?.first { $0.tabBarItem.title == tab }
    return (navigation as? UINavigationController)?.viewControllers
  }
}
