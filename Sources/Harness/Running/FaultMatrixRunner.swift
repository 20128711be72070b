import HeadlessUIKit
import ScenarioLanguage
import Townsquare

/// Runs the suite once per planted fault of each variant, on that variant alone, and notes the
/// scenarios that fail with the fault on: they are the ones that catch it.
@MainActor
public struct FaultMatrixRunner {
  public let variants: [AppVariant]
  public let tags: [String]
  public let assumptions: UIKitAssumptions
  public var progress: ((Int, Int) -> Void)?

  public init(
    variants: [AppVariant], tags: [String] = [], assumptions: UIKitAssumptions = .defaults
  ) {
    self.variants = variants
    self.tags = tags
    self.assumptions = assumptions
  }

  public func run(_ files: [ScenarioFile]) -> FaultMatrix {
    let chosen = SuiteRunner(variants: variants, tags: tags).selected(files)
    let work = variants.flatMap { variant in variant.plantableFaults.map { (variant, $0) } }
    var entries: [FaultMatrix.Entry] = []
    for (index, (variant, fault)) in work.enumerated() {
      let runner = ScenarioRunner(faults: [fault], assumptions: assumptions)
      var catches: [FaultMatrix.Catch] = []
      for entry in chosen {
        let run = runner.run(entry.scenario, in: entry.path, on: variant)
        if let failure = run.failure {
          catches.append(
            FaultMatrix.Catch(
              scenario: "\(entry.path):\(entry.scenario.location.line)",
              title: entry.scenario.title, failure: failure))
        }
      }
      // A mistake that does harm only under another assumption than the run's is not expected
      // to be caught.
      let onlyUnder = Mistake.of(fault)?.caughtOnlyUnder.flatMap {
        assumptions.holds($0) ? nil : $0
      }
      entries.append(
        FaultMatrix.Entry(
          fault: fault.rawValue, variant: variant.name, summary: fault.summary, caughtBy: catches,
          caughtOnlyUnder: onlyUnder))
      progress?(index + 1, work.count)
    }
    return FaultMatrix(
      scenarios: chosen.map { "\($0.path):\($0.scenario.location.line)" }, entries: entries,
      variants: variants.map { (prefix: $0.faultPrefix, name: $0.name) })
  }
}
