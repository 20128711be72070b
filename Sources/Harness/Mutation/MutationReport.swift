import Foundation

/// A mutation run: every mutant with its status and killers, the figures per variant and per
/// layer, and what did not pass without any mutant (and so caught nothing). The `--json`
/// output is this value; `markdown` is the short summary.
public struct MutationReport: Codable, Sendable, Equatable {
  public static let currentSchemaVersion = 1

  public var schemaVersion = Self.currentSchemaVersion
  /// What the results were measured on (``MutationFingerprint``): the report trusts them only
  /// while the sources still give this value.
  public var fingerprint: String?
  /// Seconds per phase: only in a `--json` document, never in the committed results.
  public var phaseSeconds: [String: Double]?
  public var variants: [String]
  public var operators: [String]
  public var mutants: [MutantResult]
  /// Each variant's total (no layer), then its layers in ``SourceLayer`` order.
  public var figures: [MutationFigures]
  /// Scenarios (by variant name) that fail with no mutant on.
  public var brokenScenarios: [String: [String]]
  /// Unit tests (by variant name) that fail with no mutant on.
  public var brokenUnitTests: [String: [String]]
  /// Whether the variants' unit tests were run for every mutant, or only for the scenarios'
  /// survivors.
  public var unitTestsRun: String
  /// `first`: a mutant's scenarios stopped at the first that caught it; `all`: every scenario
  /// ran, and all that caught it are listed.
  public var scenarioKillersListed: String

  public init(
    variants: [AppVariant], operators: [MutationOperator], mutants: [MutantResult],
    testLines: [String: Int], navigationUnitTestLines: [String: Int],
    navigationUnitTestClasses: [String: Set<String>], brokenScenarios: [String: [String]],
    brokenUnitTests: [String: [String]], unitTestsRun: String, scenarioKillersListed: String
  ) {
    self.variants = variants.map(\.name)
    self.operators = operators.map(\.rawValue)
    self.mutants = mutants.sorted { $0.id < $1.id }
    self.brokenScenarios = brokenScenarios
    self.brokenUnitTests = brokenUnitTests
    self.unitTestsRun = unitTestsRun
    self.scenarioKillersListed = scenarioKillersListed
    var figures: [MutationFigures] = []
    for variant in variants {
      let own = mutants.filter { $0.variant == variant.name }
      figures.append(
        MutationFigures(
          variant: variant.name, layer: nil, results: own,
          testLines: testLines[variant.name],
          navigationUnitTestLines: navigationUnitTestLines[variant.name],
          navigationUnitTestClasses: navigationUnitTestClasses[variant.name] ?? []))
      for layer in SourceLayer.allCases {
        let inLayer = own.filter { $0.layer == layer.rawValue }
        guard !inLayer.isEmpty else { continue }
        figures.append(
          MutationFigures(
            variant: variant.name, layer: layer.rawValue, results: inLayer, testLines: nil,
            navigationUnitTestLines: nil,
            navigationUnitTestClasses: navigationUnitTestClasses[variant.name] ?? []))
      }
    }
    self.figures = figures
  }

  /// The committed results (`Reports/mutants.json`): keys sorted, one figure and one mutant a
  /// line (so that a change shows as the lines of the mutants it moved), no timings, no
  /// absolute path: the same sources give the same bytes.
  public var resultsFileText: String {
    var committed = self
    committed.phaseSeconds = nil
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func line<T: Encodable>(_ value: T) -> String {
      String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }
    let figureLines = committed.figures.map(line)
    let mutantLines = committed.mutants.map(line)
    committed.figures = []
    committed.mutants = []
    return line(committed)
      .replacingOccurrences(
        of: "\"figures\":[]", with: "\"figures\":[\n" + figureLines.joined(separator: ",\n") + "\n]"
      )
      .replacingOccurrences(
        of: "\"mutants\":[]", with: "\"mutants\":[\n" + mutantLines.joined(separator: ",\n") + "\n]"
      )
      + "\n"
  }

  static func encode(_ report: MutationReport) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(report)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The whole document, timings included.
  public var documentText: String { Self.encode(self) }

  public var isBroken: Bool {
    brokenScenarios.values.contains { !$0.isEmpty }
  }

  /// The summary: figures per variant and layer, then every survivor with its place and text.
  public var markdown: String {
    var lines = ["# Mutation testing", ""]
    lines.append(
      "Operators: \(operators.joined(separator: ", ")). Unit tests run \(unitTestsRun); "
        + "scenario killers listed: \(scenarioKillersListed). A mutant is caught by a scenario "
        + "only if that scenario passes with no mutant on.")
    lines.append("")
    lines.append(
      "Unit tests: every test of the variant's test target; navigation unit tests: its classes "
        + "named …PresenterTests, …WireframeTests, …CoordinatorTests, …RouterTests, "
        + "…ViewModelTests (the test cost's unit tests), against their lines with doubles.")
    lines.append("")
    lines.append(
      "| Variant | Layer | Sites | By scenarios | By unit tests | By navigation unit tests "
        + "| Survivors | Uncompilable | Kills / 100 test lines | Navigation unit-test kills / 100 "
        + "lines |")
    lines.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for figure in figures {
      let perHundred = figure.unitTestKillsPerHundredLines.map {
        String(format: "%.1f (%d lines)", $0, figure.testLines ?? 0)
      }
      let navigationPerHundred = figure.navigationUnitTestKillsPerHundredLines.map {
        String(format: "%.1f (%d lines)", $0, figure.navigationUnitTestLines ?? 0)
      }
      lines.append(
        "| \(figure.variant) | \(figure.layer ?? "all") | \(figure.sites) "
          + "| \(figure.killedByScenarios) (\(Self.format(figure.scenarioKillPercent))) "
          + "| \(figure.killedByUnitTests) (\(Self.format(figure.unitTestKillPercent))) "
          + "| \(figure.killedByNavigationUnitTests) "
          + "(\(Self.format(figure.navigationUnitTestKillPercent))) "
          + "| \(figure.survivors) | \(figure.uncompilable) | \(perHundred ?? "") "
          + "| \(navigationPerHundred ?? "") |")
    }
    for (variant, names) in brokenScenarios.sorted(by: { $0.key < $1.key }) where !names.isEmpty {
      lines += ["", "Scenarios that fail on \(variant) with no mutant (they catch nothing):"]
      lines += names.map { "- \($0)" }
    }
    for (variant, names) in brokenUnitTests.sorted(by: { $0.key < $1.key }) where !names.isEmpty {
      lines += ["", "Unit tests that fail on \(variant) with no mutant (they catch nothing):"]
      lines += names.map { "- \($0)" }
    }
    let uncompilable = mutants.filter { $0.status == .uncompilable }
    if !uncompilable.isEmpty {
      lines += ["", "## Not compilable in schema form", ""]
      lines += uncompilable.map {
        "- #\($0.id) \($0.operator) \($0.file):\($0.line): \($0.compilerError ?? "")"
      }
    }
    for variant in variants {
      let survivors = mutants.filter { $0.variant == variant && $0.status == .survived }
      guard !survivors.isEmpty else { continue }
      lines += ["", "## Survivors: \(variant)", ""]
      lines += survivors.map { survivor in
        let mutated = survivor.mutated.isEmpty ? "(removed)" : "`\(survivor.mutated)`"
        let named = survivor.name.map { " (`\($0)`)" } ?? ""
        return "- #\(survivor.id)\(named) \(survivor.file):\(survivor.line) \(survivor.operator): "
          + "`\(survivor.original)` → \(mutated)"
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func format(_ percent: Double) -> String { String(format: "%.1f%%", percent) }
}
