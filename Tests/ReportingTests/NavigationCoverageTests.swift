import Harness
import SwiftMetrics
import XCTest

@testable import Reporting

/// The coverage of the static navigation graph: which edges the runs exercised (by screen
/// names, from what triggered each step), and how they compare with the static graph.
final class NavigationCoverageTests: XCTestCase {
  func testTheWindowModelFollowsTheNotationAndTheTransitions() {
    var window = WindowModel(
      notation: "Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(window.visible, "EditProfile")
    window.apply(kind: "dismiss", screens: ["[EditProfile]"])
    XCTAssertEqual(window.visible, "PostDetail")
    window.apply(kind: "selectTab", screens: ["Profile"])
    XCTAssertEqual(window.visible, "MyProfile")
    window.apply(kind: "push", screens: ["Settings"])
    window.apply(kind: "push", screens: ["About"])
    window.apply(kind: "pop", screens: ["About"])
    XCTAssertEqual(window.visible, "Settings")
    window.apply(kind: "setViewControllers", screens: ["[MyProfile]"])
    XCTAssertEqual(window.visible, "MyProfile")
    window.apply(kind: "setRoot", screens: ["[Login]"])
    XCTAssertEqual(window.visible, "Login")
    XCTAssertNil(WindowModel().visible)
  }

  private func step(
    _ action: String, _ transitions: [(String, String, String)], _ hierarchy: String
  )
    -> StepResult
  {
    StepResult(
      location: "s.scenario:1", line: 1, action: action,
      transitions: transitions.map { kind, origin, screen in
        TransitionRecord(
          kind: kind, origin: origin, screens: [screen], source: nil, file: nil, role: "",
          summary: "\(kind) \(screen)")
      }, hierarchy: hierarchy, screen: nil, aliveByRole: [:], failure: nil)
  }

  /// A run as the harness records it: a launch, a push, a user's back swipe (no app code
  /// decides it), a deep link, a presented sheet and its dismissal, tabs set on login.
  private var suite: SuiteResult {
    let steps = [
      step("launch", [("setRoot", "code", "[Login]")], "[Login]"),
      step(
        "tap login",
        [
          ("setViewControllers", "code", "Tabs{Home*:[Feed], Profile:[MyProfile]}"),
          ("setRoot", "code", "Tabs{Home*:[Feed], Profile:[MyProfile]}"),
        ], "Tabs{Home*:[Feed], Profile:[MyProfile]}"),
      step(
        "tap post-3", [("push", "code", "PostDetail(3)")],
        "Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}"),
      step(
        "back", [("pop", "backGesture", "PostDetail(3)")], "Tabs{Home*:[Feed], Profile:[MyProfile]}"
      ),
      step(
        "open \"app://profile/edit\"",
        [("selectTab", "code", "Profile"), ("present", "code", "[EditProfile]")],
        "Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]"),
      step(
        "tap save", [("dismiss", "code", "[EditProfile]")],
        "Tabs{Home:[Feed], Profile*:[MyProfile]}"),
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

  func testExercisedEdgesAreNamedByScreensFromWhatTriggeredEachStep() {
    XCTAssertEqual(
      ExercisedEdges.edges(in: suite, variant: "App").sorted().map(\.description),
      [
        "(deep link) → EditProfile (present)",
        "(launch) → Login (windowRoot)",
        "EditProfile → MyProfile (dismiss)",
        "Feed → PostDetail (push)",
        "Login → Tabs (windowRoot)",
        "Tabs → Feed (tab)",
        "Tabs → MyProfile (tab)",
      ])
  }

  /// The static graph of a small app whose screens name themselves: its tab bar is `Tabs`, its
  /// other screens go by their `screenName`. By hand: 7 static edges; the run exercises 6 of
  /// them (all but Settings' push from MyProfile); the deep link's present is not in the
  /// code, so it is missing from the static graph.
  func testCoverageComparesTheStaticGraphWithTheRunsByScreenName() throws {
    let source = """
      final class Tabs: UITabBarController {}
      final class LoginScreen: UIViewController {
        init() { super.init(); screenName = "Login" }
        var onLogin: (() -> Void)?
        func tapped() { onLogin?() }
      }
      final class FeedScreen: UIViewController { init() { super.init(); screenName = "Feed" } }
      final class DetailScreen: UIViewController { init() { super.init(); screenName = "PostDetail" } }
      final class ProfileScreen: UIViewController { init() { super.init(); screenName = "MyProfile" } }
      final class EditScreen: UIViewController {
        init() { super.init(); screenName = "EditProfile" }
        func save() { dismiss(animated: true) }
      }
      final class SettingsScreen: UIViewController { init() { super.init(); screenName = "Settings" } }
      final class App {
        let window = UIWindow()
        func launch() {
          let login = LoginScreen()
          login.onLogin = { [weak self] in self?.showMain() }
          window.rootViewController = login
        }
        func showMain() {
          let tabs = Tabs()
          let feed = FeedController()
          tabs.setViewControllers([feed.screen, ProfileController().screen], animated: false)
          window.rootViewController = tabs
        }
      }
      final class FeedController {
        let screen = FeedScreen()
        func selected() { screen.navigationController?.pushViewController(DetailScreen(), animated: true) }
      }
      final class ProfileController {
        let screen = ProfileScreen()
        func edit() { screen.present(EditScreen(), animated: true) }
        func settings() { screen.navigationController?.pushViewController(SettingsScreen(), animated: true) }
      }
      """
    var options = AnalysisOptions()
    options.screenNameProperty = "screenName"
    let analysis = SwiftAnalyzer.analyze(sources: [("App/App.swift", source)], options: options)
    let coverage = NavigationCoverage(
      suite: suite, metrics: [VariantMetrics(variant: "App", analysis: analysis)])
    let variant = try XCTUnwrap(coverage.variants.first)
    XCTAssertEqual(
      variant.staticEdges.map(\.description),
      [
        "(launch) → Login (windowRoot)",
        "EditProfile → MyProfile (dismiss)",
        "Feed → PostDetail (push)",
        "Login → Tabs (windowRoot)",
        "MyProfile → EditProfile (present)",
        "MyProfile → Settings (push)",
        "Tabs → Feed (tab)",
        "Tabs → MyProfile (tab)",
      ])
    XCTAssertEqual(variant.exercised, 6)
    XCTAssertEqual(
      variant.neverExercised.map(\.description),
      ["MyProfile → EditProfile (present)", "MyProfile → Settings (push)"])
    XCTAssertEqual(
      variant.missingFromStaticGraph.map(\.description), ["(deep link) → EditProfile (present)"])
  }
}
