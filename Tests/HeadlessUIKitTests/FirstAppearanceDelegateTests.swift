import XCTest

@testable import HeadlessUIKit

/// UIKit tells a navigation delegate of a stack's transitions when they happen on screen: a
/// stack outside any window (or off screen in another tab) changes without telling it, and the
/// first time a stack appears its delegate hears `willShow`/`didShow` for the top (UIKit's
/// deferred transition as the stack's view joins the window).
final class FirstAppearanceDelegateTests: XCTestCase {
  /// `[Login]` outside any window, its delegate journaling.
  @MainActor
  private func loginStack(_ journal: Journal) -> (
    UINavigationController, JournalingNavigationDelegate
  ) {
    let navigation = UINavigationController(
      rootViewController: JournalingController("Login", journal: journal))
    let delegate = JournalingNavigationDelegate(journal)
    navigation.delegate = delegate
    return (navigation, delegate)
  }

  @MainActor
  func testAStackHeardOfWhenItFirstAppears() async {
    let journal = Journal()
    let (navigation, delegate) = loginStack(journal)
    journal.reset()
    let window = UIWindow()

    window.setRootViewController(navigation)
    _ = delegate

    XCTAssertEqual(
      journal.entries,
      [
        "Login.viewDidLoad", "willShow Login", "Login.viewWillAppear", "Login.viewDidAppear",
        "didShow Login",
      ])
  }

  @MainActor
  func testAStackOutsideAnyWindowTellsItsDelegateNothingUntilItAppears() async {
    let journal = Journal()
    let (navigation, delegate) = loginStack(journal)

    navigation.pushViewController(JournalingController("SignUp", journal: journal), animated: true)
    navigation.popViewController(animated: true)
    navigation.pushViewController(
      JournalingController("ForgotPassword", journal: journal), animated: false)
    XCTAssertFalse(journal.entries.contains { $0.hasPrefix("willShow") || $0.hasPrefix("didShow") })
    XCTAssertNil(navigation.transitionCoordinator)
    let window = UIWindow()
    window.setRootViewController(navigation)
    _ = delegate

    XCTAssertEqual(
      journal.entries.filter { $0.hasPrefix("willShow") || $0.hasPrefix("didShow") },
      ["willShow ForgotPassword", "didShow ForgotPassword"])
  }

  @MainActor
  func testAStackInAnotherTabIsHeardOfWhenItsTabIsSelected() async {
    let journal = Journal()
    let home = tab("Home", [JournalingController("Feed", journal: journal)])
    let profile = tab("Profile", [JournalingController("MyProfile", journal: journal)])
    let (window, tabs) = windowWithTabs([home, profile], journal: journal)
    let delegate = JournalingNavigationDelegate(journal)
    profile.delegate = delegate

    profile.pushViewController(JournalingController("Settings", journal: journal), animated: true)
    XCTAssertFalse(journal.entries.contains { $0.hasPrefix("willShow") })
    tabs.setSelectedIndex(1)

    XCTAssertEqual(
      journal.entries.filter { $0.hasPrefix("willShow") || $0.hasPrefix("didShow") },
      ["willShow Settings", "didShow Settings"])
    tabs.setSelectedIndex(0)
    tabs.setSelectedIndex(1)
    XCTAssertEqual(
      journal.entries.filter { $0.hasPrefix("willShow") }.count, 1, "only the first appearance")
    XCTAssertEqual(window.issues, [])
  }
}
