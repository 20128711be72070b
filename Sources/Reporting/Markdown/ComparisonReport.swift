/// The Markdown comparison report an architecture review reads: the short answer and the
/// decision table first, then size by layer, change cost, where navigation lives, the
/// mistakes each pattern allows, reuse, coupling, a row per scenario, findings, caveats and
/// definitions. The step-by-step detail of every scenario is a document of its own
/// (``renderScenarioDetail(_:)``). Deterministic: the same input gives the same bytes.
public enum ComparisonReport {
  public static func render(_ input: ReportInput) -> String {
    var sections = [
      AnswerSection.render(input), DecisionTableSection.render(input),
    ]
    if !input.layers.isEmpty { sections.append(LayerSizeSection.render(input.layers)) }
    if let changes = input.changes {
      sections.append(ChangeCostSection.render(changes, detail: input.scenarioDetail))
    }
    if !input.testCosts.isEmpty { sections.append(TestCostSection.render(input.testCosts)) }
    if let suite = input.suite {
      sections.append(NavigationSection.render(suite, metrics: input.metrics))
    }
    sections += NavigationCoverageSection.render(input)
    if let faults = input.faults {
      sections.append(FaultsSection.render(faults, detail: input.scenarioDetail))
    }
    if let study = input.assumptions {
      sections.append(AssumptionsSection.render(study, variants: input.variants))
    }
    if !input.gestureCode.isEmpty { sections.append(GestureCodeSection.render(input.gestureCode)) }
    if input.suite != nil { sections.append(ReuseSection.render(input)) }
    if !input.metrics.isEmpty {
      sections.append(CouplingSection.render(input))
      if input.scenarioDetail == nil { sections.append(CouplingSection.renderDetail(input)) }
    }
    if let suite = input.suite {
      sections.append(
        input.scenarioDetail.map { ScenariosSection.summary(suite, detail: $0) }
          ?? ScenariosSection.render(
            suite, deciders: DecisionAttribution.labels(suite: suite, metrics: input.metrics)))
    }
    sections.append(FindingsSection.render(input))
    sections.append(CaveatsSection.text)
    sections.append(DefinitionsSection.text)
    let body = sections.joined(separator: "\n")
    let contents =
      "Contents: "
      + body.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { line in
        let title = String(line.dropFirst(3))
        return "[\(title)](#\(Format.anchor(title)))"
      }.joined(separator: " · ")
    return ProseWrap.wrap(
      (HeaderSection.render(input) + "\n" + contents + "\n\n" + body)
        .replacingOccurrences(of: "\n\n\n", with: "\n\n"))
  }

  /// Every scenario step by step on every variant — the detail behind the report's one row per
  /// scenario — then Martin's metrics per folder with the wiring diagrams, and the planted
  /// faults one by one with the fault × scenario grid.
  public static func renderScenarioDetail(_ input: ReportInput) -> String {
    guard let suite = input.suite else { return "" }
    var parts = [
      ScenariosSection.render(
        suite, deciders: DecisionAttribution.labels(suite: suite, metrics: input.metrics))
    ]
    if let changes = input.changes,
      changes.rows.contains(where: { $0.costs.contains { $0 != nil } })
    {
      parts.append(ChangeCostSection.renderDetail(changes))
    }
    if !input.metrics.isEmpty { parts.append(CouplingSection.renderDetail(input)) }
    if let faults = input.faults { parts.append(FaultsSection.renderDetail(faults)) }
    return ProseWrap.wrap(
      (HeaderSection.render(input) + parts.joined(separator: "\n"))
        .replacingOccurrences(
          of: " — comparison report\n", with: " — every scenario, step by step, and the detail\n"
        )
        .replacingOccurrences(of: "\n\n\n", with: "\n\n"))
  }
}
