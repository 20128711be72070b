/// The Markdown comparison report an architecture review reads: verdict first, then where
/// navigation lives, reuse, coupling, every scenario side by side, planted faults, findings and
/// definitions. Deterministic: the same input gives the same bytes.
public enum ComparisonReport {
  public static func render(_ input: ReportInput) -> String {
    var sections = [HeaderSection.render(input), VerdictSection.render(input)]
    if let suite = input.suite {
      sections.append(NavigationSection.render(suite, metrics: input.metrics))
      sections.append(ReuseSection.render(input))
    }
    if !input.metrics.isEmpty { sections.append(CouplingSection.render(input)) }
    sections += NavigationCoverageSection.render(input)
    if let suite = input.suite { sections.append(ScenariosSection.render(suite)) }
    if let faults = input.faults { sections.append(FaultsSection.render(faults)) }
    sections.append(FindingsSection.render(input))
    sections.append(DefinitionsSection.text)
    return sections.joined(separator: "\n").replacingOccurrences(of: "\n\n\n", with: "\n\n")
  }
}
