import HeadlessUIKit
import Townsquare
import XCTest

@MainActor
final class DeepLinkTests: XCTestCase {
  private let tabs = "Tabs{Home*:[Feed], Profile:[MyProfile]}"
  private let sheet = "Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]"

  private func loggedIn(_ email: String = "ana@example.com") -> AppDriver {
    let app = AppDriver(loggedIn: email)
    app.expect(tabs)
    return app
  }

  // MARK: Logged in

  func testPostLinkSelectsHomeAndSetsItsStack() async {
    let app = loggedIn()
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    let transitions = app.transitions { app.open("app://post/3") }
    app.expect("Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    XCTAssertEqual(
      transitions,
      [
        "selectTab Home",
        "setViewControllers [Feed > PostDetail(3)]",
      ])
    XCTAssertEqual(app.text("title"), "Routers are the how")
    XCTAssertEqual(app.text("byline"), "Ana Lima")
    app.end()
  }

  func testUserLinkShowsTheSameUserProfileScreen() async {
    let app = loggedIn()
    app.open("app://user/3")
    app.expect("Tabs{Home*:[Feed > UserProfile(3)], Profile:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Chen Wei")
    XCTAssertEqual(app.text("bio"), "Product manager")
    app.back()
    app.expect(tabs)
    app.end()
  }

  func testSettingsLinkSelectsProfileAndStartsTheSettingsFlow() async {
    let app = loggedIn()
    let transitions = app.transitions { app.open("app://settings") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(
      transitions,
      [
        "selectTab Profile",
        "setViewControllers [MyProfile > Settings]",
      ])
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectTree(AppDriver.mainBaseline)
    app.end()
  }

  func testEditLinkPresentsTheSheetOverMyProfile() async {
    let app = loggedIn()
    let transitions = app.transitions { app.open("app://profile/edit") }
    app.expect(sheet)
    XCTAssertEqual(
      transitions,
      [
        "selectTab Profile",
        "setViewControllers [MyProfile]",
        "present [EditProfile]",
      ])
    XCTAssertEqual(app.text("name"), "Ana Lima")
    app.swipeDown()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectTree(AppDriver.mainBaseline)
    app.end()
  }

  func testLinkReplacesThePushedStackReusingTheRootScreen() async {
    let app = loggedIn()
    weak let feed = stack(of: "Home", in: app)?.first
    app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2)], Profile:[MyProfile]}")
    let transitions = app.transitions { app.open("app://post/4") }
    app.expect("Tabs{Home*:[Feed > PostDetail(4)], Profile:[MyProfile]}")
    XCTAssertEqual(transitions, ["setViewControllers [Feed > PostDetail(4)]"])
    XCTAssertTrue(stack(of: "Home", in: app)?.first === feed, "the Feed controller is reused")
    app.end()
  }

  func testSettingsLinkOverSettingsAndAboutReplacesTheSettingsFlow() async {
    let app = loggedIn()
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    weak let myProfile = stack(of: "Profile", in: app)?.first
    app.tap("settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.tap("about")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    XCTAssertTrue(stack(of: "Profile", in: app)?.first === myProfile)
    app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectTree(AppDriver.mainBaseline)
    app.end()
  }

  func testEditLinkOverSettingsEndsTheSettingsFlow() async {
    let app = loggedIn()
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.open("app://profile/edit")
    app.expect(sheet)
    app.expectTree("App{Main{Home, Profile{EditProfile}}}")
    app.end()
  }

  func testLinkLeavesTheOtherTabsStackAsItIs() async {
    let app = loggedIn()
    app.tap("post-2")
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed > PostDetail(2)], Profile*:[MyProfile]}")
    app.tap("settings")
    app.expect("Tabs{Home:[Feed > PostDetail(2)], Profile*:[MyProfile > Settings]}")
    app.tap("about")
    app.expect("Tabs{Home:[Feed > PostDetail(2)], Profile*:[MyProfile > Settings > About]}")
    app.open("app://user/1")
    app.expect("Tabs{Home*:[Feed > UserProfile(1)], Profile:[MyProfile > Settings > About]}")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed > UserProfile(1)], Profile*:[MyProfile > Settings]}")
    app.end()
  }

  // MARK: Over an open sheet

  func testLinkDismissesTheSheetFirst() async {
    let app = loggedIn()
    app.open("app://profile/edit")
    app.expect(sheet)
    let transitions = app.transitions { app.open("app://post/2") }
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    XCTAssertEqual(
      transitions,
      [
        "dismiss [EditProfile]",
        "selectTab Home",
        "setViewControllers [Feed > PostDetail(2)]",
      ])
    app.expectTree(AppDriver.mainBaseline)
    app.end()
  }

  func testEditLinkOverTheSheetPresentsAFreshOne() async {
    let app = loggedIn()
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.tap("edit")
    app.expect(sheet)
    app.type("name", "Half typed")
    app.open("app://profile/edit")
    app.expect(sheet)
    XCTAssertEqual(app.text("name"), "Ana Lima")
    app.expectTree("App{Main{Home, Profile{EditProfile}}}")
    app.end()
  }

  func testSettingsLinkOverTheSheet() async {
    let app = loggedIn()
    app.open("app://profile/edit")
    app.expect(sheet)
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.end()
  }

  // MARK: Helpers

  private func stack(of tab: String, in app: AppDriver) -> [UIViewController]? {
    let tabs = app.window.rootViewController as? UITabBarController
    let navigation = tabs?.viewControllers?.first { $0.tabBarItem.title == tab }
    return (navigation as? UINavigationController)?.viewControllers
  }
}
