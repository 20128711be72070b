import XCTest

@testable import HeadlessUIKit

/// The system's pops go through the public methods, as on a device: the back gesture calls
/// `popViewController(animated:)` (also when the user then cancels it) and a re-tap of the
/// selected tab calls `popToRootViewController(animated:)`, so a subclass that overrides them
/// — a router that guards pops, a stack that logs them — sees them.
final class SystemPopTests: XCTestCase {
  @MainActor
  func testTheBackGestureGoesThroughPopViewController() async {
    let journal = Journal()
    let navigation = PopCountingNavigationController()
    navigation.setViewControllers(
      ["Feed", "PostDetail", "UserProfile"].map { JournalingController($0, journal: journal) },
      animated: false)
    let window = UIWindow()
    window.setRootViewController(navigation)

    try? window.userBackGesture(cancelled: true)
    window.waitForAnimations()
    try? window.userBackGesture()
    window.waitForAnimations()

    XCTAssertEqual(navigation.calls, ["popViewController", "popViewController"])
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(
      window.transitions.suffix(2).map(\.description),
      ["pop UserProfile (cancelled back gesture)", "pop UserProfile (back gesture)"])
    XCTAssertEqual(window.transitions.last?.source, nil)
  }

  @MainActor
  func testATabReTapGoesThroughPopToRootViewController() async {
    let journal = Journal()
    let home = PopCountingNavigationController()
    home.setViewControllers(
      ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }, animated: false)
    home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
    let (window, _) = windowWithTabs([home], journal: journal)

    XCTAssertNoThrow(try window.userTapTab(named: "Home"))
    window.waitForAnimations()

    XCTAssertEqual(home.calls, ["popToRootViewController"])
    XCTAssertEqual(window.transitions.last?.description, "popToRoot PostDetail (tab tap)")
  }

  /// An override that refuses the pop (does not call super) keeps the stack as it is.
  @MainActor
  func testAnOverrideThatRefusesThePopKeepsTheStack() async {
    let journal = Journal()
    let navigation = PopCountingNavigationController()
    navigation.refusesPops = true
    navigation.setViewControllers(
      ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }, animated: false)
    let window = UIWindow()
    window.setRootViewController(navigation)

    try? window.userBackGesture()
    window.waitForAnimations()
    navigation.refusesPops = false
    navigation.popViewController(animated: false)

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertEqual(window.transitions.last?.description, "pop PostDetail")
    XCTAssertNotNil(window.transitions.last?.source, "a later call of app code is app code's")
  }

  /// UIKit's interactive pop gesture does not begin while the stack is in a transition.
  @MainActor
  func testTheBackGestureCannotBeginWhileTheStackAnimates() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal,
      assuming: .deliveringTouches)
    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)

    XCTAssertThrowsError(try window.userBackGesture()) { error in
      XCTAssertEqual(
        (error as? UserActionError)?.message,
        "the back gesture cannot begin while [Feed > PostDetail] is still animating")
    }
  }
}

/// Notes each call of the public pop methods; can refuse them, as a guarding subclass does.
@MainActor
private final class PopCountingNavigationController: UINavigationController {
  var calls: [String] = []
  var refusesPops = false

  @discardableResult
  override func popViewController(animated: Bool, file: String = #fileID, line: UInt = #line)
    -> UIViewController?
  {
    calls.append("popViewController")
    if refusesPops { return nil }
    return super.popViewController(animated: animated, file: file, line: line)
  }

  @discardableResult
  override func popToRootViewController(
    animated: Bool, file: String = #fileID, line: UInt = #line
  ) -> [UIViewController]? {
    calls.append("popToRootViewController")
    return super.popToRootViewController(animated: animated, file: file, line: line)
  }
}
