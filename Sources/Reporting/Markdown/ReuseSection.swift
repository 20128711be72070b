import Harness

/// Reuse: where each screen was shown in the scenarios, and what code builds or leads to it.
enum ReuseSection {
  /// Each screen with the distinct ways it was reached: `action` from the previous screen.
  static func contexts(in suite: SuiteResult, variant: String) -> [String: [String]] {
    var found: [String: Set<String>] = [:]
    for scenario in suite.scenarios {
      guard let run = scenario.runs.first(where: { $0.variant == variant }) else { continue }
      var previous: String?
      for step in run.steps {
        if let screen = step.screen { found[baseName(screen), default: []].formUnion([]) }
        guard let screen = step.screen else {
          previous = nil
          continue
        }
        let name = baseName(screen)
        if screen != previous, buildsAScreen(step) {
          let from = previous.map { " from \(baseName($0))" } ?? ""
          found[name, default: []].insert(Format.code(generalized(step.action)) + from)
        }
        previous = screen
      }
    }
    return found.mapValues { $0.sorted() }
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
      "Each screen with the contexts that showed it in the scenarios (the step that made it the "
        + "visible screen by pushing, presenting or setting a stack or root, and the screen before), and per variant the code outside the screen "
        + "that references it — what builds it or navigates to it. Reusing a screen in a new flow "
        + "means touching those files (and, where the screen itself navigates, its own).", "",
    ]
    guard let suite = input.suite else { return out.joined(separator: "\n") }
    let variants = suite.variants
    let perVariant = variants.map { contexts(in: suite, variant: $0) }
    let screens = Set(perVariant.flatMap(\.keys)).sorted()
    var table = MarkdownTable(
      ["Screen", "Shown in contexts"] + variants.map { "\($0): referenced by" }
        + variants.map { "\($0): navigates itself" })
    for screen in screens {
      let shown = perVariant.map { $0[screen] ?? [] }
      let contextCell: String
      if Set(shown).count == 1 {
        contextCell =
          shown[0].isEmpty
          ? "0 (reached only by a tab, back or dismissal)"
          : "\(shown[0].count): " + shown[0].joined(separator: "; ")
      } else {
        contextCell = zip(variants, shown).map { "\($0): \($1.joined(separator: "; "))" }
          .joined(separator: "<br>")
      }
      let metrics = variants.map { name in input.metrics.first { $0.variant == name } }
      let referencedBy = metrics.map { metric -> String in
        guard let metric else { return "–" }
        let files = Set(metric.referencers(ofScreen: screen).map(\.file)).sorted()
        return files.isEmpty ? "none" : files.map(Format.fileStem).joined(separator: ", ")
      }
      let navigates = metrics.map { metric -> String in
        guard let metric else { return "–" }
        let types = metric.navigators(inScreen: screen).map(\.name)
        return types.isEmpty ? "no" : types.joined(separator: ", ")
      }
      table.add([screen, contextCell] + referencedBy + navigates)
    }
    out.append(table.rendered)
    out.append("")
    return out.joined(separator: "\n")
  }
}
