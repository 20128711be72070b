import Harness
import Townsquare

/// Resolves `--plant` names, with a did-you-mean when a name is unknown: a mistake named without
/// its variant prefix (`presenterRetainsView`) suggests the selected variants' faults of that
/// name; a misspelt one the nearest fault, with or without its prefix.
enum FaultNames {
  static func resolve(_ name: String, selected variants: [AppVariant]) throws(UsageError)
    -> PlantedFault
  {
    if let fault = PlantedFault(rawValue: name) { return fault }
    let prefixes = Set(variants.map(\.faultPrefix))
    // Faults of the selected variants first, so a suggestion is one that can be planted.
    let faults =
      PlantedFault.all.filter { prefixes.contains($0.variant) }
      + PlantedFault.all.filter { !prefixes.contains($0.variant) }
    let mistake = { (fault: PlantedFault) in String(fault.rawValue.drop { $0 != "." }.dropFirst()) }
    var suggestions: [String] = []
    if !name.contains(".") {
      let nearest = NearestName.find(name, in: faults.map(mistake))
      suggestions = faults.filter { mistake($0) == nearest && prefixes.contains($0.variant) }
        .map(\.rawValue)
      if suggestions.isEmpty {
        suggestions = faults.filter { mistake($0) == nearest }.map(\.rawValue)
      }
    } else if let nearest = NearestName.find(name, in: faults.map(\.rawValue)) {
      suggestions = [nearest]
    } else if let nearest = NearestName.find(
      String(name.drop { $0 != "." }.dropFirst()), in: faults.map(mistake))
    {
      suggestions = faults.filter { mistake($0) == nearest && prefixes.contains($0.variant) }
        .map(\.rawValue)
    }
    let hint =
      suggestions.isEmpty
      ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
    throw UsageError(
      "unknown planted fault '\(name)'\(hint) (`workbench run faults --help` lists them)")
  }
}
