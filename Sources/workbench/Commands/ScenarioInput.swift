import Harness
import ScenarioLanguage
import Townsquare

/// The options every scenario command shares: which scripts, which variants, which tags.
struct ScenarioInput {
  static let defaultPath = "Scenarios"
  static let options = ["--variant", "--tag"]

  let paths: [String]
  let variants: [AppVariant]
  let tags: [String]
  /// Whether the command line named scripts (else the bundled suite is meant).
  let pathsGiven: Bool

  init(_ arguments: inout ArgumentList, knownOptions: [String]) throws(UsageError) {
    let variantNames = try arguments.values("--variant")
    var variants: [AppVariant] = []
    for name in variantNames {
      guard let variant = VariantRegistry.named(name) else {
        let names = VariantRegistry.all.map(\.id)
        let hint = NearestName.find(name, in: names).map { "; did you mean \($0)?" } ?? ""
        throw UsageError(
          "unknown variant '\(name)'\(hint) (known: \(names.joined(separator: ", ")))")
      }
      if !variants.contains(where: { $0.id == variant.id }) { variants.append(variant) }
    }
    self.variants = variants.isEmpty ? VariantRegistry.all : variants
    tags = try arguments.values("--tag").map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
    let positionals = try arguments.positionals(knownOptions: knownOptions + Self.options)
    pathsGiven = !positionals.isEmpty
    paths = positionals.isEmpty ? [Self.defaultPath] : positionals
  }

  /// Parses every file; prints every diagnostic of every file and returns nil when any.
  func load() -> [ScenarioFile]? {
    let loaded = ScenarioLoader.load(paths: paths, vocabulary: VariantRegistry.vocabulary)
    guard loaded.diagnostics.isEmpty else {
      for diagnostic in loaded.diagnostics { Terminal.error(diagnostic.rendered) }
      let count = loaded.diagnostics.count
      Terminal.error("\(count) error\(count == 1 ? "" : "s"); nothing was run")
      return nil
    }
    return loaded.files
  }

  /// Every `--tag` must select a scenario: a tag that matches none is a typo far more often
  /// than a wish to run nothing, and running nothing would rewrite the report as empty.
  func checkTags(_ files: [ScenarioFile]) throws(UsageError) {
    let known = Set(files.flatMap { $0.scenarios.flatMap(\.tags) }).sorted()
    for tag in tags where !known.contains(tag) {
      let hint = NearestName.find(tag, in: known).map { "; did you mean @\($0)?" } ?? ""
      let list =
        known.isEmpty
        ? "no scenario has a tag" : "tags: " + known.map { "@" + $0 }.joined(separator: ", ")
      throw UsageError("--tag \(tag): no scenario has the tag @\(tag)\(hint) (\(list))")
    }
  }
}
