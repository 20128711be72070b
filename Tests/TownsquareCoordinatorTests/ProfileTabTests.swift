import Townsquare
import XCTest

@MainActor
final class ProfileTabTests: XCTestCase {
  private func profileTab(_ email: String = "ana@example.com") -> AppDriver {
    let app = AppDriver(loggedIn: email)
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    return app
  }

  private func editSheet(_ email: String = "ana@example.com") -> AppDriver {
    let app = profileTab(email)
    app.tap("edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    return app
  }

  func testMyProfileShowsTheLoggedInUser() async {
    let app = profileTab("chen@example.com")
    XCTAssertEqual(app.text("name"), "Chen Wei")
    XCTAssertEqual(app.text("bio"), "Product manager")
    XCTAssertEqual(Set(app.elements), ["name", "bio", "edit", "settings"])
    app.end()
  }

  func testEditPresentsThePrefilledSheet() async {
    let app = profileTab()
    let transitions = app.transitions { app.tap("edit") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(transitions, ["present [EditProfile]"])
    XCTAssertEqual(app.text("name"), "Ana Lima")
    XCTAssertEqual(app.text("bio"), "iOS developer")
    XCTAssertEqual(app.text("error"), "")
    app.expectTree("App{Main{Home, Profile{EditProfile}}}")
    app.end()
  }

  func testSaveStoresDismissesAndMyProfileShowsTheNewValues() async {
    let app = editSheet()
    app.type("name", "  Ana L. ")
    app.type("bio", "Swift & UIKit ")
    let transitions = app.transitions { app.tap("save") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(transitions, ["dismiss [EditProfile]"])
    XCTAssertEqual(app.text("name"), "Ana L.")
    XCTAssertEqual(app.text("bio"), "Swift & UIKit")
    app.expectTree(AppDriver.mainBaseline)
    app.tab("Home")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tap("post-3")
    app.expect("Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    XCTAssertEqual(app.text("byline"), "Ana L.")
    app.end()
  }

  func testTheSavedProfileSurvivesRelaunchAndPrefillsTheNextEdit() async {
    let app = editSheet()
    app.submit(["name": "Ana Maria", "bio": ""], with: "save")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Ana Maria")
    XCTAssertEqual(app.text("bio"), "")
    app.tap("edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.text("name"), "Ana Maria")
    app.end()
  }

  func testEmptyNameIsRefusedAndTheSheetStays() async {
    let app = editSheet()
    app.submit(["name": "   ", "bio": "changed"], with: "save")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.text("error"), "Name is required")
    app.tap("cancel")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Ana Lima")
    XCTAssertEqual(app.text("bio"), "iOS developer")
    app.expectTree(AppDriver.mainBaseline)
    app.end()
  }

  func testCancelDismissesUnchanged() async {
    let app = editSheet()
    app.type("name", "Someone Else")
    app.tap("cancel")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Ana Lima")
    app.expectTree(AppDriver.mainBaseline)
    XCTAssertEqual(app.environment.profile.currentProfile?.name, "Ana Lima")
    app.end()
  }

  func testSwipeDownDismissesUnchangedAndEndsTheSheetsFlow() async {
    let app = editSheet()
    app.type("name", "Someone Else")
    let transitions = app.transitions { app.swipeDown() }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(transitions, ["dismiss [EditProfile] (sheet swipe)"])
    XCTAssertEqual(app.text("name"), "Ana Lima")
    app.expectTree(AppDriver.mainBaseline)
    app.tap("edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.text("name"), "Ana Lima")
    app.expectTree("App{Main{Home, Profile{EditProfile}}}")
    app.end()
  }

  func testTabsCannotBeTappedWhileTheSheetIsUp() async {
    let app = editSheet()
    XCTAssertThrowsError(try app.window.userTapTab(named: "Home"))
    XCTAssertEqual(app.visibleScreen, "EditProfile")
    app.end()
  }
}
