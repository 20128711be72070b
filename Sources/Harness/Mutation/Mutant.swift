/// A mutation site of a variant with its id: the unit the schema switches on and the run
/// reports.
public struct Mutant: Sendable, Equatable {
  public var id: Int
  public var variant: String
  public var variantID: String
  /// Relative to the package root.
  public var file: String
  public var layer: SourceLayer
  public var site: MutationSite

  public init(
    id: Int, variant: String, variantID: String, file: String, layer: SourceLayer,
    site: MutationSite
  ) {
    self.id = id
    self.variant = variant
    self.variantID = variantID
    self.file = file
    self.layer = layer
    self.site = site
  }

  public var mutationOperator: MutationOperator { site.mutationOperator }
  public var line: Int { site.line }
  public var location: String { "\(file):\(line)" }
}
