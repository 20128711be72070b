/// The Markdown comparison report an architecture review reads: the answer first, the design,
/// the 2 × 2 grids with the rule the answer follows, change cost, test cost, the planted
/// faults and the scenarios in a sentence. Reference material (size by layer, navigation by
/// kind, coverage, reuse, coupling, every scenario step by step, findings, definitions) is a
/// document of its own (``renderScenarioDetail(_:)``), linked; without one it follows the main
/// sections. Deterministic: the same input gives the same bytes.
public enum ComparisonReport {
  public static func render(_ input: ReportInput) -> String {
    var sections = [AnswerSection.render(input), DesignSection.render(input)]
    sections.append(GridSection.render(input))
    if let changes = input.changes {
      sections.append(ChangeCostSection.render(changes, input: input))
    }
    if !input.testCosts.isEmpty {
      sections.append(TestCostSection.render(input.testCosts, mutation: input.mutation))
    }
    if let mutants = MutantsSection.render(input) { sections.append(mutants) }
    if let faults = input.faults {
      sections.append(FaultsSection.render(faults, detail: input.scenarioDetail))
    }
    if let study = input.assumptions {
      sections.append(AssumptionsSection.render(study, variants: input.variants))
    }
    if let detail = input.scenarioDetail {
      if let suite = input.suite {
        sections.append(ScenariosSection.summary(suite, detail: detail))
      }
      sections.append(
        "## Reference\n\nIn [\(detail)](\(detail)): every scenario step by step, size by layer, "
          + "each request's cost by layer, where navigation lives by kind and origin, navigation "
          + "coverage, gesture code, reuse, coupling with Martin's metrics per folder, each planted "
          + "fault, findings and the definitions.\n")
    } else {
      sections += reference(input)
    }
    let body = sections.joined(separator: "\n")
    return ProseWrap.wrap(
      (HeaderSection.render(input) + "\n" + contents(body) + "\n\n" + body)
        .replacingOccurrences(of: "\n\n\n", with: "\n\n"))
  }

  /// A link to each section.
  static func contents(_ body: String) -> String {
    "Contents: "
      + body.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { line in
        let title = String(line.dropFirst(3))
        return "[\(title)](#\(Format.anchor(title)))"
      }.joined(separator: " · ")
  }

  /// The reference sections, in the detail file or, without one, after the main sections.
  static func reference(_ input: ReportInput) -> [String] {
    var sections: [String] = []
    if let suite = input.suite {
      sections.append(
        ScenariosSection.render(
          suite, deciders: DecisionAttribution.labels(suite: suite, metrics: input.metrics)))
    }
    if !input.layers.isEmpty { sections.append(LayerSizeSection.render(input.layers)) }
    if let changes = input.changes,
      changes.rows.contains(where: { $0.costs.contains { $0 != nil } })
    {
      sections.append(ChangeCostSection.renderDetail(changes))
    }
    if let suite = input.suite {
      sections.append(NavigationSection.render(suite, metrics: input.metrics))
    }
    sections += NavigationCoverageSection.render(input)
    if !input.gestureCode.isEmpty { sections.append(GestureCodeSection.render(input.gestureCode)) }
    if input.suite != nil { sections.append(ReuseSection.render(input)) }
    if !input.metrics.isEmpty {
      sections.append(CouplingSection.render(input))
      sections.append(CouplingSection.renderDetail(input))
    }
    if input.scenarioDetail != nil, let faults = input.faults {
      sections.append(FaultsSection.renderDetail(faults))
    }
    if let mutation = input.mutation, let named = MutantsSection.renderDetail(mutation) {
      sections.append(named)
    }
    sections.append(FindingsSection.render(input))
    sections.append(CaveatsSection.text)
    sections.append(DefinitionsSection.text)
    return sections
  }

  /// The main report's file name for its detail file's (`scenarios.md` → `comparison.md`,
  /// `x-scenarios.md` → `x.md`), as the command names the detail after the report.
  static func reportName(forDetail detail: String) -> String {
    if detail == "scenarios.md" { return "comparison.md" }
    return detail.hasSuffix("-scenarios.md")
      ? String(detail.dropLast("-scenarios.md".count)) + ".md" : detail
  }

  /// The detail file: every scenario step by step on every variant, then the reference
  /// sections the main report links to.
  public static func renderScenarioDetail(_ input: ReportInput) -> String {
    guard input.suite != nil else { return "" }
    let body = reference(input).joined(separator: "\n")
    return ProseWrap.wrap(
      (HeaderSection.render(input) + "\n" + contents(body) + "\n\n" + body)
        .replacingOccurrences(
          of: " — comparison report\n", with: " — every scenario, step by step, and the detail\n"
        )
        .replacingOccurrences(of: "\n\n\n", with: "\n\n"))
  }
}
