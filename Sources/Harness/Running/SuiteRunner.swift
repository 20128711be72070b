import HeadlessUIKit
import ScenarioLanguage
import Townsquare

/// Runs every scenario of the loaded files on every chosen variant and compares them.
@MainActor
public struct SuiteRunner {
  public let variants: [AppVariant]
  /// Only scenarios carrying one of these tags (all when empty).
  public let tags: [String]
  public let assumptions: UIKitAssumptions
  /// Called after each scenario, e.g. for progress on a terminal.
  public var progress: ((Int, Int) -> Void)?

  public init(
    variants: [AppVariant], tags: [String] = [], assumptions: UIKitAssumptions = .defaults
  ) {
    self.variants = variants
    self.tags = tags
    self.assumptions = assumptions
  }

  public func selected(_ files: [ScenarioFile]) -> [(path: String, scenario: Scenario)] {
    files.flatMap { file in
      file.scenarios.filter { scenario in
        tags.isEmpty || scenario.tags.contains { tags.contains($0) }
      }.map { (file.path, $0) }
    }
  }

  public func run(_ files: [ScenarioFile]) -> SuiteResult {
    let runner = ScenarioRunner(assumptions: assumptions)
    let chosen = selected(files)
    var results: [ScenarioResult] = []
    for (index, entry) in chosen.enumerated() {
      let runs = variants.map { runner.run(entry.scenario, in: entry.path, on: $0) }
      results.append(
        ScenarioResult(
          file: entry.path, line: entry.scenario.location.line, title: entry.scenario.title,
          tags: entry.scenario.tags, runs: runs,
          divergence: ScenarioComparator.firstDivergence(of: runs)))
      progress?(index + 1, chosen.count)
    }
    return SuiteResult(
      variants: variants.map(\.name), files: files.map(\.path),
      scenarios: results)
  }
}
