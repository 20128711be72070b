import Townsquare
import XCTest

@testable import TownsquareVIPER

/// Decisions covered: login success (the window's root becomes MainTabs) and logout (any
/// sheet goes, then the root becomes `[Login]`). The RootWireframe against a recording window.
@MainActor
final class RootWireframeTests: XCTestCase {
  func testLoginSuccessSwapsTheRootToMainTabs() async {
    let recording = RecordingWindow(stores: .onboarded)
    let root = RootWireframe(window: recording.window, dependencies: recording.dependencies)
    root.launch()
    XCTAssertEqual(recording.hierarchy, "[Login]")
    _ = recording.newTransitions()
    root.loginModuleDidAuthenticate()
    let tabs = "Tabs{Home*:[Feed], Profile:[MyProfile]}"
    // The builder fills the tab bar before it is in the window; then one root swap.
    XCTAssertEqual(recording.newTransitions(), ["setViewControllers \(tabs)", "setRoot \(tabs)"])
    XCTAssertEqual(recording.hierarchy, tabs)
  }

  func testLogoutSwapsTheRootToLogin() async {
    let recording = RecordingWindow()
    let root = RootWireframe(window: recording.window, dependencies: recording.dependencies)
    root.launch()
    _ = recording.newTransitions()
    root.mainTabsModuleDidLogOut()
    XCTAssertEqual(recording.newTransitions(), ["setRoot [Login]"])
    XCTAssertEqual(recording.hierarchy, "[Login]")
  }

  func testLogoutTakesASheetDownBeforeTheSwap() async {
    let recording = RecordingWindow()
    let root = RootWireframe(window: recording.window, dependencies: recording.dependencies)
    root.launch()
    root.openDeepLink("app://profile/edit")
    XCTAssertTrue(recording.hierarchy.hasSuffix("^ [EditProfile]"), recording.hierarchy)
    _ = recording.newTransitions()
    root.mainTabsModuleDidLogOut()
    XCTAssertEqual(recording.newTransitions(), ["dismiss [EditProfile]", "setRoot [Login]"])
    XCTAssertEqual(recording.issues, [])
  }
}
