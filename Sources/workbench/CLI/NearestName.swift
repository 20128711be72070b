import ScenarioLanguage

/// "Did you mean" for command and option names, with the same rule the scenario language uses.
enum NearestName {
  static func find(_ written: String, in candidates: [String]) -> String? {
    Suggestion.nearest(to: written, in: candidates)
  }
}
