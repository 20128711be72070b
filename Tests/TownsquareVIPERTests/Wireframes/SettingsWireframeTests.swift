import HeadlessUIKit
import XCTest

@testable import TownsquareVIPER

/// Settings' wireframe against a navigation double.
@MainActor
final class SettingsWireframeTests: XCTestCase {
  // decision: settings-about
  func testAboutIsPushedAboveSettings() async {
    let navigation = NavigationDouble()
    let settings = NavigationDouble.screen("Settings")
    let stack = navigation.stack(NavigationDouble.screen("MyProfile"), settings)
    let wireframe = SettingsWireframe(dependencies: navigation.dependencies)
    wireframe.viewController = settings
    wireframe.openAbout()
    XCTAssertEqual(stack.calls, ["push About"])
    XCTAssertEqual(navigation.hierarchy, "[MyProfile > Settings > About]")
  }
}
