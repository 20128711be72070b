import Harness
import SwiftMetrics

/// The screen-to-screen edges the scenarios exercised on one variant, from each run's
/// transition log. An edge's `from` is what triggered the step, as the static graph names it:
/// the screen the user acted on (the visible one before a tap, a typed text, a swipe),
/// `(launch)` for a launch or relaunch, `(deep link)` for an opened link, `(event)` for the
/// session's expiry. Its `to`: what was pushed or presented (a presented stack's root), the
/// new root (`Tabs` for the tab bar), a new stack's top, each tab's root (from `Tabs`), or —
/// for a pop or a dismissal — the screen visible once it is done. Only transitions that app
/// code asked for count: a user's back swipe, sheet swipe or tab tap decides nothing.
enum ExercisedEdges {
  static func edges(in suite: SuiteResult, variant: String) -> Set<NavigationEdgeKey> {
    var result: Set<NavigationEdgeKey> = []
    walk(suite, variant: variant) { _, keys, _ in result.formUnion(keys) }
    return result
  }

  /// Calls `visit` with every transition of the variant's runs, in order, the edges it makes
  /// (none for a user's gesture, none for a step no static edge kind names: a tab selected in
  /// code), and where it is: the scenario's and the step's index.
  static func walk(
    _ suite: SuiteResult, variant: String,
    visit: (TransitionRecord, [NavigationEdgeKey], (scenario: Int, step: Int)) -> Void
  ) {
    for (scenarioIndex, scenario) in suite.scenarios.enumerated() {
      guard let run = scenario.runs.first(where: { $0.variant == variant }) else { continue }
      var window = WindowModel()
      for (stepIndex, step) in run.steps.enumerated() {
        let position = (scenario: scenarioIndex, step: stepIndex)
        // `mid-transition STEP` is STEP, acted on before the last one's animation ended.
        let words = step.action.split(separator: " ").drop { $0 == "mid-transition" }
        let command = words.first.map(String.init) ?? ""
        let trigger: String?
        switch command {
        case "launch", "relaunch":
          window = WindowModel()
          trigger = NavigationGraph.launch
        case "open": trigger = NavigationGraph.deepLink
        case "expire-session": trigger = NavigationGraph.event
        default: trigger = window.visible
        }
        for transition in step.transitions {
          window.apply(kind: transition.kind, screens: transition.screens)
          guard transition.origin == "code", let trigger else {
            visit(transition, [], position)
            continue
          }
          visit(transition, edges(of: transition, trigger: trigger, window: window), position)
        }
        // The log is the truth of each transition; the step's hierarchy that of the window.
        window = WindowModel(notation: step.hierarchy)
      }
    }
  }

  /// The edges one transition makes, with the window as it is right after it.
  static func edges(of transition: TransitionRecord, trigger: String, window: WindowModel)
    -> [NavigationEdgeKey]
  {
    let node = transition.screens.first.flatMap(WindowModel.node)
    func edge(_ to: String?, _ kind: NavigationEdgeKind) -> [NavigationEdgeKey] {
      to.map { [NavigationEdgeKey(from: trigger, to: $0, kind: kind.rawValue)] } ?? []
    }
    switch transition.kind {
    case "push": return edge(node.flatMap(WindowModel.first(in:)), .push)
    case "present": return edge(node.flatMap(WindowModel.first(in:)), .present)
    case "setRoot": return edge(node.flatMap(WindowModel.first(in:)), .windowRoot)
    case "setViewControllers":
      guard let node else { return [] }
      if case .tabs(let tabs) = node {
        return tabs.compactMap { tab in
          WindowModel.first(in: tab.node).map {
            NavigationEdgeKey(from: "Tabs", to: $0, kind: NavigationEdgeKind.tab.rawValue)
          }
        }
      }
      return edge(WindowModel.visible(in: node), .setViewControllers)
    case "pop": return edge(window.visible, .pop)
    case "popToRoot": return edge(window.visible, .popToRoot)
    case "popTo": return edge(window.visible, .popTo)
    case "dismiss": return edge(window.visible, .dismiss)
    default: return []
    }
  }
}
