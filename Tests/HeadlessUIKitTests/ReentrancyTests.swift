import XCTest

@testable import HeadlessUIKit

/// Transitions app code starts inside appearance callbacks. While a transition begins (its
/// `will…` callbacks) UIKit refuses another — it logs the "existing transition" warning, and
/// presenting from `viewWillAppear` is the classic "whose view is not in the window hierarchy"
/// mistake. While one ends (`viewDidAppear`, `didShow`), UIKit defers the new one: `viewControllers`
/// "doesn't update synchronously on pushViewController:animated: when a transition is in
/// progress" (rdar://44091459); here it runs at the next turn of the run loop. The stricter
/// reading of both: never run at once.
final class ReentrancyTests: XCTestCase {
  @MainActor
  func testAPushFromViewWillAppearIsRefusedEvenWithoutAnimation() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal,
      assuming: .refusingStackChanges)
    let detail = CallbackActionController("PostDetail")
    detail.onWillAppear = {
      navigation.pushViewController(CallbackActionController("UserProfile"), animated: false)
    }

    navigation.pushViewController(detail, animated: false)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(window.issues.map(\.severity), [.warning])
    XCTAssertTrue(window.issues[0].message.hasPrefix("pushViewController:animated: called on"))
  }

  @MainActor
  func testAPresentFromViewWillAppearIsRefused() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let detail = CallbackActionController("PostDetail")
    detail.onWillAppear = { detail.present(CallbackActionController("Confirm"), animated: true) }

    navigation.pushViewController(detail, animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(
      window.issues.map(\.message),
      ["Attempt to present Confirm on [Feed > PostDetail] while a transition is in progress"])
  }

  @MainActor
  func testAPushFromViewDidAppearWaitsForTheNextTurn() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let detail = CallbackActionController("PostDetail")
    var stackRightAfterThePush = ""
    detail.onDidAppear = {
      navigation.pushViewController(CallbackActionController("UserProfile"), animated: false)
      stackRightAfterThePush = HierarchyNotation.describe(navigation)
    }

    navigation.pushViewController(detail, animated: false)
    XCTAssertEqual(stackRightAfterThePush, "[Feed > PostDetail]", "not run at once")
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail > UserProfile]")
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testAPresentFromDidShowWaitsForTheNextTurn() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)
    let delegate = PresentingNavigationDelegate()
    navigation.delegate = delegate

    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)
    window.runLoop.run(for: VirtualRunLoop.transitionDuration)
    XCTAssertEqual(delegate.presentedAtOnce, false)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail] ^ Confirm")
    XCTAssertEqual(window.issues, [])
  }
}

/// Runs app code in its own appearance callbacks.
@MainActor
final class CallbackActionController: UIViewController {
  var onWillAppear: (() -> Void)?
  var onDidAppear: (() -> Void)?

  init(_ name: String) {
    super.init()
    screenName = name
  }

  override func viewWillAppear(_ animated: Bool) { onWillAppear?() }
  override func viewDidAppear(_ animated: Bool) { onDidAppear?() }
}

/// Presents from `didShow`, once, and notes whether the presentation began at once.
@MainActor
private final class PresentingNavigationDelegate: UINavigationControllerDelegate {
  var presentedAtOnce: Bool?

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard presentedAtOnce == nil else { return }
    viewController.present(CallbackActionController("Confirm"), animated: true)
    presentedAtOnce = navigationController.presentedViewController != nil
  }
}
