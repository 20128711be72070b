import ScenarioLanguage
import Townsquare

/// Runs the suite once per planted fault of each variant, on that variant alone, and notes the
/// scenarios that fail with the fault on: they are the ones that catch it.
@MainActor
public struct FaultMatrixRunner {
  public let variants: [AppVariant]
  public let tags: [String]
  public var progress: ((Int, Int) -> Void)?

  public init(variants: [AppVariant], tags: [String] = []) {
    self.variants = variants
    self.tags = tags
  }

  public func run(_ files: [ScenarioFile]) -> FaultMatrix {
    let chosen = SuiteRunner(variants: variants, tags: tags).selected(files)
    let work = variants.flatMap { variant in variant.plantableFaults.map { (variant, $0) } }
    var entries: [FaultMatrix.Entry] = []
    for (index, (variant, fault)) in work.enumerated() {
      let runner = ScenarioRunner(faults: [fault])
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
      entries.append(
        FaultMatrix.Entry(
          fault: fault.rawValue, variant: variant.name, summary: fault.summary, caughtBy: catches))
      progress?(index + 1, work.count)
    }
    return FaultMatrix(
      scenarios: chosen.map { "\($0.path):\($0.scenario.location.line)" }, entries: entries,
      variants: variants.map { (prefix: $0.faultPrefix, name: $0.name) })
  }
}
