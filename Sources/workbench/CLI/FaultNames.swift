import Harness

/// Resolves `--fault` names to named mutants, with a did-you-mean when a name is unknown: a
/// mistake named without its variant prefix (`presenterRetainsView`) suggests the selected
/// variants' mutants of that name; a misspelt one the nearest name, with or without its prefix.
enum FaultNames {
  static func resolve(_ name: String, selected variants: [AppVariant]) throws(UsageError)
    -> NamedMutant
  {
    if let named = NamedMutant.named(name) { return named }
    let prefixes = Set(variants.map(\.faultPrefix))
    // The selected variants' mutants first, so a suggestion is one that can be run.
    let all =
      NamedMutant.all.filter { prefixes.contains($0.variant) }
      + NamedMutant.all.filter { !prefixes.contains($0.variant) }
    var suggestions: [String] = []
    if !name.contains(".") {
      let nearest = NearestName.find(name, in: all.map(\.mistake))
      suggestions = all.filter { $0.mistake == nearest && prefixes.contains($0.variant) }
        .map(\.name)
      if suggestions.isEmpty { suggestions = all.filter { $0.mistake == nearest }.map(\.name) }
    } else if let nearest = NearestName.find(name, in: all.map(\.name)) {
      suggestions = [nearest]
    } else if let nearest = NearestName.find(
      String(name.drop { $0 != "." }.dropFirst()), in: all.map(\.mistake))
    {
      suggestions = all.filter { $0.mistake == nearest && prefixes.contains($0.variant) }
        .map(\.name)
    }
    let hint =
      suggestions.isEmpty
      ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
    throw UsageError(
      "unknown named mutant '\(name)'\(hint) (`workbench run faults --help` lists them)")
  }
}
