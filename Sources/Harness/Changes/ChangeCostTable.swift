/// The cost of every change request on every variant, read from the patches: what the
/// report's "Change cost" section shows.
public struct ChangeCostTable: Sendable, Equatable {
  /// One request and its cost per variant (nil where the variant has no patch).
  public struct Row: Sendable, Equatable {
    public let name: String
    public let title: String
    /// In the table's variant order.
    public let costs: [ChangeCost?]

    public init(name: String, title: String, costs: [ChangeCost?]) {
      self.name = name
      self.title = title
      self.costs = costs
    }
  }

  /// Variant display names, in registry order.
  public let variants: [String]
  public let rows: [Row]

  public init(variants: [String], rows: [Row]) {
    self.variants = variants
    self.rows = rows
  }

  /// The table for `requests` over `variants`, their sources read from the package root `root`.
  public static func make(
    _ requests: [ChangeRequest], variants: [AppVariant], root: String = "."
  ) -> ChangeCostTable {
    let paths = VariantRegistry.all.map(\.sourcePath)
    return ChangeCostTable(
      variants: variants.map(\.name),
      rows: requests.map { request in
        Row(
          name: request.name, title: request.title,
          costs: variants.map { request.cost(for: $0.id, variantPaths: paths, root: root) })
      })
  }

  /// The bundled requests (`Scenarios/changes`), or nil when there are none or they cannot be
  /// read (`workbench run changes` says why).
  public static func bundled(variants: [AppVariant]) -> ChangeCostTable? {
    guard
      let requests = try? ChangeRequestLoader.load(
        variantIDs: VariantRegistry.all.map(\.id))
    else { return nil }
    return make(requests, variants: variants, root: ".")
  }
}
