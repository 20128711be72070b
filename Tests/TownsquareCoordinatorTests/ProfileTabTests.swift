import Townsquare
import XCTest

@MainActor
final class ProfileTabTests: XCTestCase {
  private func profileTab(_ email: String = "ana@example.com") -> AppDriver {
    let app = AppDriver(loggedIn: email)
    app.tab("Profile")
    return app
  }

  func testMyProfileShowsTheLoggedInUser() async {
    let app = profileTab("chen@example.com")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Chen Wei")
    XCTAssertEqual(app.text("bio"), "Product manager")
  }

  func testEditPresentsThePrefilledSheet() async {
    let app = profileTab()
    app.tap("edit")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.text("name"), "Ana Lima")
    XCTAssertEqual(app.text("bio"), "iOS developer")
    XCTAssertEqual(app.text("error"), "")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{EditProfile}}}")
  }

  func testSaveStoresDismissesAndMyProfileShowsTheNewValues() async {
    let app = profileTab()
    app.tap("edit")
    app.submit(["name": "  Ana L. ", "bio": "Swift & UIKit "], with: "save")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Ana L.")
    XCTAssertEqual(app.text("bio"), "Swift & UIKit")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
    app.tab("Home")
    app.tap("post-3")
    XCTAssertEqual(app.text("byline"), "Ana L.")
  }

  func testTheSavedProfileSurvivesRelaunchAndPrefillsTheNextEdit() async {
    let app = profileTab()
    app.tap("edit")
    app.submit(["name": "Ana Maria", "bio": ""], with: "save")
    app.relaunch()
    app.tab("Profile")
    XCTAssertEqual(app.text("name"), "Ana Maria")
    XCTAssertEqual(app.text("bio"), "")
    app.tap("edit")
    XCTAssertEqual(app.text("name"), "Ana Maria")
  }

  func testEmptyNameIsRefusedAndTheSheetStays() async {
    let app = profileTab()
    app.tap("edit")
    app.submit(["name": "   ", "bio": "changed"], with: "save")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.text("error"), "Name is required")
    app.tap("cancel")
    XCTAssertEqual(app.text("name"), "Ana Lima")
    XCTAssertEqual(app.text("bio"), "iOS developer")
  }

  func testCancelDismissesUnchanged() async {
    let app = profileTab()
    app.tap("edit")
    app.type("name", "Someone Else")
    app.tap("cancel")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Ana Lima")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
    XCTAssertEqual(app.environment.profile.currentProfile?.name, "Ana Lima")
  }

  func testSwipeDownDismissesUnchangedAndEndsTheSheetsFlow() async {
    let app = profileTab()
    app.tap("edit")
    app.type("name", "Someone Else")
    app.swipeDown()
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Ana Lima")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
    app.tap("edit")
    XCTAssertEqual(app.text("name"), "Ana Lima")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{EditProfile}}}")
  }

  func testTabsCannotBeTappedWhileTheSheetIsUp() async {
    let app = profileTab()
    app.tap("edit")
    XCTAssertThrowsError(try app.window.userTapTab(named: "Home"))
    XCTAssertEqual(app.visibleScreen, "EditProfile")
  }
}
