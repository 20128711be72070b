import HeadlessUIKit
import XCTest

@MainActor
final class DeepLinkTests: XCTestCase {
  func testAPostLinkSetsTheHomeStackInOneChange() async throws {
    let app = AppDriver.loggedIn()
    let transitions = app.transitions { app.open("app://post/3") }
    app.expect("Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    XCTAssertEqual(transitions, ["setViewControllers [Feed > PostDetail(3)] by FeedWireframe"])
    app.expectText("title", "Routers are the how")
    app.expectText("byline", "Ana Lima")
    app.finish()
  }

  func testAUserLinkShowsTheSameUserProfileScreenAsFromAPost() async throws {
    let app = AppDriver.loggedIn()
    try app.tab("Profile")
    let transitions = app.transitions { app.open("app://user/2") }
    app.expect("Tabs{Home*:[Feed > UserProfile(2)], Profile:[MyProfile]}")
    XCTAssertEqual(
      transitions,
      [
        "selectTab Home by MainTabsWireframe",
        "setViewControllers [Feed > UserProfile(2)] by FeedWireframe",
      ])
    app.expectText("name", "Ben Okafor")
    app.expectText("bio", "Designer")
    app.finish()
  }

  func testASettingsLinkSelectsProfileAndSetsItsStack() async throws {
    let app = AppDriver.loggedIn()
    let transitions = app.transitions { app.open("app://settings") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(
      transitions,
      [
        "selectTab Profile by MainTabsWireframe",
        "setViewControllers [MyProfile > Settings] by MyProfileWireframe",
      ])
    app.expectText("notifications", "on")
    try app.tap("logout")
    app.expect("[Login]")
    app.finish()
  }

  func testAnEditProfileLinkShowsMyProfileWithTheSheet() async throws {
    let app = AppDriver.loggedIn()
    try app.tab("Profile")
    try app.tap("settings")
    try app.tap("about")
    let transitions = app.transitions { app.open("app://profile/edit") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(
      transitions,
      [
        "setViewControllers [MyProfile] by MyProfileWireframe",
        "present [EditProfile] by MyProfileWireframe",
      ])
    try app.type("bio", "Linked")
    try app.tap("save")
    app.expectText("bio", "Linked")
    app.finish()
  }

  func testALinkLeavesTheOtherTabsStackAndReusesTheTabsRootScreen() async throws {
    let app = AppDriver.loggedIn()
    let feed = ObjectIdentifier(try XCTUnwrap(app.window.visibleViewController))
    try app.tap("post-1")
    try app.tap("author")
    app.open("app://settings")
    app.expect(
      "Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile > Settings]}")
    app.open("app://post/4")
    app.expect("Tabs{Home*:[Feed > PostDetail(4)], Profile:[MyProfile > Settings]}")
    app.expectNoLeaksOrIssues()
    try app.back()
    XCTAssertEqual(
      app.window.visibleViewController.map(ObjectIdentifier.init), feed,
      "the Feed screen is reused")
    app.finish()
  }

  func testALinkFirstDismissesAnOpenSheet() async throws {
    let app = AppDriver.loggedIn()
    try app.tab("Profile")
    try app.tap("edit")
    try app.type("name", "Unsaved")
    let transitions = app.transitions { app.open("app://post/2") }
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    XCTAssertEqual(
      transitions,
      [
        "dismiss [EditProfile] by MainTabsWireframe", "selectTab Home by MainTabsWireframe",
        "setViewControllers [Feed > PostDetail(2)] by FeedWireframe",
      ])
    XCTAssertEqual(app.environment.persistentStores.users[0].name, "Ana Lima")
    app.finish()
  }

  func testAnEditProfileLinkOverAnOpenSheetShowsAFreshSheet() async throws {
    let app = AppDriver.loggedIn()
    try app.tab("Profile")
    try app.tap("edit")
    try app.type("name", "Unsaved")
    let transitions = app.transitions { app.open("app://profile/edit") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(
      transitions,
      [
        "dismiss [EditProfile] by MainTabsWireframe",
        "setViewControllers [MyProfile] by MyProfileWireframe",
        "present [EditProfile] by MyProfileWireframe",
      ])
    app.expectText("name", "Ana Lima")
    app.finish()
  }

  func testUnknownLinksAndIdsChangeNothingAndAreLogged() async throws {
    let app = AppDriver.loggedIn()
    try app.tap("post-1")
    let urls = [
      "app://post/99", "app://user/0", "app://post/03", "https://post/1", "app://nowhere",
      "app://settings/", "app://profile/edit?x=1", "not a url",
    ]
    let transitions = app.transitions { for url in urls { app.open(url) } }
    XCTAssertEqual(transitions, [])
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    XCTAssertEqual(
      app.environment.log.entries,
      [
        #"unhandled deep link "app://post/99": unknown post 99"#,
        #"unhandled deep link "app://user/0": unknown user 0"#,
        #"unhandled deep link "app://post/03": invalid id "03""#,
        #"unhandled deep link "https://post/1": unknown scheme"#,
        #"unhandled deep link "app://nowhere": unknown host"#,
        #"unhandled deep link "app://settings/": unknown path"#,
        #"unhandled deep link "app://profile/edit?x=1": unexpected query or fragment"#,
        #"unhandled deep link "not a url": not a URL"#,
      ])
    app.finish()
  }

  func testAnUnknownLinkLeavesAnOpenSheetUp() async throws {
    let app = AppDriver.loggedIn()
    try app.tab("Profile")
    try app.tap("edit")
    app.open("app://post/5")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    app.finish()
  }

  func testALinkOpenedWhileLoggedOutIsKeptAndAppliedOnceAfterLogin() async throws {
    let app = AppDriver(stores: .onboarded)
    try app.tap("forgot")
    let keptTransitions = app.transitions { app.open("app://post/2") }
    XCTAssertEqual(keptTransitions, [])
    app.expect("[Login > ForgotPassword]")
    try app.back()
    let transitions = try app.transitions { try app.logIn("ana@example.com", "secret1") }
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    XCTAssertEqual(
      transitions,
      [
        "setViewControllers Tabs{Home*:[Feed], Profile:[MyProfile]} by MainTabsWireframe",
        "setRoot Tabs{Home*:[Feed], Profile:[MyProfile]} by RootWireframe",
        "setViewControllers [Feed > PostDetail(2)] by FeedWireframe",
      ])
    XCTAssertNil(app.environment.deepLinkInbox.pending, "forgotten after use")
    try app.tab("Profile")
    try app.tap("settings")
    try app.tap("logout")
    try app.logIn("ana@example.com", "secret1")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.finish()
  }

  func testOnlyTheLastLinkIsKeptAndAnUnknownOneDoesNotReplaceIt() async throws {
    let app = AppDriver(stores: .onboarded)
    app.open("app://post/1")
    app.open("app://settings")
    app.open("app://user/42")
    app.expect("[Login]")
    try app.logIn("ben@example.com", "hunter22")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.finish()
  }

  func testAKeptLinkIsAppliedAfterSignUp() async throws {
    let app = AppDriver(stores: .onboarded)
    app.open("app://profile/edit")
    try app.tap("signup")
    try app.type("name", "Dana")
    try app.type("email", "dana@example.com")
    try app.type("password", "123456")
    try app.tap("create")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    app.expectText("name", "Dana")
    app.finish()
  }

  func testALinkOpenedBeforeOnboardingIsKeptThroughOnboardingUntilLogin() async throws {
    let app = AppDriver()
    app.open("app://user/3")
    app.expect("Onboarding")
    app.expectText("page", "1/3")
    try app.tap("skip")
    app.expect("[Login]")
    try app.logIn("ana@example.com", "secret1")
    app.expect("Tabs{Home*:[Feed > UserProfile(3)], Profile:[MyProfile]}")
    app.expectText("name", "Chen Wei")
    app.finish()
  }

  func testAKeptLinkDoesNotSurviveARelaunch() async throws {
    let app = AppDriver(stores: .onboarded)
    app.open("app://post/2")
    app.relaunch()
    try app.logIn("ana@example.com", "secret1")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.finish()
  }
}
