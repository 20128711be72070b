import Harness

/// A small, hand-made result set: three variants, one scenario that passes and is equivalent,
/// one where the last variant fails and diverges from the other two (with characters XML must
/// escape).
enum SampleResults {
  static func transition(_ summary: String, role: String, file: String?) -> TransitionRecord {
    let words = summary.split(separator: " ", maxSplits: 1).map(String.init)
    return TransitionRecord(
      kind: words[0], origin: role == "system" ? "backGesture" : "code",
      screens: words.count > 1 ? [words[1]] : [], source: file.map { "\($0):10" }, file: file,
      role: role, summary: summary)
  }

  static func run(_ variant: String, failure: RunFailure? = nil, last: String = "[Login > Feed]")
    -> ScenarioRun
  {
    var statistics = RunStatistics()
    statistics.transitions = 2
    statistics.byRole = ["wireframe": 2]
    let steps = [
      StepResult(
        location: "a.scenario:2", line: 2, action: "launch",
        transitions: [
          transition("setRoot [Login]", role: "wireframe", file: "V/RootWireframe.swift")
        ],
        hierarchy: "[Login]", screen: "Login", aliveByRole: ["view": 2], failure: nil),
      StepResult(
        location: "a.scenario:3", line: 3, action: "tap login",
        transitions: [transition("push Feed", role: "wireframe", file: "V/LoginWireframe.swift")],
        hierarchy: last, screen: "Feed", aliveByRole: ["view": 3], failure: failure?.message),
    ]
    return ScenarioRun(
      variant: variant, failure: failure, steps: steps, leaks: [], issues: [], appLog: [],
      statistics: statistics)
  }

  static var suite: SuiteResult {
    let failure = RunFailure(
      kind: .expectationFailed, location: "a.scenario:3",
      message: "expected \"<Feed>\" & got 'About'")
    let runs = [
      run("VIPER"), run("VIPER+C"), run("MVVM+C", failure: failure, last: "[Login > About]"),
    ]
    return SuiteResult(
      variants: ["VIPER", "VIPER+C", "MVVM+C"], files: ["a.scenario"],
      scenarios: [
        ScenarioResult(
          file: "a.scenario", line: 1, title: "Logs in", tags: ["auth"],
          runs: [run("VIPER"), run("VIPER+C"), run("MVVM+C")], divergence: nil),
        ScenarioResult(
          file: "a.scenario", line: 5, title: "Logs in <again> & \"fails\"", tags: [],
          runs: runs, divergence: ScenarioComparator.firstDivergence(of: runs)),
      ])
  }
}
