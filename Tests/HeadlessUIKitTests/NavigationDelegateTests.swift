import XCTest

@testable import HeadlessUIKit

/// The navigation delegate's willShow/didShow around a stack's transitions, and the transition
/// coordinator app code can ask during them.
final class NavigationDelegateTests: XCTestCase {
  @MainActor
  func testAPushIsAnnouncedByWillShowAndCompletedByDidShow() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)
    let delegate = JournalingNavigationDelegate(journal)
    navigation.delegate = delegate

    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries,
      [
        "PostDetail.willMove(parent)", "PostDetail.viewDidLoad", "willShow PostDetail",
        "Feed.viewWillDisappear", "PostDetail.viewWillAppear", "Feed.viewDidDisappear",
        "PostDetail.viewDidAppear", "PostDetail.didMove(parent)", "didShow PostDetail",
      ])
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testAPopShowsTheControllerBelow() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, navigation) = windowWithStack(screens, journal: journal)
    _ = screens[0].view
    journal.reset()
    let delegate = JournalingNavigationDelegate(journal)
    navigation.delegate = delegate

    navigation.popViewController(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries,
      [
        "PostDetail.willMove(nil)", "willShow Feed", "PostDetail.viewWillDisappear",
        "Feed.viewWillAppear", "PostDetail.viewDidDisappear", "Feed.viewDidAppear",
        "PostDetail.didMove(nil)", "didShow Feed",
      ])
    XCTAssertEqual(window.issues, [])
  }

  /// UIKit changes `viewControllers` when a transition starts: in willShow the stack is
  /// already the new one (app code that tells a push from a pop relies on it).
  @MainActor
  func testTheStackIsAlreadyTheNewOneInWillShow() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let delegate = JournalingNavigationDelegate(journal)
    navigation.delegate = delegate

    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)
    window.waitForAnimations()
    navigation.popViewController(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(delegate.stacksAtWillShow, ["[Feed > PostDetail]", "[Feed]"])
    XCTAssertEqual(delegate.stacksAtDidShow, ["[Feed > PostDetail]", "[Feed]"])
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testTheTransitionCoordinatorNamesFromAndToDuringWillShowAndDidShow() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let delegate = JournalingNavigationDelegate(journal)
    navigation.delegate = delegate

    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)
    window.waitForAnimations()
    navigation.popViewController(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      delegate.coordinatorAnswers,
      [
        "willShow Feed → PostDetail", "didShow Feed → PostDetail", "willShow PostDetail → Feed",
        "didShow PostDetail → Feed",
      ])
    XCTAssertNil(navigation.transitionCoordinator, "no transition runs any more")
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testTheTransitionCoordinatorIsReachableFromTheScreensDuringTheirCallbacks() async {
    let (window, navigation) = windowWithStack([CoordinatorProbe("Feed")], journal: Journal())
    let detail = CoordinatorProbe("PostDetail")

    navigation.pushViewController(detail, animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      detail.answers,
      ["viewWillAppear Feed → PostDetail animated", "viewDidAppear Feed → PostDetail animated"])
    XCTAssertNil(detail.transitionCoordinator)
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testAnimationsAlongsideRunAtOnceAndCompletionsWhenTheTransitionEnds() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let delegate = AlongsideDelegate(journal)
    navigation.delegate = delegate

    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries.filter { !$0.contains(".") },
      ["alongside", "didShow", "completion cancelled: false"])
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testANonInteractiveTransitionIsNeitherInteractiveNorCancelled() async {
    let (window, navigation) = windowWithStack([CoordinatorProbe("Feed")], journal: Journal())
    let detail = CoordinatorProbe("PostDetail")

    navigation.pushViewController(detail, animated: true)
    window.waitForAnimations()

    XCTAssertEqual(detail.flags, ["interactive: false, initially: false, cancelled: false"])
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testNothingIsAnnouncedWhenTheTopStaysTheSame() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, navigation) = windowWithStack(screens, journal: journal)
    let delegate = JournalingNavigationDelegate(journal)
    navigation.delegate = delegate

    navigation.popToViewController(screens[1], animated: true)
    window.waitForAnimations()
    navigation.setViewControllers(
      [JournalingController("Login", journal: journal), screens[1]], animated: false)

    XCTAssertFalse(journal.entries.contains { $0.hasPrefix("willShow") || $0.hasPrefix("didShow") })
    XCTAssertEqual(window.issues, [])
  }
}

/// Notes what `transitionCoordinator` answers in its own appearance callbacks.
@MainActor
private final class CoordinatorProbe: UIViewController {
  var answers: [String] = []
  var flags: [String] = []

  init(_ name: String) {
    super.init()
    screenName = name
  }

  private func note(_ callback: String) {
    guard let coordinator = transitionCoordinator else {
      answers.append("\(callback) none")
      return
    }
    let from = coordinator.viewController(forKey: .from)?.notationName ?? "nil"
    let to = coordinator.viewController(forKey: .to)?.notationName ?? "nil"
    answers.append("\(callback) \(from) → \(to)\(coordinator.isAnimated ? " animated" : "")")
    if callback == "viewWillAppear" {
      flags.append(
        "interactive: \(coordinator.isInteractive), initially: \(coordinator.initiallyInteractive),"
          + " cancelled: \(coordinator.isCancelled)")
    }
  }

  override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
}

/// Asks the coordinator to animate alongside in willShow, as app code does.
@MainActor
private final class AlongsideDelegate: UINavigationControllerDelegate {
  let journal: Journal
  init(_ journal: Journal) { self.journal = journal }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    navigationController.transitionCoordinator?.animate(
      alongsideTransition: { [journal] _ in journal.log("alongside") },
      completion: { [journal] context in
        journal.log("completion cancelled: \(context.isCancelled)")
      })
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    journal.log("didShow")
  }
}
