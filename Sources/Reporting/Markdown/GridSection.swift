import Harness

/// The headline figures as 2 × 2 grids (screens × navigation) with both simple effects, the
/// main effects and the interaction, then the rule the answer's words follow and the chart of
/// cost against coupling.
enum GridSection {
  static func render(_ input: ReportInput) -> String {
    let figures = HeadlineFigures(input)
    var out = [
      "## The 2 × 2", "",
      "Rows: screen pattern; columns: navigation pattern. Margins: the effect of one pattern "
        + "with the other held fixed; main effect: their mean; interaction: (d − c) − (b − a), "
        + "how much the navigation effect depends on the screens. Lower is better in every grid.",
      "",
      "**The rule.** " + Verdict.rule + " " + WhenEachWins.rule
        + (input.assumptionDependent.isEmpty
          ? ""
          : " Marked as resting on a UIKit assumption: "
            + ReportFigure.allCases.filter(input.assumptionDependent.contains).map(\.rawValue)
            .joined(separator: ", ") + "."),
      "",
    ]
    let layers = [ReportFigure.screenLines, .navigationLines, .assemblyLines]
    let meanings = figures.figures.filter { !layers.dropFirst().contains($0) }.map { figure in
      layers.contains(figure)
        ? "screen, navigation, assembly code: " + figure.meaning
        : "\(figure.rawValue): \(figure.meaning)"
    }
    if !meanings.isEmpty { out += ["The figures: " + meanings.joined(separator: "; ") + ".", ""] }
    // A grid whose two rows are equal (no screen effect, no interaction) says one thing: it
    // collapses to a sentence.
    var same: [String] = []
    for figure in figures.figures {
      let grid = figures.grid(figure)
      if let a = grid.a, let b = grid.b, grid.c == a, grid.d == b {
        same.append("\(figure.rawValue) \(a) with wireframes, \(b) with coordinators")
        continue
      }
      out += [grid.rendered(title: "**\(figure.rawValue)** (\(figure.unit))"), ""]
    }
    if !same.isEmpty {
      out += [
        "The same with VIPER and MVVM screens (no screen effect, no interaction): "
          + same.joined(separator: "; ") + ".", "",
      ]
    }
    out += chart(figures, variants: input.variants)
    return out.joined(separator: "\n")
  }

  /// Change cost against coupling, per variant: whether fewer screens knowing each other is
  /// paid for in change cost — a relation no single grid shows.
  static func chart(_ figures: HeadlineFigures, variants: [String]) -> [String] {
    let points = variants.compactMap { variant -> (String, Int, Int)? in
      guard let cost = figures.value(.changeCost, variant),
        let coupling = figures.value(.screenPairs, variant)
      else { return nil }
      return (variant, coupling, cost)
    }
    guard points.count > 1 else { return [] }
    let maxCoupling = max(points.map(\.1).max() ?? 1, 1)
    let maxCost = max(points.map(\.2).max() ?? 1, 1)
    func scaled(_ value: Int, _ top: Int) -> String {
      Format.fixed(0.05 + 0.9 * Double(value) / Double(top))
    }
    var lines = [
      "Change cost against coupling, per variant: "
        + points.map { "\($0.0) \($0.1) screen pairs, \($0.2) lines" }
        .joined(separator: "; ") + " (each axis from 0 to its largest value).", "",
      "```mermaid", "quadrantChart",
      "  title Change cost against coupling",
      "  x-axis Few screens know others --> Many screens know others",
      "  y-axis Cheap changes --> Costly changes",
    ]
    for (variant, coupling, cost) in points {
      lines.append(
        "  \"\(variant)\": [\(scaled(coupling, maxCoupling)), \(scaled(cost, maxCost))]")
    }
    lines += ["```", ""]
    return lines
  }
}
