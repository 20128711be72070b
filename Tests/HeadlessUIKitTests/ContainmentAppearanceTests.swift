import XCTest

@testable import HeadlessUIKit

/// Custom containment: UIKit forwards appearance to a child whose view joins a parent on screen
/// (`shouldAutomaticallyForwardAppearanceMethods` is true by default: "appearance methods are
/// forwarded to child view controllers"). The documented sequence: `addChild` (which calls
/// `willMove(toParent:)`), add the child's view, `didMove(toParent:)`; and in reverse to remove.
final class ContainmentAppearanceTests: XCTestCase {
  /// The documented sequence to embed a child.
  @MainActor
  private func embed(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
  }

  @MainActor
  func testAChildAddedToAParentOnScreenAppears() async {
    let journal = Journal()
    let parent = JournalingController("Dashboard", journal: journal)
    let (window, _) = windowWithStack([parent], journal: journal)
    let child = JournalingController("Chart", journal: journal)

    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)

    XCTAssertEqual(
      journal.entries,
      [
        "Chart.willMove(parent)", "Chart.viewDidLoad", "Chart.viewWillAppear",
        "Chart.viewDidAppear", "Chart.didMove(parent)",
      ])
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testAChildRemovedFromAParentOnScreenDisappears() async {
    let journal = Journal()
    let parent = JournalingController("Dashboard", journal: journal)
    let (window, _) = windowWithStack([parent], journal: journal)
    let child = JournalingController("Chart", journal: journal)
    embed(child, in: parent)
    journal.reset()

    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()

    XCTAssertEqual(
      journal.entries,
      [
        "Chart.willMove(nil)", "Chart.viewWillDisappear", "Chart.viewDidDisappear",
        "Chart.didMove(nil)",
      ])
    XCTAssertEqual(window.issues, [])
  }

  /// A child embedded in a parent that is not on screen appears with it, and leaves with it.
  @MainActor
  func testAnEmbeddedChildAppearsAndDisappearsWithItsParent() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let parent = JournalingController("Dashboard", journal: journal)
    let child = JournalingController("Chart", journal: journal)
    embed(child, in: parent)
    journal.reset()

    navigation.pushViewController(parent, animated: false)
    XCTAssertEqual(
      journal.entries.filter { $0.contains("Appear") },
      [
        "Dashboard.viewWillAppear", "Chart.viewWillAppear", "Dashboard.viewDidAppear",
        "Chart.viewDidAppear",
      ])
    journal.reset()
    navigation.popViewController(animated: false)

    XCTAssertEqual(
      journal.entries.filter { $0.contains("Disappear") },
      [
        "Dashboard.viewWillDisappear", "Chart.viewWillDisappear", "Dashboard.viewDidDisappear",
        "Chart.viewDidDisappear",
      ])
    XCTAssertEqual(window.issues, [])
  }

  /// A child whose view was never added is not on screen and hears nothing.
  @MainActor
  func testAChildWithoutItsViewInTheParentDoesNotAppear() async {
    let journal = Journal()
    let parent = JournalingController("Dashboard", journal: journal)
    let (window, _) = windowWithStack([parent], journal: journal)
    let child = JournalingController("Chart", journal: journal)

    parent.addChild(child)
    child.didMove(toParent: parent)

    XCTAssertEqual(journal.entries, ["Chart.willMove(parent)", "Chart.didMove(parent)"])
    XCTAssertEqual(window.issues, [])
  }

  /// UIKit keeps appearance callbacks balanced: a child added twice appears once.
  @MainActor
  func testAppearanceIsNeverSentTwice() async {
    let journal = Journal()
    let parent = JournalingController("Dashboard", journal: journal)
    let (_, _) = windowWithStack([parent], journal: journal)
    let child = JournalingController("Chart", journal: journal)
    parent.addChild(child)
    parent.view.addSubview(child.view)

    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()

    XCTAssertEqual(journal.entries.filter { $0 == "Chart.viewWillAppear" }.count, 1)
    XCTAssertEqual(journal.entries.filter { $0 == "Chart.viewDidAppear" }.count, 1)
  }

  /// A container that embeds its child in `viewDidLoad`, then is pushed: the child's view is
  /// in the container's when the push begins, so appearance is forwarded to it as to any
  /// embedded child (`shouldAutomaticallyForwardAppearanceMethods`).
  @MainActor
  func testAChildEmbeddedInViewDidLoadOfAPushedContainerAppearsWithIt() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let child = JournalingController("Chart", journal: journal)
    let container = EmbeddingController("Dashboard", child: child)

    navigation.pushViewController(container, animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries.filter { $0.hasPrefix("Chart.view") },
      ["Chart.viewDidLoad", "Chart.viewWillAppear", "Chart.viewDidAppear"])
    journal.reset()
    navigation.popViewController(animated: true)
    window.waitForAnimations()
    XCTAssertEqual(
      journal.entries.filter { $0.hasPrefix("Chart.view") },
      ["Chart.viewWillDisappear", "Chart.viewDidDisappear"])
    XCTAssertEqual(window.issues, [])
  }
}

/// Embeds `child` in its own `viewDidLoad`, with the documented containment calls.
@MainActor
private final class EmbeddingController: UIViewController {
  let child: UIViewController

  init(_ name: String, child: UIViewController) {
    self.child = child
    super.init()
    screenName = name
  }

  override func viewDidLoad() {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }
}
