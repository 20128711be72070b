import Harness

/// Each variant's size per layer, so that the screen pattern and the navigation pattern are
/// never read as one number.
enum LayerSizeSection {
  static let layers: [SourceLayer] = [.screen, .navigation, .assembly, .sharedDomain]

  static func render(_ censuses: [LayerCensus]) -> String {
    var out = [
      "## Size by layer", "",
      "Every file of a variant, and of the shared domain, belongs to exactly one layer by the "
        + "rule in [Definitions](#definitions). Code lines leave out blank and comment lines; "
        + "types are classes, structs, enums and actors, protocols counted apart. Smaller is "
        + "cheaper to read, but only within one layer: the shared domain is the same code in "
        + "every variant.", "",
    ]
    var table = MarkdownTable(
      ["Layer"] + censuses.flatMap { ["\($0.variant) lines", "files", "types", "protocols"] },
      alignments: [.left] + censuses.flatMap { _ in [.right, .right, .right, .right] })
    for layer in layers {
      table.add(
        [layer.rawValue]
          + censuses.flatMap { census -> [String] in
            let size = census.layers[layer] ?? LayerCensus.Size()
            return ["\(size.lines)", "\(size.files)", "\(size.types)", "\(size.protocols)"]
          })
    }
    out += [table.rendered, ""]
    return out.joined(separator: "\n")
  }
}
