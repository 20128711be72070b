import Harness

/// The planted-fault matrix: the mistake catalogue × variant, then which scenarios catch each
/// planted fault.
enum FaultsSection {
  /// With a detail file, the faults one by one and the fault × scenario grid go there.
  static func render(_ matrix: FaultMatrix, detail: String? = nil) -> String {
    var out = [
      "## Planted faults", "",
      "Each variant can be switched into the classic mistakes of its pattern. The suite is run "
        + "once per fault, on that variant; a fault is caught when at least one scenario fails "
        + "with it on. \(matrix.entries.filter(\.caught).count) of \(matrix.entries.count) faults "
        + "are caught.", "",
    ]
    if !matrix.broken.isEmpty {
      // A scenario failing with no fault would "catch" every fault: it is left out.
      out += [
        "**Scenarios that fail with no fault planted** (they catch nothing until fixed):", "",
      ]
      out += matrix.broken.map { broken in
        "- \(Format.code(broken.scenario)) on \(broken.variant): "
          + Format.code(broken.failure.message)
      }
      out.append("")
    }
    if let detail {
      // The mutants measure mistakes; the hand-picked catalogue is reference, one link away.
      out += [
        "The catalogue is picked by hand: its make-up per kind and variant, each mistake per "
          + "variant with the reason where a pattern leaves no place for it, each fault and which "
          + "scenarios catch it: [\(detail)](\(detail)#planted-faults-one-by-one).",
        "",
      ]
      return out.joined(separator: "\n")
    }
    return (out + catalogue(matrix) + faults(matrix)).joined(separator: "\n")
  }

  /// The detail file's part.
  static func renderDetail(_ matrix: FaultMatrix) -> String {
    (["## Planted faults one by one", ""] + composition(matrix) + catalogue(matrix)
      + faults(matrix))
      .joined(separator: "\n")
  }

  /// The catalogue's composition: per kind of mistake and variant, how many are planted and
  /// caught, and how many the pattern leaves no place for — the catalogue is hand-named, so
  /// its make-up is stated rather than its count read as a score.
  static func composition(_ matrix: FaultMatrix) -> [String] {
    guard !matrix.catalogue.isEmpty else { return [] }
    let variants = matrix.catalogue.flatMap { $0.cells.map(\.variant) }.reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    let kinds = matrix.catalogue.map(\.kind).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    var table = MarkdownTable(
      ["Kind (mistakes): caught / planted, cannot happen"] + variants,
      alignments: [.left] + variants.map { _ in .right })
    for kind in kinds {
      let rows = matrix.catalogue.filter { $0.kind == kind }
      table.add(
        ["\(kind) (\(rows.count))"]
          + variants.map { variant in
            let cells = rows.compactMap { row in row.cells.first { $0.variant == variant } }
            let planted = cells.filter { $0.status != .cannotHappen }.count
            let caught = cells.filter { $0.status == .caught }.count
            let impossible = cells.filter { $0.status == .cannotHappen }.count
            return "\(caught) / \(planted), \(impossible)"
          })
    }
    return [
      "The catalogue is hand-named (\(Format.plural(matrix.catalogue.count, "mistake")), the same "
        + "names on every side); its make-up per kind:", "", table.rendered, "",
    ]
  }

  private static func faults(_ matrix: FaultMatrix) -> [String] {
    var out = ["### Faults", ""]
    var table = MarkdownTable(
      ["#", "Fault", "Variant", "What it reproduces", "Caught by", "First catch"],
      alignments: [.right, .left, .left, .left, .right, .left])
    for (index, entry) in matrix.entries.enumerated() {
      let first = entry.caughtBy.first.map { catchRecord in
        "\(catchRecord.scenario) (\(catchRecord.failure.kind.rawValue))"
      }
      table.add([
        "F\(index + 1)", Format.code(entry.fault), entry.variant, entry.summary,
        entry.caught ? "\(entry.caughtBy.count)/\(matrix.scenarios.count)" : "**survived**",
        first ?? "–",
      ])
    }
    out.append(table.rendered)
    out.append("")
    out += ["### Fault × scenario", ""]
    let catching = matrix.scenarios.filter { scenario in
      matrix.entries.contains { $0.caughtBy.contains { $0.scenario == scenario } }
    }
    var grid = MarkdownTable(
      ["Scenario"] + matrix.entries.indices.map { "F\($0 + 1)" } + ["Faults caught"],
      alignments: [.left] + matrix.entries.map { _ in .left } + [.right])
    for scenario in catching {
      grid.add(
        [scenario]
          + matrix.entries.map { entry in
            entry.caughtBy.contains { $0.scenario == scenario } ? "✗" : ""
          }
          + [
            "\(matrix.entries.filter { entry in entry.caughtBy.contains { $0.scenario == scenario } }.count)"
          ])
    }
    out.append(
      "F1… are the faults numbered above; ✗ marks a scenario that fails with the fault on; "
        + "scenarios that catch no fault are left out (\(matrix.scenarios.count - catching.count) of \(matrix.scenarios.count))."
    )
    out.append("")
    out.append(grid.rendered)
    out.append("")
    return out
  }

  /// One row per mistake, one column per variant: caught (by how many scenarios), survived, or
  /// cannot happen with the pattern's reason.
  private static func catalogue(_ matrix: FaultMatrix) -> [String] {
    guard !matrix.catalogue.isEmpty else { return [] }
    let variants = matrix.catalogue.flatMap { $0.cells.map(\.variant) }.reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    var table = MarkdownTable(["Mistake", "Kind"] + variants)
    for row in matrix.catalogue {
      table.add(
        [Format.code(row.mistake), row.kind]
          + variants.map { variant in
            row.cells.first { $0.variant == variant }.map(cell) ?? "–"
          })
    }
    return [
      "### Mistake × variant", "",
      "The same mistakes, named alike in every variant (`<variant>.<mistake>`), each planted in "
        + "one flow; caught (n): n scenarios fail with it on; where a pattern leaves no place for "
        + "it, the reason.", "",
      table.rendered, "",
    ]
  }

  private static func cell(_ cell: MistakeRow.Cell) -> String {
    switch cell.status {
    case .caught: "caught (\(cell.caughtBy ?? 0))"
    case .survived: "**survived**"
    case .cannotHappen: "cannot happen: " + (cell.reason ?? "")
    case .notRun: "not run"
    case .onlyUnderAssumption: "harmless here; caught only under `\(cell.onlyUnder ?? "")`"
    }
  }
}
