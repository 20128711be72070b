import Harness

/// Per scenario, a side-by-side table of what each step did on each variant. Passing,
/// equivalent scenarios are folded so that a long suite stays readable.
enum ScenariosSection {
  /// One row per scenario, linking to the step-by-step detail in its own file.
  static func summary(_ suite: SuiteResult, detail: String) -> String {
    let clean = suite.scenarios.filter { $0.passed && $0.equivalent }.count
    var out = [
      "## Scenarios", "",
      "\(Format.plural(suite.scenarios.count, "scenario")); \(clean) passed on every variant with "
        + "identical hierarchies after every step. Step by step, with each variant's "
        + "transitions and who decided each: [\(detail)](\(detail)).", "",
    ]
    // Rows that read the same on every variant say nothing the sentence above does not.
    let differing = suite.scenarios.filter { !($0.passed && $0.equivalent) }
    guard !differing.isEmpty else { return out.joined(separator: "\n") }
    var table = MarkdownTable(
      ["Scenario", "Where"] + suite.variants + ["Equivalent", "Transitions"],
      alignments: [.left, .left] + suite.variants.map { _ in .left } + [.left, .right])
    for scenario in differing {
      let transitions = Set(scenario.runs.map(\.statistics.transitions))
      table.add(
        [Format.text(scenario.title), Format.text(scenario.location)]
          + suite.variants.map { variant in
            guard let run = scenario.runs.first(where: { $0.variant == variant }) else {
              return "–"
            }
            return run.passed ? "pass" : "**FAIL**"
          }
          + [
            scenario.equivalent ? "yes" : "**no**",
            transitions.count == 1
              ? "\(transitions.first!)"
              : scenario.runs.map { "\($0.statistics.transitions)" }.joined(separator: " / "),
          ])
    }
    out += [table.rendered, ""]
    return out.joined(separator: "\n")
  }

  /// `deciders`: per variant, the type that decided each transition (``DecisionAttribution``);
  /// without them, each transition names the file that asked for it.
  static func render(_ suite: SuiteResult, deciders: [String: DecisionAttribution.Labels] = [:])
    -> String
  {
    var out = ["## Scenarios", ""]
    let clean = suite.scenarios.filter { $0.passed && $0.equivalent }.count
    out.append(
      "\(Format.plural(suite.scenarios.count, "scenario")); \(clean) passed on every variant "
        + "with identical hierarchies after every step (folded below). Transitions are written "
        + (deciders.isEmpty
          ? "`kind screens` with the file that asked for them (`system` for a user's gesture); "
          : "`kind screens` ← the type that decided them (as in Where navigation lives), and "
            + "the file that asked for them when it is another; ")
        + "the hierarchy is shown once when the variants agree, once per variant when they "
        + "do not (⚠).")
    out.append("")
    var currentFile = ""
    for (index, scenario) in suite.scenarios.enumerated() {
      if scenario.file != currentFile {
        currentFile = scenario.file
        out += ["### \(Format.text(scenario.file))", ""]
      }
      out.append(
        render(
          scenario, variants: suite.variants,
          deciders: deciders.mapValues { index < $0.count ? $0[index] : [] }))
      out.append("")
    }
    return out.joined(separator: "\n")
  }

  static func render(
    _ scenario: ScenarioResult, variants: [String], deciders: [String: [[String]]] = [:]
  ) -> String {
    let folded = scenario.passed && scenario.equivalent
    let tags = scenario.tags.map { " @" + $0 }.joined()
    let verdicts = scenario.runs.map { run in
      "\(run.variant) \(run.passed ? "pass" : "FAIL"), \(Format.plural(run.statistics.transitions, "transition"))"
    }
    let comparison =
      scenario.equivalent ? "equivalent" : "DIVERGED at \(scenario.divergence!.location)"
    let heading =
      "\(Format.text(scenario.title)) — \(Format.text(scenario.location))\(tags) — "
      + (verdicts + (scenario.runs.count > 1 ? [comparison] : [])).joined(separator: "; ")
    var out: [String] = []
    if folded {
      out += ["<details>", "<summary>\(heading)</summary>", ""]
    } else {
      out += ["#### ⚠ \(heading)", ""]
    }
    for run in scenario.runs {
      if let failure = run.failure {
        out.append(
          "- **\(run.variant) failed** at \(failure.location) (\(failure.kind.rawValue)): \(Format.text(failure.message))"
        )
      }
      for leak in run.leaks {
        out.append("- **\(run.variant) leak:** \(Format.text(leak.description))")
      }
    }
    if !scenario.runs.allSatisfy(\.passed) { out.append("") }
    for run in scenario.runs {
      out.append("- \(run.variant): " + statistics(run.statistics))
    }
    out.append("")
    var table = MarkdownTable(
      ["Step", "Action"] + variants.map { "\($0) transitions" } + ["Hierarchy after"])
    let length = scenario.runs.map(\.steps.count).max() ?? 0
    for index in 0..<length {
      let steps = scenario.runs.map { index < $0.steps.count ? $0.steps[index] : nil }
      guard let first = steps.compactMap({ $0 }).first else { continue }
      let transitions = variants.map { variant -> String in
        guard let position = scenario.runs.firstIndex(where: { $0.variant == variant }),
          let step = steps[position]
        else { return "(not run)" }
        let labels = deciders[variant].flatMap { index < $0.count ? $0[index] : nil } ?? []
        return step.transitions.enumerated().map { offset, transition in
          describe(transition, decider: offset < labels.count ? labels[offset] : nil)
        }.joined(separator: "<br>")
      }
      let hierarchies = steps.map { $0?.hierarchy ?? ScenarioComparator.notRun }
      let hierarchy: String
      if Set(hierarchies).count == 1 {
        hierarchy = Format.code(hierarchies[0])
      } else {
        hierarchy =
          "⚠ "
          + zip(scenario.runs, hierarchies).map { "\($0.variant): \(Format.code($1))" }
          .joined(separator: "<br>")
      }
      let place = first.location.split(separator: "/").last.map(String.init) ?? first.location
      table.add([place, Format.code(first.action)] + transitions + [hierarchy])
    }
    out.append(table.rendered)
    if folded { out += ["", "</details>"] }
    return out.joined(separator: "\n")
  }

  /// Depth, objects created by role, peak alive: what a run cost in objects.
  static func statistics(_ statistics: RunStatistics) -> String {
    let created = statistics.createdByRole.sorted { $0.key < $1.key }.map {
      "\($0.key) \($0.value)"
    }
    return "max depth \(statistics.maxDepth); objects created: "
      + (created.isEmpty ? "none" : created.joined(separator: ", "))
      + "; peak alive \(statistics.peakAlive)"
  }

  /// `push PostDetail(3)` ← FeedWireframe; with its decider, `push Feed` ← HomeCoordinator
  /// (via NavigationRouter) when the call came from another file.
  static func describe(_ transition: TransitionRecord, decider: String? = nil) -> String {
    let file = transition.file.map { Format.fileStem($0) }
    guard let decider else {
      return Format.code(transition.summary) + " ← " + (file ?? transition.role)
    }
    let via = file.map { $0 == decider ? "" : " (via \($0))" } ?? ""
    return Format.code(transition.summary) + " ← " + decider + via
  }
}
