/// Two or more variants are equivalent on a scenario when their windows are identical (in the
/// hierarchy notation) after every step — which needs them to have run the same steps.
public enum ScenarioComparator {
  public static let notRun = "(not run)"

  public static func firstDivergence(of runs: [ScenarioRun]) -> Divergence? {
    guard runs.count > 1 else { return nil }
    let length = runs.map(\.steps.count).max() ?? 0
    for index in 0..<length {
      let hierarchies = runs.map { index < $0.steps.count ? $0.steps[index].hierarchy : notRun }
      if Set(hierarchies).count > 1 {
        let step = runs.first { index < $0.steps.count }!.steps[index]
        var byVariant: [String: String] = [:]
        for (run, hierarchy) in zip(runs, hierarchies) { byVariant[run.variant] = hierarchy }
        return Divergence(location: step.location, action: step.action, hierarchies: byVariant)
      }
    }
    return nil
  }
}
