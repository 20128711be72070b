import Harness

/// What real change requests cost each variant, measured from their patches
/// (Scenarios/changes/; verified by `workbench run changes`).
enum ChangeCostSection {
  static func render(_ table: ChangeCostTable) -> String {
    var out = [
      "## Change cost", "",
      "Each change request in `Scenarios/changes/` is made once per variant, as that pattern's "
        + "team would make it, and verified by `workbench run changes` (applied, built, its "
        + "scenarios passing, the bundled suite still passing). Cost is read from the patches: "
        + "code lines added + removed (blank and comment lines left out), app code apart from "
        + "tests; the part every team writes alike (the shared domain) is counted in each. "
        + "Lower is better.", "",
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
    out += ["### By layer", ""]
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
    return out.joined(separator: "\n")
  }
}
