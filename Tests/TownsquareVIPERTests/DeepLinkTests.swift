import HeadlessUIKit
import XCTest

@MainActor
final class DeepLinkTests: XCTestCase {
  private func launchHome() -> AppDriver {
    let app = AppDriver.loggedIn()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    return app
  }

  private func launchLoggedOut() -> AppDriver {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    return app
  }

  func testAPostLinkSetsTheHomeStackInOneChange() async throws {
    let app = launchHome()
    let transitions = app.transitions { app.open("app://post/3") }
    app.expect("Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    XCTAssertEqual(transitions, ["setViewControllers [Feed > PostDetail(3)] by FeedWireframe"])
    app.expectText("title", "Routers are the how")
    app.expectText("byline", "Ana Lima")
    app.finish()
  }

  func testAUserLinkShowsTheSameUserProfileScreenAsFromAPost() async throws {
    let app = launchHome()
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    let transitions = app.transitions { app.open("app://user/2") }
    app.expect("Tabs{Home*:[Feed > UserProfile(2)], Profile:[MyProfile]}")
    XCTAssertEqual(
      transitions,
      [
        "selectTab Home by a setter",
        "setViewControllers [Feed > UserProfile(2)] by FeedWireframe",
      ])
    app.expectText("name", "Ben Okafor")
    app.expectText("bio", "Designer")
    app.finish()
  }

  func testASettingsLinkSelectsProfileAndSetsItsStack() async throws {
    let app = launchHome()
    let transitions = app.transitions { app.open("app://settings") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(
      transitions,
      [
        "selectTab Profile by a setter",
        "setViewControllers [MyProfile > Settings] by MyProfileWireframe",
      ])
    app.expectText("notifications", "on")
    try app.tap("logout")
    app.expect("[Login]")
    app.finish()
  }

  func testAnEditProfileLinkShowsMyProfileWithTheSheet() async throws {
    let app = launchHome()
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    try app.tap("about")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
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
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectText("bio", "Linked")
    app.finish()
  }

  func testALinkLeavesTheOtherTabsStackAndReusesTheTabsRootScreen() async throws {
    let app = launchHome()
    let feed = ObjectIdentifier(try XCTUnwrap(app.window.visibleViewController))
    try app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    try app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2)], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect(
      "Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile > Settings]}")
    app.open("app://post/4")
    app.expect("Tabs{Home*:[Feed > PostDetail(4)], Profile:[MyProfile > Settings]}")
    app.expectNoLeaksOrIssues()
    try app.back()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile > Settings]}")
    XCTAssertEqual(
      app.window.visibleViewController.map(ObjectIdentifier.init), feed,
      "the Feed screen is reused")
    app.finish()
  }

  func testALinkFirstDismissesAnOpenSheet() async throws {
    let app = launchHome()
    app.open("app://profile/edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    try app.type("name", "Unsaved")
    let transitions = app.transitions { app.open("app://post/2") }
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    XCTAssertEqual(
      transitions,
      [
        "dismiss [EditProfile] by MainTabsWireframe", "selectTab Home by a setter",
        "setViewControllers [Feed > PostDetail(2)] by FeedWireframe",
      ])
    XCTAssertEqual(app.environment.persistentStores.users[0].name, "Ana Lima")
    app.finish()
  }

  func testAnEditProfileLinkOverAnOpenSheetShowsAFreshSheet() async throws {
    let app = launchHome()
    app.open("app://profile/edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
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
    let app = launchHome()
    try app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    let urls = [
      "app://post/99", "app://user/0", "app://post/03", "https://post/1", "app://nowhere",
      "app://settings/", "app://profile/edit?x=1", "not a url",
    ]
    for url in urls {
      let transitions = app.transitions { app.open(url) }
      app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
      XCTAssertEqual(transitions, [], url)
    }
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
    let app = launchHome()
    app.open("app://profile/edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    app.open("app://post/5")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    app.finish()
  }

  func testALinkOpenedWhileLoggedOutIsKeptAndAppliedOnceAfterLogin() async throws {
    let app = launchLoggedOut()
    try app.tap("forgot")
    app.expect("[Login > ForgotPassword]")
    let keptTransitions = app.transitions { app.open("app://post/2") }
    app.expect("[Login > ForgotPassword]")
    XCTAssertEqual(keptTransitions, [])
    try app.back()
    app.expect("[Login]")
    let transitions = try app.transitions { try app.logIn("ana@example.com", "secret1") }
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    XCTAssertEqual(
      transitions,
      [
        "setViewControllers Tabs{Home*:[Feed], Profile:[MyProfile]} by MainTabsWireframe",
        "setRoot Tabs{Home*:[Feed], Profile:[MyProfile]} by a setter",
        "setViewControllers [Feed > PostDetail(2)] by FeedWireframe",
      ])
    XCTAssertNil(app.environment.deepLinkInbox.pending, "forgotten after use")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed > PostDetail(2)], Profile*:[MyProfile > Settings]}")
    try app.tap("logout")
    app.expect("[Login]")
    try app.logIn("ana@example.com", "secret1")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.finish()
  }

  func testOnlyTheLastLinkIsKeptAndAnUnknownOneDoesNotReplaceIt() async throws {
    let app = launchLoggedOut()
    app.open("app://post/1")
    app.expect("[Login]")
    app.open("app://settings")
    app.expect("[Login]")
    app.open("app://user/42")
    app.expect("[Login]")
    try app.logIn("ben@example.com", "hunter22")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.finish()
  }

  func testAKeptLinkIsAppliedAfterSignUp() async throws {
    let app = launchLoggedOut()
    app.open("app://profile/edit")
    app.expect("[Login]")
    try app.tap("signup")
    app.expect("[Login > SignUp]")
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
    app.expect("Onboarding")
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
    let app = launchLoggedOut()
    app.open("app://post/2")
    app.expect("[Login]")
    app.relaunch()
    app.expect("[Login]")
    try app.logIn("ana@example.com", "secret1")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.finish()
  }
}
