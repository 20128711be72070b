import Harness
import SwiftMetrics
import XCTest

@testable import Reporting

/// Who decides each transition: the type the static graph names for the edge it makes, not
/// the file HeadlessUIKit was told asked for it.
final class DecisionAttributionTests: XCTestCase {
  /// A coordinator that navigates through a router: the router's file is what the call site
  /// would name once no app signature passes `#fileID` along.
  private let source = """
    final class LoginScreen: UIViewController {
      init() { super.init(); screenName = "Login" }
      var onLogin: (() -> Void)?
      func tapped() { onLogin?() }
    }
    final class FeedScreen: UIViewController { init() { super.init(); screenName = "Feed" } }
    final class Router {
      let navigationController: UINavigationController
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func push(_ screen: UIViewController) { navigationController.pushViewController(screen, animated: true) }
      func setRoot(_ screens: [UIViewController]) { navigationController.setViewControllers(screens, animated: false) }
    }
    final class AppCoordinator {
      let router: Router
      init(router: Router) { self.router = router }
      func start() {
        let login = LoginScreen()
        login.onLogin = { [weak self] in self?.showFeed() }
        router.setRoot([login])
      }
      func showFeed() { router.push(FeedScreen()) }
    }
    """

  private func transition(_ kind: String, _ origin: String, _ screen: String) -> TransitionRecord {
    let file = origin == "code" ? "App/Router.swift" : nil
    return TransitionRecord(
      kind: kind, origin: origin, screens: [screen], source: file.map { $0 + ":9" }, file: file,
      role: origin == "code" ? "router" : "system", summary: "\(kind) \(screen)")
  }

  private var suite: SuiteResult {
    let steps = [
      StepResult(
        location: "s.scenario:2", line: 2, action: "launch",
        transitions: [transition("setViewControllers", "code", "[Login]")], hierarchy: "[Login]",
        screen: "Login", aliveByRole: [:], failure: nil),
      StepResult(
        location: "s.scenario:3", line: 3, action: "tap login",
        transitions: [transition("push", "code", "Feed")], hierarchy: "[Login > Feed]",
        screen: "Feed", aliveByRole: [:], failure: nil),
      StepResult(
        location: "s.scenario:4", line: 4, action: "back cancelled",
        transitions: [transition("pop", "cancelledBackGesture", "Feed")],
        hierarchy: "[Login > Feed]", screen: "Feed", aliveByRole: [:], failure: nil),
      StepResult(
        location: "s.scenario:5", line: 5, action: "back",
        transitions: [transition("pop", "backGesture", "Feed")], hierarchy: "[Login]",
        screen: "Login", aliveByRole: [:], failure: nil),
      StepResult(
        location: "s.scenario:6", line: 6, action: "open \"app://x\"",
        transitions: [transition("selectTab", "code", "Home")], hierarchy: "[Login]",
        screen: "Login", aliveByRole: [:], failure: nil),
    ]
    let run = ScenarioRun(
      variant: "App", failure: nil, steps: steps, leaks: [], issues: [], appLog: [],
      statistics: RunStatistics())
    return SuiteResult(
      variants: ["App"], files: ["s.scenario"],
      scenarios: [
        ScenarioResult(
          file: "s.scenario", line: 1, title: "t", tags: [], runs: [run], divergence: nil)
      ])
  }

  private func metrics() -> [VariantMetrics] {
    var options = AnalysisOptions()
    options.screenNameProperty = "screenName"
    let analysis = SwiftAnalyzer.analyze(sources: [("App/App.swift", source)], options: options)
    return [VariantMetrics(variant: "App", analysis: analysis)]
  }

  func testATransitionAskedForThroughARouterGoesToTheCoordinatorThatDecidedIt() throws {
    let attribution = DecisionAttribution(suite: suite, metrics: metrics())
    let variant = try XCTUnwrap(attribution.variants.first)
    XCTAssertEqual(variant.deciders.map(\.type), ["AppCoordinator"])
    XCTAssertEqual(variant.deciders.first?.transitions, 2)
    XCTAssertEqual(variant.byRole["coordinator"], 2)
    XCTAssertNil(variant.byRole["router"], "the router only carries the decision out")
    XCTAssertEqual(variant.byRole["system"], 2, "the back swipe and the cancelled one")
    XCTAssertEqual(variant.byRole[DecisionAttribution.unmatched], 1)
    XCTAssertEqual(variant.unmatchedByKind, ["selectTab": 1])
  }

  func testTheStepByStepDetailNamesTheDeciderAndTheRouterItWentThrough() {
    let detail = ScenariosSection.render(
      suite, deciders: DecisionAttribution.labels(suite: suite, metrics: metrics()))
    XCTAssertTrue(detail.contains("`push Feed` ← AppCoordinator (via Router)"), detail)
    XCTAssertTrue(detail.contains("`pop Feed` ← system"), detail)
    XCTAssertTrue(detail.contains("`selectTab Home` ← unmatched (via Router)"), detail)
  }

  func testTheReportNamesTheDecidingTypeAndCountsCancelledGesturesApart() throws {
    let section = NavigationSection.render(suite, metrics: metrics())
    XCTAssertTrue(section.contains("| `AppCoordinator` | coordinator |"), section)
    XCTAssertFalse(section.contains("Router.swift"), section)
    XCTAssertTrue(section.contains("| `pop`"), section)
    let pops = try XCTUnwrap(section.split(separator: "\n").first { $0.hasPrefix("| `pop`") })
    XCTAssertTrue(pops.hasSuffix(" 1 |"), "the cancelled swipe is no pop: \(pops)")
    XCTAssertTrue(section.contains("cancelledBackGesture (no change)"), section)
  }
}

/// Reuse counts contexts as the static graph names triggers.
final class ReuseContextTests: XCTestCase {
  func testOneDeepLinkOpenedOverSeveralScreensIsOneContext() {
    func step(_ action: String, _ kind: String, _ hierarchy: String, _ screen: String) -> StepResult
    {
      StepResult(
        location: "s.scenario:1", line: 1, action: action,
        transitions: [
          TransitionRecord(
            kind: kind, origin: "code", screens: [screen], source: nil, file: nil, role: "",
            summary: "")
        ], hierarchy: hierarchy, screen: screen, aliveByRole: [:], failure: nil)
    }
    let steps = [
      step("launch", "setRoot", "[Feed]", "Feed"),
      step("tap post-1", "push", "[Feed > PostDetail(1)]", "PostDetail(1)"),
      step(
        "open \"app://profile/edit\"", "present", "[Feed > PostDetail(1)] ^ [EditProfile]",
        "EditProfile"),
      step("tap cancel", "dismiss", "[Feed > PostDetail(1)]", "PostDetail(1)"),
      step("tap author", "push", "[Feed > PostDetail(1) > UserProfile(2)]", "UserProfile(2)"),
      step("open \"app://profile/edit\"", "present", "[Feed] ^ [EditProfile]", "EditProfile"),
    ]
    let run = ScenarioRun(
      variant: "App", failure: nil, steps: steps, leaks: [], issues: [], appLog: [],
      statistics: RunStatistics())
    let suite = SuiteResult(
      variants: ["App"], files: ["s.scenario"],
      scenarios: [
        ScenarioResult(
          file: "s.scenario", line: 1, title: "t", tags: [], runs: [run], divergence: nil)
      ])
    let contexts = ReuseSection.contexts(in: suite, variant: "App")
    XCTAssertEqual(contexts["EditProfile"]?.keys.sorted(), ["(deep link)"])
    XCTAssertEqual(contexts["PostDetail"]?.keys.sorted(), ["Feed"])
    XCTAssertEqual(contexts["Feed"]?.keys.sorted(), ["(launch)"])
  }
}
