import Harness
import SwiftMetrics

/// Plain sentences the data supports, each with its evidence.
enum FindingsSection {
  static func render(_ input: ReportInput) -> String {
    var findings: [String] = []
    if let suite = input.suite {
      findings.append(behaviour(suite))
      findings += navigation(suite, metrics: input.metrics)
      if let gestures = gestures(suite) { findings.append(gestures) }
    }
    findings += knowledge(input.metrics)
    if let suite = input.suite, let reuse = reuse(suite, metrics: input.metrics) {
      findings.append(reuse)
    }
    findings += size(input.metrics)
    if let faults = input.faults { findings += faultFindings(faults) }
    var out = ["## Findings", ""]
    out += findings.map { "- " + $0 }
    out.append("")
    return out.joined(separator: "\n")
  }

  static func behaviour(_ suite: SuiteResult) -> String {
    let count = suite.scenarios.count
    let failed = suite.scenarios.filter { !$0.passed }
    let diverged = suite.scenarios.filter { !$0.equivalent }
    if failed.isEmpty && diverged.isEmpty {
      return
        "**Same app.** Every variant passes all \(count) scenarios, and their hierarchies are "
        + "identical after every one of their steps (see [Scenarios](#scenarios))."
    }
    var parts: [String] = []
    if !failed.isEmpty {
      parts.append(
        "\(Format.plural(failed.count, "scenario")) \(failed.count == 1 ? "fails" : "fail"): "
          + failed.map { scenario in
            let who = scenario.runs.filter { !$0.passed }.map(\.variant).joined(separator: ", ")
            return "\(Format.text(scenario.title)) (\(scenario.location), \(who))"
          }.joined(separator: "; "))
    }
    if !diverged.isEmpty {
      parts.append(
        "\(Format.plural(diverged.count, "scenario")) \(diverged.count == 1 ? "diverges" : "diverge"): "
          + diverged.map { "\(Format.text($0.title)) at \($0.divergence!.location)" }.joined(
            separator: "; "))
    }
    return "**The variants differ.** " + parts.joined(separator: ". ") + "."
  }

  static func navigation(_ suite: SuiteResult, metrics: [VariantMetrics]) -> [String] {
    DecisionAttribution(suite: suite, metrics: metrics).variants.compactMap { variant in
      let own = variant.byRole.filter { $0.key != RoleAttribution.system }
      let ownTotal = own.values.reduce(0, +)
      guard ownTotal > 0 else { return nil }
      let ranked = own.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
      let described = ranked.map {
        "\($0.key) \($0.value) (\(Format.percent($0.value, of: ownTotal)))"
      }
      return
        "**\(variant.variant)'s navigation is decided by \(ranked[0].key)s.** Of its \(ownTotal) "
        + "transitions asked for by app code: " + described.joined(separator: ", ")
        + "; \(Format.plural(variant.deciders.count, "type")) decide them (see "
        + "[Where navigation lives](#where-navigation-lives))."
    }
  }

  static func gestures(_ suite: SuiteResult) -> String? {
    let perVariant = suite.totals.map {
      ($0.variant, $0.byRole[RoleAttribution.system, default: 0], $0.leaks)
    }
    guard let first = perVariant.first, first.1 > 0 else { return nil }
    let leaks = perVariant.map { "\($0.0) \($0.2)" }.joined(separator: ", ")
    return
      "**User gestures bypass app code.** \(first.1) transitions per variant were back swipes, "
      + "sheet swipes or tab re-taps that no app code asked for; each variant has to clean up "
      + "after them on its own. Leaks found: \(leaks)."
  }

  static func knowledge(_ metrics: [VariantMetrics]) -> [String] {
    metrics.map { metric in
      let screens = metric.analysis.screensKnown
      let knowing = screens.filter { $0.count > 0 }.sorted {
        ($1.count, $0.screen) < ($0.count, $1.screen)
      }
      let mean = metric.screensKnownPerScreen.map { Format.fixed($0) } ?? "n/a"
      if knowing.isEmpty {
        let navigators = metric.ownTypes.filter { $0.navigationAware }.map(\.name).sorted()
        return
          "**\(metric.variant)'s screens know no other screen** (screens known per screen: "
          + "\(mean)); navigation knowledge sits in \(Format.plural(navigators.count, "navigation-aware type")): "
          + navigators.joined(separator: ", ") + "."
      }
      let examples = knowing.prefix(4).map { screen in
        "\(screen.screen) knows "
          + screen.known.map { known in
            "\(known.screen) (through \(known.through.joined(separator: ", ")))"
          }.joined(separator: ", ")
      }
      return
        "**\(metric.variant)'s screens know each other**: \(knowing.count) of \(screens.count) "
        + "screens reference other screens (screens known per screen: \(mean)). "
        + examples.joined(separator: "; ") + "."
    }
  }

  static func reuse(_ suite: SuiteResult, metrics: [VariantMetrics]) -> String? {
    guard let variant = suite.variants.first else { return nil }
    let contexts = ReuseSection.contexts(in: suite, variant: variant)
    guard
      let (screen, shown) = contexts.filter({ $0.key != "Feed" && $0.key != "Login" })
        .max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) })
    else { return nil }
    let sites = metrics.map { metric in
      let files = Set(
        metric.referencers(ofScreen: screen).map { Format.fileStem($0.file) })
      return "\(metric.variant) from "
        + (files.isEmpty ? "nowhere else" : files.sorted().joined(separator: ", "))
    }
    return
      "**\(screen) is the most reused screen**, shown in \(shown.count) contexts "
      + "(" + shown.prefix(5).joined(separator: "; ") + (shown.count > 5 ? "; …" : "") + "). "
      + "It is referenced " + sites.joined(separator: "; ") + " (see [Reuse](#reuse))."
  }

  static func size(_ metrics: [VariantMetrics]) -> [String] {
    guard metrics.count >= 2, let first = metrics.first else { return [] }
    let a = first.analysis.totals
    let sizes = metrics.map { metric in
      let totals = metric.analysis.totals
      return "\(metric.variant) has \(totals.codeLines) code lines in \(totals.files) files and "
        + "\(totals.protocols) protocols"
    }
    let changes = metrics.dropFirst().compactMap { metric -> String? in
      let b = metric.analysis.totals
      guard a.codeLines != 0, a.codeLines != b.codeLines else { return nil }
      let percent = 100 * Double(b.codeLines - a.codeLines) / Double(a.codeLines)
      return "\(metric.variant) is \(Format.fixed(abs(percent), decimals: 1))% "
        + (percent < 0 ? "smaller" : "larger")
    }
    let change =
      changes.isEmpty
      ? "" : ": " + changes.joined(separator: ", ") + " than \(first.variant) in code lines"
    return [
      "**Size.** " + sizes.joined(separator: "; ") + change + ". "
        + "All build on the same \(a.sharedCodeLines) shared lines.",
      "**Coupling.** Mean instability: "
        + metrics.map { "\($0.variant) \($0.meanInstability.map { Format.fixed($0) } ?? "n/a")" }
        .joined(separator: ", ")
        + "; mean distance from the main sequence: "
        + metrics.map { "\($0.variant) \($0.meanDistance.map { Format.fixed($0) } ?? "n/a")" }
        .joined(separator: ", ")
        + "; cycles between components: "
        + metrics.map { "\($0.variant) \($0.analysis.cycles.count)" }.joined(separator: ", ")
        + " (see [Coupling](#coupling)).",
    ]
  }

  static func faultFindings(_ matrix: FaultMatrix) -> [String] {
    var out: [String] = []
    let survivors = matrix.survivors
    if survivors.isEmpty {
      out.append(
        "**Every planted fault is caught** (\(matrix.entries.count) of \(matrix.entries.count); see [Planted faults](#planted-faults))."
      )
    } else {
      out.append(
        "**\(Format.plural(survivors.count, "planted fault")) \(survivors.count == 1 ? "survives" : "survive") the suite:** "
          + survivors.map { Format.code($0.fault) }.joined(separator: ", ") + ".")
    }
    if let catalogue = catalogueFinding(matrix) { out.append(catalogue) }
    for entry in matrix.entries where entry.caughtBy.count == 1 {
      let only = entry.caughtBy[0]
      out.append(
        "\(Format.code(entry.fault)) is caught by one scenario only: \(Format.text(only.title)) "
          + "(\(only.scenario)) — \(Format.text(only.failure.message))")
    }
    return out
  }

  /// How many of the catalogue's mistakes each variant's pattern leaves no place for.
  private static func catalogueFinding(_ matrix: FaultMatrix) -> String? {
    guard let variants = matrix.catalogue.first?.cells.map(\.variant) else { return nil }
    let counts = variants.map { variant in
      let impossible = matrix.catalogue.filter { row in
        row.cells.contains { $0.variant == variant && $0.status == .cannotHappen }
      }
      return "\(variant) \(impossible.count)"
    }
    return "**Of \(matrix.catalogue.count) classic mistakes, the pattern leaves no place for** "
      + counts.joined(separator: ", ")
      + " (each with its reason in [Planted faults](#planted-faults))."
  }
}
