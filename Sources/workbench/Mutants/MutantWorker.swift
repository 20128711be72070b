import Foundation
import Harness
import HeadlessUIKit
import Reporting
import ScenarioLanguage

/// The process that runs the bundled scenarios on one variant of the schema copy, one mutant
/// after another (each switched on through the environment), so that a crash or a hang takes
/// down only it. It tells its supervisor on stdout: `at ID N` before scenario N,
/// `result ID JSON` with the scenarios that failed. Id 0 is the baseline: no mutant on. Unless
/// asked for every killer, a mutant's run stops at the first scenario that fails. A mutant may
/// come with the scenarios to run (those that reach its switch, by index); with a trace file,
/// the baseline notes which switches each scenario reaches.
@MainActor
enum MutantWorker {
  /// `detailed`: each kill also carries the scenario's place, title and failure (`run faults`).
  static func run(
    variant: AppVariant, ids: [Int], only: [Int: Set<Int>] = [:], trace: String? = nil,
    allKillers: Bool, tags: [String] = [],
    assumptions: UIKitAssumptions = .defaults, detailed: Bool = false
  ) -> Int32 {
    let loaded = ScenarioLoader.load(
      paths: [ScenarioInput.defaultPath], vocabulary: VariantRegistry.vocabulary)
    guard loaded.diagnostics.isEmpty else {
      for diagnostic in loaded.diagnostics { Terminal.error(diagnostic.rendered) }
      return ExitStatus.usage
    }
    let suite = SuiteRunner(variants: [variant], tags: tags)
    let chosen = suite.selected(loaded.files)
    let runner = ScenarioRunner(assumptions: assumptions)
    for id in ids {
      if id == 0 {
        unsetenv(MutationSchema.environmentVariable)
        if let trace { setenv(MutationSchema.traceFileVariable, trace, 1) }
      } else {
        setenv(MutationSchema.environmentVariable, String(id), 1)
      }
      var kills: [MutantKill] = []
      for (index, entry) in chosen.enumerated() where only[id]?.contains(index) ?? true {
        if id == 0, trace != nil { setenv(MutationSchema.traceScopeVariable, String(index), 1) }
        say("at \(id) \(index)")
        let run = runner.run(entry.scenario, in: entry.path, on: variant)
        guard let failure = run.failure else { continue }
        var kill = MutantKill(
          name: name(entry.path, entry.scenario), how: how(failure, steps: run.steps))
        if detailed {
          kill.scenario = "\(entry.path):\(entry.scenario.location.line)"
          kill.title = entry.scenario.title
          kill.failure = failure
        }
        kills.append(kill)
        if id != 0 && !allKillers { break }
      }
      let json = (try? JSONEncoder().encode(kills)).map { String(decoding: $0, as: UTF8.self) }
      say("result \(id) \(json ?? "[]")")
      unsetenv(MutationSchema.traceFileVariable)
    }
    unsetenv(MutationSchema.environmentVariable)
    return ExitStatus.success
  }

  /// The scenarios with these tags (all when none), in the order the worker runs them: their
  /// `file:line`, their name for reports.
  static func scenarios(tags: [String]) -> [(location: String, name: String)] {
    let loaded = ScenarioLoader.load(
      paths: [ScenarioInput.defaultPath], vocabulary: VariantRegistry.vocabulary)
    return SuiteRunner(variants: [], tags: tags).selected(loaded.files).map {
      ("\($0.path):\($0.scenario.location.line)", name($0.path, $0.scenario))
    }
  }

  static func name(_ path: String, _ scenario: Scenario) -> String {
    "\(path):\(scenario.location.line) \(scenario.title)"
  }

  /// How the scenario failed, in a reader's words.
  static func how(_ failure: RunFailure, steps: [StepResult]) -> String {
    switch failure.kind {
    case .leak: return "leak"
    case .uikitIssue: return "UIKit misuse"
    case .stepUnavailable: return "step unavailable"
    case .expectationFailed:
      let action = steps.first { $0.location == failure.location }?.action ?? ""
      if action.hasPrefix("expect hierarchy") { return "wrong hierarchy" }
      if action.hasPrefix("expect screen") { return "wrong screen" }
      if action.hasPrefix("expect text") { return "wrong text" }
      return "expectation failed"
    }
  }

  private static func say(_ line: String) {
    _ = DescriptorWriter.write(Data((line + "\n").utf8), to: 1)
  }
}
