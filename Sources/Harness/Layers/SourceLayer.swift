/// The layer code of the package belongs to, so that sizes and costs are reported per layer
/// and the navigation pattern is never mixed up with the screen pattern. Where a file lies
/// decides only what is no variant's own code (``place(of:variantPaths:)``): tests, the shared
/// domain, the workbench. A variant's own code takes the layer of its declaration by what the
/// declaration does (SwiftMetrics' `LayerClassifier`, quoted in the report's Definitions),
/// never by its file's or folder's name.
public enum SourceLayer: String, Sendable, CaseIterable, Comparable, Codable,
  CodingKeyRepresentable
{
  case screen
  case navigation
  case assembly
  /// Only for the workbench (lifetime tracking): never compared.
  case instrumentation
  case sharedDomain = "shared domain"
  case tests
  case workbench

  /// The layers of app code: what a variant's size and a change's cost are made of.
  public static let appLayers: [SourceLayer] = [.screen, .navigation, .assembly, .sharedDomain]

  public static func < (lhs: SourceLayer, rhs: SourceLayer) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// What a path (relative to the package root) is by where it lies, when that decides: `Tests/…`
  /// → tests; `Sources/Townsquare/…` → shared domain; outside every variant's sources
  /// (`variantPaths`: `Sources/TownsquareVIPER`, …) → workbench (the UIKit stand-in, the
  /// harness, the tools: never counted as a variant's). Nil for a variant's own code, whose
  /// declarations decide its layer.
  public static func place(of path: String, variantPaths: [String]) -> SourceLayer? {
    if path.split(separator: "/").first == "Tests" { return .tests }
    if path.hasPrefix(VariantRegistry.sharedSourcePath + "/") { return .sharedDomain }
    guard variantPaths.contains(where: { path.hasPrefix($0 + "/") }) else { return .workbench }
    return nil
  }
}
