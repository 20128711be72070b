import XCTest

@MainActor
final class ProfileTabTests: XCTestCase {
  private func openProfile(_ email: String = "ana@example.com") throws -> AppDriver {
    let app = AppDriver.loggedIn(as: email)
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    return app
  }

  private func openEditProfile() throws -> AppDriver {
    let app = try openProfile()
    try app.tap("edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    return app
  }

  func testMyProfileShowsTheLoggedInUser() async throws {
    let app = try openProfile("chen@example.com")
    app.expectText("name", "Chen Wei")
    app.expectText("bio", "Product manager")
    app.finish()
  }

  func testEditPresentsASheetPrefilledWithTheProfile() async throws {
    let app = try openProfile()
    let transitions = try app.transitions { try app.tap("edit") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(transitions, ["present [EditProfile] by MyProfileWireframe"])
    app.expectText("name", "Ana Lima")
    app.expectText("bio", "iOS developer")
    app.expectText("error", "")
    XCTAssertThrowsError(try app.tab("Home"), "the sheet covers the tab bar")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    app.finish()
  }

  func testSaveStoresTheProfileDismissesAndMyProfileShowsIt() async throws {
    let app = try openEditProfile()
    try app.type("name", "  Ana L. ")
    try app.type("bio", "Swift and UIKit")
    let transitions = try app.transitions { try app.tap("save") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(transitions, ["dismiss [EditProfile] by EditProfileWireframe"])
    app.expectText("name", "Ana L.")
    app.expectText("bio", "Swift and UIKit")
    XCTAssertEqual(app.environment.persistentStores.users[0].name, "Ana L.")
    app.finish()
  }

  func testTheSavedProfileIsShownEverywhereAndSurvivesARelaunch() async throws {
    let app = try openEditProfile()
    try app.type("name", "Ana Maria Lima")
    try app.tap("save")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    try app.tab("Home")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tap("post-3")
    app.expect("Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    app.expectText("byline", "Ana Maria Lima")
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectText("name", "Ana Maria Lima")
    app.finish()
  }

  func testAnEmptyNameShowsTheErrorAndKeepsTheSheet() async throws {
    let app = try openEditProfile()
    try app.type("name", "   ")
    try app.type("bio", "changed")
    try app.tap("save")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    app.expectText("error", "Name is required")
    try app.tap("cancel")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectText("name", "Ana Lima")
    app.expectText("bio", "iOS developer")
    app.finish()
  }

  func testCancelDismissesWithoutChangingAnything() async throws {
    let app = try openEditProfile()
    try app.type("name", "Someone Else")
    let transitions = try app.transitions { try app.tap("cancel") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(transitions, ["dismiss [EditProfile] by EditProfileWireframe"])
    app.expectText("name", "Ana Lima")
    XCTAssertEqual(app.environment.persistentStores.users[0].name, "Ana Lima")
    app.finish()
  }

  func testASwipeDownDismissesUnchangedAndFreesTheModule() async throws {
    let app = try openEditProfile()
    try app.type("name", "Someone Else")
    let transitions = try app.transitions { try app.swipeDown() }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(transitions, ["dismiss [EditProfile] (sheet swipe) by system"])
    app.expectText("name", "Ana Lima")
    XCTAssertEqual(app.environment.persistentStores.users[0].name, "Ana Lima")
    app.expectNoLeaksOrIssues()
    try app.tap("edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    app.expectText("name", "Ana Lima")
    app.finish()
  }

  func testSettingsIsPushedOntoTheProfileStack() async throws {
    let app = try openProfile()
    let transitions = try app.transitions { try app.tap("settings") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(transitions, ["push Settings by MyProfileWireframe"])
    app.finish()
  }
}
