import Townsquare
import XCTest

/// The two tabs: Home's posts and authors, Profile's edit sheet and Settings.
@MainActor
final class TabFlowTests: XCTestCase {
  func testAPostLeadsToItsAuthorAndBack() async {
    let app = AppDriver()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(app.text("count"), "4 posts")
    app.tap("post-2")
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    XCTAssertEqual(app.text("title"), "VIPER at scale")
    XCTAssertEqual(app.text("byline"), "Chen Wei")
    app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(2) > UserProfile(3)], Profile:[MyProfile]}")
    XCTAssertEqual(app.text("bio"), "Product manager")
    app.back()
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    app.back(cancelled: true)
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    XCTAssertEqual(app.text("title"), "VIPER at scale")
    app.end()
  }

  func testEachTabKeepsItsStackAndAReTapPopsToTheRoot() async {
    let app = AppDriver()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile]}")
    app.tap("settings")
    app.expect("Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile > Settings]}")
    app.tab("Home")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile > Settings]}")
    app.tab("Home")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile > Settings]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.tap("about")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    app.showProfileTab()
    app.expectTree(AppDriver.mainTree)
    app.end()
  }

  func testSavingTheSheetUpdatesMyProfileAndPersists() async {
    let app = AppDriver()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.openEditSheet()
    app.expectTree("App{Main{Home, Profile{EditProfile}}}")
    XCTAssertEqual(app.text("name"), "Ana Lima")
    app.type("name", "  ")
    app.tap("save")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.text("error"), "Name is required")
    app.type("name", "Ana Maria")
    app.type("bio", "Swift and UIKit")
    app.tap("save")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Ana Maria")
    XCTAssertEqual(app.text("bio"), "Swift and UIKit")
    app.expectTree(AppDriver.mainTree)
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.showProfileTab()
    XCTAssertEqual(app.text("name"), "Ana Maria")
    app.end()
  }

  func testCancelAndASwipeDownLeaveTheProfileUnchanged() async {
    let app = AppDriver()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.showProfileTab()
    for close in [{ app.tap("cancel") }, { app.swipeDown() }] {
      app.tap("edit")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
      app.type("name", "Someone else")
      close()
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
      XCTAssertEqual(app.text("name"), "Ana Lima")
      app.expectTree(AppDriver.mainTree)
    }
    app.end()
  }

  func testSettingsTogglesPersistsShowsAboutAndEndsWithItsScreen() async {
    let app = AppDriver()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.showProfileTab()
    app.tap("settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    XCTAssertEqual(app.text("notifications"), "on")
    app.tap("notifications")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertFalse(app.environment.persistentStores.settings.notificationsEnabled)
    app.tap("about")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    XCTAssertEqual(app.text("version"), "Townsquare 1.0")
    app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(app.text("notifications"), "off")
    app.back(cancelled: true)
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectTree(AppDriver.mainTree)
    app.end()
  }

  func testLogoutTearsMainDownAndLoginStartsEmpty() async {
    let app = AppDriver()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tap("post-4")
    app.expect("Tabs{Home*:[Feed > PostDetail(4)], Profile:[MyProfile]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed > PostDetail(4)], Profile*:[MyProfile]}")
    app.tap("settings")
    app.expect("Tabs{Home:[Feed > PostDetail(4)], Profile*:[MyProfile > Settings]}")
    app.tap("logout")
    app.expect("[Login]")
    app.expectTree("App{Auth}")
    XCTAssertEqual(app.text("email"), "")
    XCTAssertEqual(app.text("error"), "")
    XCTAssertEqual(app.text("notice"), "")
    XCTAssertNil(app.environment.persistentStores.session)
    app.logIn()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.end()
  }
}
