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
  /// The named mutant's name (`viper.presenterRetainsView`), if the mutant is one.
  public var name: String?
  /// Its ``Mistake/name``, if the mutant is a named one.
  public var mistake: String?
  /// Whether it is a named alternative body rather than a site the finder found.
  public var isNamedBody: Bool

  public init(
    id: Int, variant: String, variantID: String, file: String, layer: SourceLayer,
    site: MutationSite, name: String? = nil, mistake: String? = nil, isNamedBody: Bool = false
  ) {
    self.id = id
    self.variant = variant
    self.variantID = variantID
    self.file = file
    self.layer = layer
    self.site = site
    self.name = name
    self.mistake = mistake
    self.isNamedBody = isNamedBody
  }

  public var mutationOperator: MutationOperator { site.mutationOperator }
  public var line: Int { site.line }
  public var location: String { "\(file):\(line)" }
}
