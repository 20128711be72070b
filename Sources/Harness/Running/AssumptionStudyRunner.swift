import HeadlessUIKit
import ScenarioLanguage

/// Runs the suite once per value of each UIKit assumption other than its default (every other
/// assumption at its default), and compares each run with the defaults' run. (Named mutants
/// under another assumption: `workbench run faults --assume`.)
@MainActor
public struct AssumptionStudyRunner {
  public let variants: [AppVariant]
  public let tags: [String]
  public var progress: ((Int, Int) -> Void)?

  public init(variants: [AppVariant], tags: [String] = []) {
    self.variants = variants
    self.tags = tags
  }

  /// `suite` is the defaults' result of the same files.
  public func run(_ files: [ScenarioFile], suite: SuiteResult) -> AssumptionStudy {
    let work = UIKitAssumption.all.flatMap { assumption in
      assumption.alternatives.map { (assumption, $0) }
    }
    var alternatives: [AssumptionStudy.Alternative] = []
    for (index, (assumption, value)) in work.enumerated() {
      guard let assumptions = try? UIKitAssumptions.only(assumption.name, value) else { continue }
      let other = SuiteRunner(variants: variants, tags: tags, assumptions: assumptions).run(files)
      alternatives.append(
        AssumptionStudy.Alternative(
          assumption: assumption.name, value: value, defaultValue: assumption.defaultValue,
          scenarios: Self.scenarioChanges(from: suite, to: other),
          faults: [], faultChanges: []))
      progress?(index + 1, work.count)
    }
    return AssumptionStudy(
      alternatives: alternatives, stackWaitCode: variants.compactMap { StackWaitCode.measure($0) })
  }

  static func scenarioChanges(from base: SuiteResult, to other: SuiteResult)
    -> [AssumptionStudy.ScenarioChange]
  {
    base.scenarios.compactMap { scenario in
      guard
        let counterpart = other.scenarios.first(where: {
          $0.file == scenario.file && $0.line == scenario.line
        })
      else { return nil }
      let changes = scenario.runs.compactMap { run -> AssumptionStudy.VariantChange? in
        guard let otherRun = counterpart.runs.first(where: { $0.variant == run.variant }),
          (run.failure == nil) != (otherRun.failure == nil)
        else { return nil }
        return AssumptionStudy.VariantChange(
          variant: run.variant, passesByDefault: run.failure == nil,
          passes: otherRun.failure == nil)
      }
      guard !changes.isEmpty else { return nil }
      return AssumptionStudy.ScenarioChange(
        scenario: "\(scenario.file):\(scenario.line)", title: scenario.title, variants: changes)
    }
  }
}
