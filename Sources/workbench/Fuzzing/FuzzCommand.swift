import Foundation

/// `workbench fuzz`: random and mutated inputs thrown at every parser for a time budget.
enum FuzzCommand: WorkbenchCommand {
  static let words = ["fuzz"]
  static let summary = "throw random and mutated inputs at the parsers; report crashes and hangs"
  static let help = """
    USAGE: workbench fuzz [--seconds N] [--seed S]... [--target NAME]... [options]
           workbench fuzz --replay FILE --target NAME

    Makes inputs from the bundled scripts and sources (when run in the package root) and from
    its own, mutates them (tokens out of place, ranges cut, repeated or nested thousands deep,
    control and odd Unicode characters) and throws them at each target for its share of the
    time. An input is a finding when the parser crashes, takes longer than the bound, or
    answers wrongly: an error without a position or pointing outside the input, an escape code
    reaching the terminal, an input file changed, a temporary file left behind.

    TARGETS:
      scenario    scenario scripts, parsed, and run on every variant when they parse
      hierarchy   the hierarchy notation of `expect hierarchy`
      swift       Swift sources, analysed as `workbench analyze` does
      arguments   the workbench command line itself, on random arguments in a scratch folder

    OPTIONS:
      --seconds N         the whole budget, shared by targets and seeds (default: 60)
      --seed S            a seed (repeatable; default: 1); a seed makes the same inputs each run
      --target NAME       only this target (repeatable; default: all)
      --input-seconds N   the most one input may take before it counts as a hang (default: 10)
      --findings DIR      where the inputs of findings are saved (default: .build/fuzz)
      --replay FILE       run one saved input of --target in this process and say what it finds

    Each target runs in a worker process, so a crash or hang is caught and its input saved.
    EXIT STATUS: 0 no finding; 1 findings (their inputs are saved); 2 a usage error.
    """

  @MainActor
  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    let seconds = try number(arguments.value("--seconds"), "--seconds") ?? 60
    let inputSeconds = try number(arguments.value("--input-seconds"), "--input-seconds") ?? 10
    var seeds: [UInt64] = []
    for text in try arguments.values("--seed") {
      guard let seed = UInt64(text) else {
        throw UsageError("--seed needs a whole number from 0 up, not '\(text)'")
      }
      seeds.append(seed)
    }
    var targets: [FuzzTargetName] = []
    for text in try arguments.values("--target") {
      guard let target = FuzzTargetName(rawValue: text) else {
        let names = FuzzTargetName.allCases.map(\.rawValue)
        let hint = NearestName.find(text, in: names).map { "; did you mean \($0)?" } ?? ""
        throw UsageError(
          "unknown target '\(text)'\(hint) (targets: \(names.joined(separator: ", ")))")
      }
      targets.append(target)
    }
    let findings = try arguments.value("--findings") ?? ".build/fuzz"
    let replay = try arguments.value("--replay")
    let worker = arguments.flag("--worker")
    let rest = try arguments.positionals(knownOptions: [
      "--seconds", "--seed", "--target", "--input-seconds", "--findings", "--replay",
    ])
    guard rest.isEmpty else { throw UsageError("unexpected argument '\(rest[0])'") }
    let corpus = FuzzCorpus()

    if worker || replay != nil {
      guard targets.count == 1 else {
        throw UsageError("\(worker ? "--worker" : "--replay") needs exactly one --target")
      }
      var target = targets[0].make(corpus: corpus)
      if var arguments = target as? ArgumentsFuzzTarget {
        arguments.timeLimit = inputSeconds
        target = arguments
      }
      if let replay {
        defer { target.finish() }
        return try self.replay(replay, on: target)
      }
      return FuzzWorker.run(target, seed: seeds.first ?? 1, seconds: seconds)
    }
    let chosen = targets.isEmpty ? FuzzTargetName.allCases : targets
    let seedList = seeds.isEmpty ? [1] : seeds
    let share = seconds / Double(chosen.count * seedList.count)
    let slices = seedList.flatMap { seed in
      chosen.map { FuzzSupervisor.Slice(target: $0, seed: seed, seconds: share) }
    }
    let supervisor = FuzzSupervisor(
      corpus: corpus, inputSeconds: inputSeconds, findingsFolder: findings)
    return supervisor.run(slices) == 0 ? ExitStatus.success : ExitStatus.failure
  }

  @MainActor
  private static func replay(_ path: String, on target: any FuzzTarget) throws(UsageError)
    -> Int32
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("--replay \(path): cannot read this file")
    }
    let started = Date()
    let problem = target.check(String(decoding: data, as: UTF8.self))
    let took = String(format: "%.2f", Date().timeIntervalSince(started))
    Terminal.print(problem.map { "FOUND  \($0) (\(took) s)" } ?? "no problem (\(took) s)")
    return problem == nil ? ExitStatus.success : ExitStatus.failure
  }

  private static func number(_ text: String?, _ option: String) throws(UsageError) -> Double? {
    guard let text else { return nil }
    guard let value = Double(text), value > 0, value.isFinite else {
      throw UsageError("\(option) needs a positive number of seconds, not '\(text)'")
    }
    return value
  }
}
