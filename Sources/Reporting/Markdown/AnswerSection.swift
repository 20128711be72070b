import Harness

/// The short answer, computed from the data: for each side of the 2 × 2 (one pattern changed,
/// the other held fixed), what the change of pattern does to size, change cost and safety.
enum AnswerSection {
  static func render(_ input: ReportInput) -> String {
    var out = ["## The short answer", ""]
    let comparisons = PatternComparison.all.filter { comparison in
      input.variants.contains(comparison.fromVariant)
        && input.variants.contains(comparison.toVariant)
    }
    guard !comparisons.isEmpty else {
      out += [
        "This run does not hold two variants that differ in one pattern only, so no pattern can "
          + "be judged on its own; run every variant for the answer.", "",
      ]
      return out.joined(separator: "\n")
    }
    for (index, comparison) in comparisons.enumerated() {
      out.append("\(index + 1). " + sentence(comparison, input))
    }
    out.append("")
    return out.joined(separator: "\n")
  }

  static func sentence(_ comparison: PatternComparison, _ input: ReportInput) -> String {
    let from = comparison.fromVariant
    let to = comparison.toVariant
    let held = comparison.pattern == "navigation" ? "screens" : "navigation"
    var parts = [
      "**The \(comparison.pattern) pattern, \(held) held fixed** (\(from) → \(to), "
        + "\(comparison.from) → \(comparison.to)):"
    ]
    if let fromCensus = input.layers.first(where: { $0.variant == from }),
      let toCensus = input.layers.first(where: { $0.variant == to })
    {
      let layer = comparison.layer
      let before = fromCensus.layers[layer] ?? LayerCensus.Size()
      let after = toCensus.layers[layer] ?? LayerCensus.Size()
      var size =
        "\(layer.rawValue) code goes from \(before.lines) to \(after.lines) lines "
        + "(\(Format.signedPercent(after.lines, of: before.lines))) in \(before.files) → "
        + "\(after.files) files, with \(before.protocols) → \(after.protocols) protocols"
      if comparison.pattern == "navigation" {
        let assemblyBefore = fromCensus.layers[.assembly]?.lines ?? 0
        let assemblyAfter = toCensus.layers[.assembly]?.lines ?? 0
        size +=
          "; assembly, which \(from)'s wireframes do as they navigate, goes from "
          + "\(assemblyBefore) to \(assemblyAfter)"
      }
      parts.append(size + ".")
    }
    if let changes = input.changes, let fromIndex = changes.variants.firstIndex(of: from),
      let toIndex = changes.variants.firstIndex(of: to)
    {
      let both = changes.rows.filter { $0.costs[fromIndex] != nil && $0.costs[toIndex] != nil }
      if !both.isEmpty {
        let before = both.map { $0.costs[fromIndex]!.appLines.changed }.reduce(0, +)
        let after = both.map { $0.costs[toIndex]!.appLines.changed }.reduce(0, +)
        let cheaper = both.filter {
          $0.costs[toIndex]!.appLines.changed < $0.costs[fromIndex]!.appLines.changed
        }.count
        parts.append(
          "Over \(Format.plural(both.count, "change request")), \(to) changes \(after) lines of "
            + "app code against \(from)'s \(before) (\(Format.signedPercent(after, of: before))); "
            + "it is the cheaper of the two in \(cheaper) of \(both.count).")
      }
    }
    let gestureFrom = input.gestureCode.first { $0.variant == from }
    let gestureTo = input.gestureCode.first { $0.variant == to }
    if let gestureFrom, let gestureTo {
      parts.append(
        "Code needed only to stay leak-free under the system's back and sheet swipes: "
          + "\(gestureFrom.codeLines) → \(gestureTo.codeLines) lines.")
    }
    let testsFrom = input.testCosts.first { $0.variant == from }
    let testsTo = input.testCosts.first { $0.variant == to }
    if let testsFrom, let testsTo {
      parts.append(
        "Navigation unit tests with their doubles: \(testsFrom.totalLines)"
          + " → \(testsTo.totalLines) lines (\(testsFrom.doubles.count) → "
          + "\(testsTo.doubles.count) doubles).")
    }
    if let suite = input.suite,
      let fromTotals = suite.totals.first(where: { $0.variant == from }),
      let toTotals = suite.totals.first(where: { $0.variant == to })
    {
      parts.append(
        "On this suite \(from) passes \(fromTotals.passed) of \(suite.scenarios.count) scenarios "
          + "(\(Format.plural(fromTotals.leaks, "leak"))) and \(to) \(toTotals.passed) "
          + "(\(Format.plural(toTotals.leaks, "leak"))).")
    }
    if let faults = input.faults {
      let fromFaults = faults.entries.filter { $0.variant == from }
      let toFaults = faults.entries.filter { $0.variant == to }
      parts.append(
        "The classic mistakes its pattern allows: \(fromFaults.count) for \(from), "
          + "\(toFaults.count) for \(to) (see [Planted faults](#planted-faults)).")
    }
    return parts.joined(separator: " ")
  }
}
