import Harness
import SwiftMetrics

/// Reuse: where each screen was shown in the scenarios, and what code builds or leads to it.
enum ReuseSection {
  /// Each screen with the contexts it was shown in, and per context the steps (generalised)
  /// that showed it there. A context is what the step acted on, as the static graph names a
  /// trigger: the screen visible before it, `(launch)`, `(deep link)` for any opened link, or
  /// `(event)` for the session's expiry — so one link opened over several screens is one.
  static func contexts(in suite: SuiteResult, variant: String) -> [String: [String: [String]]] {
    var found: [String: [String: Set<String>]] = [:]
    for scenario in suite.scenarios {
      guard let run = scenario.runs.first(where: { $0.variant == variant }) else { continue }
      var previous: String?
      for step in run.steps {
        guard let screen = step.screen else {
          previous = nil
          continue
        }
        let name = baseName(screen)
        if found[name] == nil { found[name] = [:] }
        if screen != previous, buildsAScreen(step) {
          let action = generalized(step.action)
          let command = action.split(separator: " ").drop { $0 == "mid-transition" }.first ?? ""
          let context: String
          switch command {
          case "launch": context = NavigationGraph.launch
          case "open": context = NavigationGraph.deepLink
          case "expire-session": context = NavigationGraph.event
          default: context = previous.map(baseName) ?? NavigationGraph.launch
          }
          found[name, default: [:]][context, default: []].insert(action)
        }
        previous = screen
      }
    }
    return found.mapValues { $0.mapValues { $0.sorted() } }
  }

  /// `3: (deep link) by `open "app://profile/edit"`; MyProfile by `tap edit`; …`.
  static func describe(_ contexts: [String: [String]]) -> String {
    guard !contexts.isEmpty else { return "0 (reached only by a tab, back or dismissal)" }
    return "\(contexts.count): "
      + contexts.sorted { $0.key < $1.key }.map { context, actions in
        context + " by " + actions.map(Format.code).joined(separator: ", ")
      }.joined(separator: "; ")
  }

  /// Steps that put a screen up (push, present, a new stack or root); going back, dismissing,
  /// switching tabs or relaunching only return to one.
  static func buildsAScreen(_ step: StepResult) -> Bool {
    let building: Set<String> = ["push", "present", "setViewControllers", "setRoot"]
    return step.action != "relaunch" && step.transitions.contains { building.contains($0.kind) }
  }

  /// `tap post-3` and `tap post-4` are one context: `tap post-N`.
  static func generalized(_ action: String) -> String {
    var result = ""
    var inNumber = false
    for character in action {
      if character.isASCII && character.isNumber {
        if !inNumber { result.append("N") }
        inNumber = true
      } else {
        result.append(character)
        inNumber = false
      }
    }
    return result
  }

  static func baseName(_ screen: String) -> String {
    screen.split(separator: "(").first.map(String.init) ?? screen
  }

  static func render(_ input: ReportInput) -> String {
    var out = [
      "## Reuse", "",
      "Each screen's [contexts](#definitions), and per variant the types that know it and its own "
        + "types that decide navigation: what reusing it in a new flow touches.", "",
    ]
    guard let suite = input.suite else { return out.joined(separator: "\n") }
    let variants = suite.variants
    let perVariant = variants.map { contexts(in: suite, variant: $0) }
    let coupling = variants.map { name in
      input.metrics.first { $0.variant == name }.map(TypeCoupling.measure)
    }
    let screens = Set(perVariant.flatMap(\.keys)).sorted()
    var table = MarkdownTable(
      ["Screen", "Contexts"] + variants.map { "\($0): known by" }
        + variants.map { "\($0): decides itself" })
    for screen in screens {
      let shown = perVariant.map { $0[screen] ?? [:] }
      let contextCell =
        Set(shown).count == 1
        ? describe(shown[0])
        : zip(variants, shown).map { "\($0): \(describe($1))" }.joined(separator: "<br>")
      let knownBy = coupling.map { variant -> String in
        guard let variant else { return "–" }
        return (variant.knownBy[screen] ?? []).joined(separator: ", ").ifEmpty("none")
      }
      let deciding = coupling.map { variant -> String in
        guard let variant else { return "–" }
        return (variant.decidingOwnTypes[screen] ?? []).joined(separator: ", ").ifEmpty("no")
      }
      table.add([screen, contextCell] + knownBy + deciding)
    }
    out.append(table.rendered)
    out.append("")
    return out.joined(separator: "\n")
  }
}
