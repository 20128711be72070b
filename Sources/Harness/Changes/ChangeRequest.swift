import Foundation

/// A change request as a team gets it: a folder under `Scenarios/changes/` holding the
/// request (`README.md`, as a product owner writes it), the part of the change every team
/// writes alike (`shared.patch`: the shared domain, the workbench's scenario vocabulary), one
/// patch per variant (`<variant id>.patch`, the variant's code and its team's tests), and the
/// scenarios that pass only after the change (`*.scenario`).
public struct ChangeRequest: Sendable {
  /// The folder's name: what `--change` selects.
  public let name: String
  /// The folder, as found.
  public let path: String
  /// The README's first heading.
  public let title: String
  /// Bundled scenarios the change alters on purpose (README section "Scenarios changed on
  /// purpose": one `- "Title"` a line): they may fail once the change is in.
  public let changedScenarios: [String]
  public let sharedPatch: UnifiedDiff?
  /// Variant id (its fault prefix: `viper`, `coordinator`, …) → its patch.
  public let patches: [String: UnifiedDiff]
  /// The request's own scenario files, sorted.
  public let scenarioFiles: [String]

  public init(
    name: String, path: String, title: String, changedScenarios: [String],
    sharedPatch: UnifiedDiff?, patches: [String: UnifiedDiff], scenarioFiles: [String]
  ) {
    self.name = name
    self.path = path
    self.title = title
    self.changedScenarios = changedScenarios
    self.sharedPatch = sharedPatch
    self.patches = patches
    self.scenarioFiles = scenarioFiles
  }

  /// What the change costs `variant`'s team: the shared part and the variant's own patch, read
  /// from the package root `root` (its lines count in their declarations' layers). Nil when
  /// the variant has no patch, or its sources cannot be read or the patch does not apply.
  public func cost(
    for variantID: String, variantPaths: [String], root: String
  ) -> ChangeCost? {
    guard let patch = patches[variantID],
      let variant = VariantRegistry.all.first(where: { $0.id == variantID })
    else { return nil }
    let diffs = [sharedPatch, patch].compactMap { $0 }
    guard let layering = PatchLayering(variant: variant, diffs: diffs, root: root) else {
      return nil
    }
    return ChangeCost.of(diffs, variantPaths: variantPaths, layering: layering)
  }
}
