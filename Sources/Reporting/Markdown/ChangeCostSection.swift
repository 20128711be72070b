import Harness

/// What real change requests cost each variant, measured from their patches
/// (Scenarios/changes/; verified by `workbench run changes`).
enum ChangeCostSection {
  /// With a detail file, the cost by layer goes there.
  static func render(_ table: ChangeCostTable, detail: String? = nil) -> String {
    var out = [
      "## Change cost", "",
      "Each change request in `Scenarios/changes/` is made once per variant, as its team would "
        + "make it, and verified by `workbench run changes` (applied, built, its scenarios and the "
        + "bundled suite passing). Cost: code lines added + removed in the patch, app code apart "
        + "from tests (the shared domain's part counted in each). Lower is better.", "",
    ]
    var summary = MarkdownTable(
      ["Request"] + table.variants,
      alignments: [.left] + table.variants.map { _ in .right })
    for row in table.rows {
      summary.add(
        ["[\(row.title)](../Scenarios/changes/\(row.name)/README.md)"]
          + row.costs.map { cost in
            guard let cost else { return "no patch" }
            let app = cost.appLines
            return Format.plural(app.changed, "line") + ", "
              + Format.plural(cost.filesTouched, "file") + " (\(cost.filesAdded) new)"
          })
    }
    out += [summary.rendered, ""]
    guard table.rows.contains(where: { $0.costs.contains { $0 != nil } }) else {
      return out.joined(separator: "\n")
    }
    if let detail {
      out += [
        "Each request's cost by layer, with the types and protocols it adds: "
          + "[\(detail)](\(detail)#change-cost-by-layer).", "",
      ]
      return out.joined(separator: "\n")
    }
    return (out + ["### By layer", ""] + byLayer(table)).joined(separator: "\n")
  }

  /// The detail file's part.
  static func renderDetail(_ table: ChangeCostTable) -> String {
    (["## Change cost by layer", ""] + byLayer(table)).joined(separator: "\n")
  }

  private static func byLayer(_ table: ChangeCostTable) -> [String] {
    var out: [String] = []
    let layers: [SourceLayer] = SourceLayer.appLayers + [.tests]
    var detail = MarkdownTable(
      ["Request", "Variant"] + layers.map(\.rawValue) + ["Types added", "Protocols added"],
      alignments: [.left, .left] + layers.map { _ in .right } + [.right, .right])
    for row in table.rows {
      for (variant, cost) in zip(table.variants, row.costs) {
        guard let cost else { continue }
        detail.add(
          [row.name, variant]
            + layers.map { layer in
              let lines = cost.lines[layer] ?? ChangeCost.Lines()
              return lines.changed == 0 ? "–" : "+\(lines.added) −\(lines.removed)"
            } + ["\(cost.typesAdded)", "\(cost.protocolsAdded)"])
      }
    }
    out += [detail.rendered, ""]
    return out
  }
}
