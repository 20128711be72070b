import Foundation

/// Command lines: the `workbench` executable itself, run on random arguments in a scratch
/// folder of small scripts, links, a FIFO and folders. It must exit 0, 1 or 2 (never die of a
/// signal or hang), explain every exit 2 with an error, keep escape codes off the terminal, and
/// leave the inputs as they were and no temporary file behind. An input is a JSON array of
/// arguments.
struct ArgumentsFuzzTarget: FuzzTarget {
  let corpus: FuzzCorpus
  let salt: UInt64
  let fileExtension = "json"
  /// A run longer than this is killed and reported as a hang.
  var timeLimit: Double = 20
  let workspace = FuzzWorkspace()

  private static let commands: [[String]] = [
    ["run", "scenarios"], ["run", "scenarios"], ["run", "faults"], ["check"], ["list"],
    ["analyze"], ["analyze"], ["help"], ["help", "run", "scenarios"], ["--version"], ["run"],
    ["chek"], [],
  ]
  private static let options = [
    "--variant", "--tag", "--fault", "--json", "--junit", "--report", "--no-report",
    "--timestamp", "--group-by", "--role", "--shared", "--screens-folder", "--markdown",
    "--help", "--", "--json=out.json", "--report=", "--jsn", "-x",
  ]
  private static let values = [
    "out.md", "out.json", "out.xml", "out", "out/", "missing/x.md", "Scenarios",
    "Scenarios/a.scenario", "link.scenario", "loop.md", "bad.scenario", "empty.scenario",
    "Sources", "Sources/M/A.swift", "NoSwift", "fifo", "/dev/null", "/dev/stdout", "/dev/full",
    "", "-", "smoke", "@smoke", "typo", "viper", "VIPER", "coordinator", "mvvm",
    "viper.presenterRetainsView", "coordinator.ignoreBackGesture", "folder", "target", "stem",
    "Presenter=presenter", "=", "Modules", "\u{1B}[31mred\u{1B}[0m", "é\u{301}", "a b",
    String(repeating: "x", count: 5_000),
  ]

  func input(_ index: Int, seed: UInt64) -> String {
    var random = SeededGenerator(seed: seed, salt: salt, index: index)
    var arguments = random.pick(Self.commands)
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      if random.oneIn(2) {
        arguments.append(random.pick(Self.options))
        if random.oneIn(4) { continue }
      }
      var value = random.pick(Self.values)
      if random.oneIn(8), !value.isEmpty {
        let at = value.index(
          value.startIndex, offsetBy: Int.random(in: 0...value.count, using: &random))
        value.insert(Character(random.pick(InputMutator.oddScalars)), at: at)
      }
      arguments.append(value)
    }
    let data = (try? JSONEncoder().encode(arguments)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  func finish() {
    workspace.remove()
  }

  func check(_ input: String) -> String? {
    guard let arguments = try? JSONDecoder().decode([String].self, from: Data(input.utf8)) else {
      return nil
    }
    let outcome: FuzzWorkspace.Outcome
    do {
      outcome = try workspace.run(arguments, timeLimit: timeLimit)
    } catch {
      return "could not run workbench: \(error)"
    }
    if outcome.timedOut { return "still running after \(timeLimit) s" }
    if let signal = outcome.signal { return "died of signal \(signal)" }
    guard [0, 1, 2].contains(outcome.status) else { return "exit status \(outcome.status)" }
    if outcome.status == 2, !outcome.stderr.contains("error:") {
      return "exit status 2 without an error message"
    }
    let streamsOutputs = arguments.contains { $0.hasPrefix("/dev/std") }
    if !streamsOutputs, (outcome.stdout + outcome.stderr).unicodeScalars.contains("\u{1B}") {
      return "an escape code reached the terminal"
    }
    return workspace.damage(after: arguments)
  }
}
