import Foundation
import Harness
import HeadlessUIKit

/// One `run faults`: the named mutants of the chosen variants, run in the schema copy (built
/// once, shared with `run mutants`), every scenario on each, in supervised workers; the
/// result is the fault matrix.
struct FaultRun {
  let root: String
  let variants: [AppVariant]
  let tags: [String]
  let assumptions: UIKitAssumptions
  /// `--assume` as given, for the workers.
  let assumptionArguments: [String]
  /// Only these named mutants (all when empty).
  let only: [String]
  let lanes: Int

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  @MainActor
  func run() throws -> FaultMatrix {
    let started = Date()
    // Every variant and operator, so that the copy is the one `run mutants` builds.
    let catalogue = try MutantCatalogue(root: root, variants: VariantRegistry.all)
    guard catalogue.namedProblems.isEmpty else {
      throw Failure(
        description: "named mutants that do not fit today's sources:\n"
          + catalogue.namedProblems.joined(separator: "\n"))
    }
    let presence = Mistake.presence(in: catalogue, variants: variants)
    let chosen = catalogue.mutants.filter { mutant in
      guard let name = mutant.name else { return false }
      return variants.contains { $0.id == mutant.variantID }
        && (only.isEmpty || only.contains(name))
    }
    let build = MutantBuild(
      source: root, workspace: root + "/.build/mutants", catalogue: catalogue)
    let built = try build.run(product: "workbench") { Terminal.error($0) }
    let builtAt = Date()
    Terminal.error(
      String(format: "schema copy built in %.0f s", builtAt.timeIntervalSince(started)))

    let scenarios = MutantWorker.scenarios(tags: tags)
    let supervisor = MutantSupervisor(
      executable: build.scratch + "/debug/workbench", directory: build.copy.root,
      scenarioSeconds: 30, scenarioLocations: scenarios.map(\.location),
      scenarioNames: scenarios.map(\.name),
      workerCommand: ["run", "faults", "--worker"] + tags.flatMap { ["--tag", $0] }
        + assumptionArguments.flatMap { [AssumeOption.name, $0] })
    var jobs = variants.map { MutantSupervisor.Job(variant: $0, ids: [0]) }
    let compiled = chosen.filter { built.uncompilable[$0.id] == nil }
    for variant in variants {
      let ids = compiled.filter { $0.variantID == variant.id }.map(\.id)
      // Small jobs, so that both lanes stay busy to the end.
      for start in stride(from: 0, to: ids.count, by: 4) {
        jobs.append(.init(variant: variant, ids: Array(ids[start..<min(start + 4, ids.count)])))
      }
    }
    let kills = supervisor.run(jobs, lanes: lanes, showing: "running named mutants")
    Terminal.error(
      String(
        format: "%d named mutants in %.0f s; whole run %.0f s", compiled.count,
        Date().timeIntervalSince(builtAt), Date().timeIntervalSince(started)))

    var broken: [FaultMatrix.Broken] = []
    var brokenOn: [String: Set<String>] = [:]
    for variant in variants {
      for kill in kills[variant.id]?[0] ?? [] {
        let location = kill.scenario ?? kill.name
        broken.append(
          FaultMatrix.Broken(
            scenario: location, title: kill.title ?? kill.name, variant: variant.name,
            failure: kill.failure
              ?? RunFailure(kind: .stepUnavailable, location: location, message: kill.how)))
        brokenOn[variant.id, default: []].insert(location)
      }
    }
    var entries: [FaultMatrix.Entry] = []
    for variant in variants {
      for mutant in chosen.filter({ $0.variantID == variant.id }).sorted(by: {
        ($0.name ?? "") < ($1.name ?? "")
      }) {
        guard let name = mutant.name, let named = NamedMutant.named(name) else { continue }
        if let error = built.uncompilable[mutant.id] {
          Terminal.error("error: \(name) does not compile in schema form: \(error)")
        }
        // A scenario broken without the mutant catches it only by a crash or a hang.
        let catches = (kills[variant.id]?[mutant.id] ?? []).filter { kill in
          !(brokenOn[variant.id]?.contains(kill.scenario ?? kill.name) ?? false)
            || kill.how == "crash" || kill.how == "timeout"
        }.map { kill in
          FaultMatrix.Catch(
            scenario: kill.scenario ?? kill.name, title: kill.title ?? kill.name,
            failure: kill.failure
              ?? RunFailure(
                kind: .stepUnavailable, location: kill.scenario ?? kill.name, message: kill.how))
        }
        // A mistake that does harm only under another assumption than the run's is not
        // expected to be caught.
        let onlyUnder = Mistake.named(named.mistake)?.caughtOnlyUnder.flatMap {
          assumptions.holds($0) ? nil : $0
        }
        entries.append(
          FaultMatrix.Entry(
            fault: name, variant: variant.name, summary: named.summary, caughtBy: catches,
            caughtOnlyUnder: onlyUnder))
      }
    }
    return FaultMatrix(
      scenarios: scenarios.map(\.location), entries: entries,
      variants: variants.map { (prefix: $0.faultPrefix, name: $0.name) }, presence: presence,
      broken: broken)
  }
}
