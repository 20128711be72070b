import Harness
import ScenarioLanguage

/// Scenario scripts: mutated scripts go through the parser; every error must point into the
/// script and show its line safely; a script that parses runs on every variant (HeadlessUIKit
/// records misuse, never crashes).
struct ScenarioFuzzTarget: MutatingFuzzTarget {
  static let path = "fuzz.scenario"
  /// Scripts that parse are run when they are this short, to keep inputs fast.
  static let mostStepsRun = 400

  let corpus: FuzzCorpus
  let salt: UInt64
  let fileExtension = "scenario"

  var seeds: [String] { corpus.scenarios }

  let mutator = InputMutator(
    dictionary: [
      "scenario", "end", "given", "onboarded", "logged-in", "launch", "relaunch", "tap",
      "double-tap", "type",
      "back", "cancelled", "swipe-down", "tab", "open", "expire-session", "expect", "screen",
      "hierarchy", "text", "no-leaks", "@tag", "\"", "\"\"", "\"\\\"\"", "#", "\"Title\"",
      "ana@example.com", "Login", "Feed", "PostDetail(3)", "PostDetail(", "Home", "Profile",
      "\"app://post/1\"", "\"Tabs{Home*:[Feed]}\"", "post-1", "login", "\n", "\r\n", "\r",
    ],
    pairs: [("\"", "\""), ("scenario \"x\"\n", "end\n"), ("(", ")"), ("[", "]")],
    maxSize: 500_000)

  func check(_ input: String) -> String? {
    let result = ScenarioParser.parse(
      source: input, path: Self.path, vocabulary: VariantRegistry.vocabulary)
    let lines = SourceLines.split(input)
    for diagnostic in result.diagnostics {
      if let problem = FuzzChecks.positionProblem(of: diagnostic, in: lines) { return problem }
    }
    guard result.diagnostics.isEmpty else { return nil }
    let steps = result.file.scenarios.reduce(0) { $0 + $1.steps.count }
    guard steps <= Self.mostStepsRun else { return nil }
    let suite = SuiteRunner(variants: VariantRegistry.all).run([result.file])
    for scenario in suite.scenarios {
      for run in scenario.runs where run.failure?.location.isEmpty == true {
        return "a failure of '\(scenario.title)' on \(run.variant) names no place"
      }
    }
    return nil
  }
}
