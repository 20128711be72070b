import Harness
import SwiftMetrics

/// Plain sentences the data supports, each with its evidence.
enum FindingsSection {
  static func render(_ input: ReportInput) -> String {
    var findings: [String] = []
    if let suite = input.suite {
      findings.append(behaviour(suite))
      findings += navigation(suite, metrics: input.metrics)
      if let gestures = gestures(suite, code: input.gestureCode) { findings.append(gestures) }
    }
    findings += knowledge(input.metrics)
    if let suite = input.suite, let reuse = reuse(suite, metrics: input.metrics) {
      findings.append(reuse)
    }
    findings += size(input.metrics)
    if let tests = testCost(input.testCosts) { findings.append(tests) }
    if let faults = input.faults { findings += faultFindings(faults) }
    var out = ["## Findings", ""]
    out += findings.map { "- " + $0 }
    out.append("")
    let text = out.joined(separator: "\n")
    // With a detail file the findings are in it: test cost stays in the main report, and each
    // fault is listed one by one.
    guard let detail = input.scenarioDetail else { return text }
    return text.replacingOccurrences(
      of: "(#test-cost)", with: "(\(ComparisonReport.reportName(forDetail: detail))#test-cost)"
    ).replacingOccurrences(of: "(#planted-faults)", with: "(#planted-faults-one-by-one)")
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
    let parts = DecisionAttribution(suite: suite, metrics: metrics).variants.compactMap {
      variant -> String? in
      let own = variant.byRole.filter { $0.key != RoleAttribution.system }
      let ownTotal = own.values.reduce(0, +)
      guard ownTotal > 0 else { return nil }
      let ranked = own.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
      return "\(variant.variant): "
        + ranked.map { "\($0.key) \($0.value) (\(Format.percent($0.value, of: ownTotal)))" }
        .joined(separator: ", ")
        + " in \(Format.plural(variant.deciders.count, "type"))"
    }
    guard !parts.isEmpty else { return [] }
    return [
      "**Who decides.** Of the transitions app code asked for, by the deciding type's role: "
        + parts.joined(separator: "; ")
        + " (see [Where navigation lives](#where-navigation-lives))."
    ]
  }

  static func gestures(_ suite: SuiteResult, code: [GestureCode]) -> String? {
    let perVariant = suite.totals.map {
      ($0.variant, $0.byRole[RoleAttribution.system, default: 0], $0.leaks)
    }
    guard let first = perVariant.first, first.1 > 0 else { return nil }
    let leaks = perVariant.map { "\($0.0) \($0.2)" }.joined(separator: ", ")
    let lines = code.map { "\($0.variant) \($0.codeLines)" }.joined(separator: ", ")
    return
      "**User gestures bypass app code.** \(first.1) transitions per variant were back swipes, "
      + "sheet swipes or tab taps (cancelled ones included) that no app code asked for. "
      + (code.isEmpty
        ? ""
        : "Code lines each variant has only to stay leak-free under them: \(lines) (see "
          + "[Gesture code](#gesture-code)). ")
      + "Leaks found: \(leaks)."
  }

  static func knowledge(_ metrics: [VariantMetrics]) -> [String] {
    let variants = TypeCoupling(metrics: metrics).variants
    guard !variants.isEmpty else { return [] }
    let deciding = variants.map { variant in
      "\(variant.variant) \(variant.decidingTypes.count) ("
        + variant.decidingTypes.joined(separator: ", ") + ")"
    }
    return [
      "**Types that decide navigation** (the static graph's deciding types): "
        + deciding.joined(separator: "; ") + " (see [Coupling](#coupling))."
    ]
  }

  static func reuse(_ suite: SuiteResult, metrics: [VariantMetrics]) -> String? {
    guard let variant = suite.variants.first else { return nil }
    let contexts = ReuseSection.contexts(in: suite, variant: variant)
    guard let most = contexts.values.map(\.count).max(), most > 0 else { return nil }
    let screens = contexts.filter { $0.value.count == most }.keys.sorted()
    let coupling = TypeCoupling(metrics: metrics).variants
    let described = screens.map { screen in
      (screens.count > 1 ? "\(screen): " : "")
        + (contexts[screen] ?? [:]).keys.sorted().joined(separator: ", ")
    }.joined(separator: "; ")
    let known = coupling.map { variant in
      "\(variant.variant) "
        + screens.map { (variant.knownBy[$0] ?? []).joined(separator: ", ").ifEmpty("none") }
        .joined(separator: " / ")
    }.joined(separator: "; ")
    let title =
      screens.count == 1
      ? "**The most reused screen is \(screens[0])**, shown in \(most) contexts"
      : "**The most reused screens are \(screens.joined(separator: ", "))**, each shown in "
        + "\(most) contexts"
    return title + " (\(described))"
      + (coupling.isEmpty ? "" : "; known by " + known) + " (see [Reuse](#reuse))."
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
      "**Per folder** (folders of meaningful size; they move with the files): mean instability "
        + metrics.map { "\($0.variant) \(mean(CouplingSection.meaningful($0), \.instability))" }
        .joined(separator: ", ")
        + "; mean distance from the main sequence "
        + metrics.map { "\($0.variant) \(mean(CouplingSection.meaningful($0), \.distance))" }
        .joined(separator: ", ")
        + "; cycles between components "
        + metrics.map { "\($0.variant) \($0.analysis.cycles.count)" }.joined(separator: ", ")
        + " (see [Coupling](#coupling)).",
    ]
  }

  /// What isolating navigation in tests costs each variant, and where it goes.
  static func testCost(_ costs: [TestCost]) -> String? {
    guard !costs.isEmpty else { return nil }
    return "**Test cost.** Navigation unit tests with their doubles: "
      + costs.map { cost in
        "\(cost.variant) \(cost.totalLines) code lines "
          + "(\(Format.plural(cost.unitTests, "test")), \(Format.plural(cost.doubles.count, "double")) "
          + "of \(cost.doubleLines) lines)"
      }.joined(separator: "; ")
      + " (see [Test cost](#test-cost))."
  }

  static func mean(_ components: [ComponentMetrics], _ value: (ComponentMetrics) -> Double?)
    -> String
  {
    let values = components.compactMap(value)
    return values.isEmpty ? "n/a" : Format.fixed(values.reduce(0, +) / Double(values.count))
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
    let once = matrix.entries.filter { $0.caughtBy.count == 1 }
    if !once.isEmpty {
      out.append(
        "**Caught by one scenario only** (a thin net; the failures are in the detail file): "
          + once.map { "\(Format.code($0.fault)) by \($0.caughtBy[0].scenario)" }
          .joined(separator: ", ") + ".")
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
