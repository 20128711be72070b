import XCTest

@testable import HeadlessUIKit

/// The defaults of the two root-swap assumptions. `rootViewController`: "If the window has an
/// existing view hierarchy, the old views are removed before the new ones are installed" —
/// silent about a sheet the old root presents. In practice the view debugger shows a presented
/// view left in the window in a UITransitionView (Stack Overflow 26763020), and a sheet being
/// dismissed slides off over the new root.
final class RootSwapAssumptionTests: XCTestCase {
  /// `rootSwapDuringDismissal = allowed`: nothing is logged; the sheet finishes sliding off over
  /// the new root, and the old root goes when its dismissal ends.
  @MainActor
  func testARootSwapDuringAnAnimatedDismissalIsAllowed() async {
    let journal = Journal()
    let window = UIWindow()
    weak var oldRoot: UIViewController?
    do {
      let profile = tab("Profile", [JournalingController("MyProfile", journal: journal)])
      window.setRootViewController(profile)
      profile.present(sheet(JournalingController("EditProfile", journal: journal)), animated: true)
      window.waitForAnimations()
      profile.dismiss(animated: true)
      oldRoot = profile
    }
    journal.reset()

    window.setRootViewController(sheet(JournalingController("Login", journal: journal)))
    XCTAssertEqual(window.issues, [])
    XCTAssertEqual(HierarchyNotation.render(window), "[Login] ^ [EditProfile]")
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Login]")
    XCTAssertNil(oldRoot, "the dismissal's end lets the old root go")
    XCTAssertEqual(window.lifetimeTracker.leaks(), [])
    XCTAssertEqual(
      journal.entries.filter { $0.hasPrefix("EditProfile") }, ["EditProfile.viewDidDisappear"])
  }

  /// `presentedAfterRootSwap = staysInWindow`: a sheet still presented stays above the new root
  /// with no disappear callbacks; the swap is still the misuse "root replaced while presenting".
  @MainActor
  func testASheetStillPresentedStaysInTheWindowAboveTheNewRoot() async throws {
    let journal = Journal()
    let window = UIWindow()
    let profile = tab("Profile", [JournalingController("MyProfile", journal: journal)])
    window.setRootViewController(profile)
    let edit = sheet(FormScreen("EditProfile", journal: journal))
    profile.present(edit, animated: true)
    window.waitForAnimations()
    journal.reset()

    window.setRootViewController(sheet(JournalingController("Login", journal: journal)))
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Login] ^ [EditProfile]")
    XCTAssertEqual(window.issues.map(\.severity), [.misuse])
    XCTAssertEqual(journal.entries.filter { $0.hasPrefix("EditProfile") }, [])
    XCTAssertEqual(window.visibleViewController?.screenName, "EditProfile")

    edit.dismiss(animated: true)
    window.waitForAnimations()
    XCTAssertEqual(HierarchyNotation.render(window), "[Login]")
  }
}
