import HeadlessUIKit
import ScenarioLanguage
import Townsquare

/// Runs the suite once per planted fault of each variant, on that variant alone, and notes the
/// scenarios that fail with the fault on: they are the ones that catch it. The suite is first
/// run on each variant without any fault: a scenario that fails then (a broken scenario) would
/// "catch" every fault, so it catches none and is listed apart.
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
    // The baseline: which scenarios fail on each variant with no fault at all.
    var broken: [FaultMatrix.Broken] = []
    var brokenOn: [String: Set<String>] = [:]
    let clean = ScenarioRunner(faults: [])
    for variant in variants {
      for entry in chosen {
        guard let failure = clean.run(entry.scenario, in: entry.path, on: variant).failure
        else { continue }
        let location = "\(entry.path):\(entry.scenario.location.line)"
        broken.append(
          FaultMatrix.Broken(
            scenario: location, title: entry.scenario.title, variant: variant.name,
            failure: failure))
        brokenOn[variant.id, default: []].insert(location)
      }
    }
    var entries: [FaultMatrix.Entry] = []
    for (index, (variant, fault)) in work.enumerated() {
      let runner = ScenarioRunner(faults: [fault], assumptions: assumptions)
      var catches: [FaultMatrix.Catch] = []
      for entry in chosen
      where
        !(brokenOn[variant.id]?.contains("\(entry.path):\(entry.scenario.location.line)")
        ?? false)
      {
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
      variants: variants.map { (prefix: $0.faultPrefix, name: $0.name) }, broken: broken)
  }
}
