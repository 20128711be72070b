/// The layer a file of the package belongs to, by one rule over its path, so that sizes and
/// costs are reported per layer and the navigation pattern is never mixed up with the screen
/// pattern. Each file belongs to exactly one layer.
///
/// The rule, in order (the report's Definitions quote it):
/// 1. `Tests/…` → tests.
/// 2. `Sources/Townsquare/…` → shared domain.
/// 3. A file outside every variant's sources → workbench (the UIKit stand-in, the harness,
///    the tools: not app code, never counted as a variant's).
/// 4. In a variant: a file under `Coordinators/`, `Routing/` or `Root/`, or whose type name
///    (the file name before any `+Concern`) ends in `Wireframe`, `Coordinator`,
///    `CoordinatorDelegate` or `Router` → navigation. A VIPER wireframe also assembles its
///    module; it counts whole as navigation, as it is the type that navigates.
/// 5. In a variant: a file under `Dependencies/`, or whose type name ends in `Builder`,
///    `Assembly`, `Dependencies` or `App` → assembly.
/// 6. Every other file of a variant (views, view controllers, presenters, view models,
///    interactors, contracts) → screen.
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

  private static let navigationFolders: Set<String> = ["Coordinators", "Routing", "Root"]
  private static let navigationSuffixes = [
    "Wireframe", "Coordinator", "CoordinatorDelegate", "Router",
  ]
  private static let assemblyFolders: Set<String> = ["Dependencies"]
  private static let assemblySuffixes = ["Builder", "Assembly", "Dependencies", "App"]

  /// The layer of `path` (relative to the package root); `variantPaths` are the variants'
  /// source folders (`Sources/TownsquareVIPER`, …).
  public static func of(_ path: String, variantPaths: [String]) -> SourceLayer {
    let components = path.split(separator: "/").map(String.init)
    if components.first == "Tests" { return .tests }
    if path.hasPrefix(VariantRegistry.sharedSourcePath + "/") { return .sharedDomain }
    guard
      let variantPath = variantPaths.first(where: { path.hasPrefix($0 + "/") })
    else { return .workbench }
    let inside = components.dropFirst(variantPath.split(separator: "/").count)
    let folders = inside.dropLast()
    let typeName = typeName(ofFile: inside.last ?? "")
    if folders.contains(where: navigationFolders.contains)
      || navigationSuffixes.contains(where: typeName.hasSuffix)
    {
      return .navigation
    }
    if folders.contains(where: assemblyFolders.contains)
      || assemblySuffixes.contains(where: typeName.hasSuffix)
    {
      return .assembly
    }
    return .screen
  }

  /// The layer of `path` among the registered variants.
  public static func of(_ path: String) -> SourceLayer {
    of(path, variantPaths: VariantRegistry.all.map(\.sourcePath))
  }

  /// `EditProfileCoordinator+Sheet.swift` → `EditProfileCoordinator`.
  static func typeName(ofFile file: String) -> String {
    var name = file
    if name.hasSuffix(".swift") { name.removeLast(".swift".count) }
    if let plus = name.firstIndex(of: "+") { name = String(name[..<plus]) }
    return name
  }
}
