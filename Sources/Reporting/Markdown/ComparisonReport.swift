/// The Markdown comparison report an architecture review reads: verdict first, then where
/// navigation lives, reuse, coupling, every scenario side by side, planted faults, findings and
/// definitions. Deterministic: the same input gives the same bytes.
public enum ComparisonReport {
  public static func render(_ input: ReportInput) -> String {
    var sections = [
      HeaderSection.render(input), AnswerSection.render(input), DecisionTableSection.render(input),
    ]
    if !input.layers.isEmpty { sections.append(LayerSizeSection.render(input.layers)) }
    if let suite = input.suite {
      sections.append(NavigationSection.render(suite, metrics: input.metrics))
      sections.append(ReuseSection.render(input))
    }
    if !input.metrics.isEmpty { sections.append(CouplingSection.render(input)) }
    if let changes = input.changes { sections.append(ChangeCostSection.render(changes)) }
    if let suite = input.suite { sections.append(ScenariosSection.render(suite)) }
    if let faults = input.faults { sections.append(FaultsSection.render(faults)) }
    sections.append(FindingsSection.render(input))
    sections.append(DefinitionsSection.text)
    return sections.joined(separator: "\n").replacingOccurrences(of: "\n\n\n", with: "\n\n")
  }
}
