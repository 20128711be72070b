import Foundation
import Harness
import PathText
import SwiftMetrics

/// One `run mutants`: find the mutants, build the schema copy once, run the scenarios and the
/// unit tests with each mutant on, and put the findings together.
struct MutantRun {
  let root: String
  let variants: [AppVariant]
  let operators: [MutationOperator]
  let limit: Int?
  let lanes: Int
  let unitTestsForAll: Bool
  let allKillers: Bool

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Seconds per phase, printed at the end of the run (never in the committed results).
  struct Timings {
    var phases: [(name: String, seconds: Double)] = []
    private var last = Date()

    mutating func lap(_ name: String) {
      let now = Date()
      phases.append((name, now.timeIntervalSince(last)))
      last = now
    }

    var lines: [String] {
      let total = phases.map(\.seconds).reduce(0, +)
      func line(_ name: String, _ seconds: Double) -> String {
        "  " + name.padding(toLength: 38, withPad: " ", startingAt: 0)
          + String(format: "%7.1f s", seconds)
      }
      func part(_ names: [String]) -> Double {
        phases.filter { phase in names.contains { phase.name.hasPrefix($0) } }.map(\.seconds)
          .reduce(0, +)
      }
      return phases.map { line($0.name, $0.seconds) } + [
        line(
          "scenario part, its build counted", part(["building the schema copy (w", "scenarios"])),
        line("unit-test part, its build counted", part(["building the schema copy (t", "unit"])),
        line("whole run", total),
      ]
    }
  }

  /// The rule that keeps a hang from being a matter of load: a scenario (or a test run) that
  /// gives no sign within its bound is tried again alone with `retryFactor` times the bound,
  /// and only a second silence counts as a kill by timeout; otherwise the retry's outcome
  /// stands.
  static let scenarioSeconds = 30.0
  static let unitTestSeconds = 120.0
  static let retryFactor = 4.0

  @MainActor
  func run() throws -> (report: MutationReport, timings: Timings) {
    var timings = Timings()
    var catalogue = try MutantCatalogue(
      root: root, variants: variants, operators: Set(operators))
    guard catalogue.namedProblems.isEmpty else {
      throw Failure(
        description: "named mutants that do not fit today's sources:\n"
          + catalogue.namedProblems.joined(separator: "\n"))
    }
    if let limit { catalogue.keep(Self.spread(catalogue.mutants, limit: limit)) }
    let mutants = catalogue.mutants
    for variant in variants {
      let own = mutants.filter { $0.variantID == variant.id }
      let byOperator = Dictionary(grouping: own, by: \.mutationOperator)
        .sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value.count)" }
      Terminal.error(
        "\(variant.name): \(own.count) mutants (\(byOperator.joined(separator: ", ")))")
    }
    timings.lap("finding the mutants")
    let workspace = root + "/.build/mutants"
    let build = MutantBuild(source: root, workspace: workspace, catalogue: catalogue)
    // The scenarios need only the copy's `workbench`: they start before the tests are built.
    let built = try build.run(product: "workbench") { Terminal.error($0) }
    timings.lap("building the schema copy (workbench)")

    let compiled = mutants.filter { built.uncompilable[$0.id] == nil }
    let scenarioKills = try runScenarios(compiled, build: build, timings: &timings)
    var killedBy = scenarioKills.killedBy

    try build.buildTests(progress: { Terminal.error($0) })
    timings.lap("building the schema copy (tests)")
    let unit = runUnitTests(compiled, killedBy: killedBy, build: build, timings: &timings)
    for (id, kills) in unit.kills { killedBy[id]?.unitTests = kills.sorted() }

    let results = mutants.map { mutant in
      MutantResult(
        mutant, killedBy: killedBy[mutant.id] ?? .init(),
        compilerError: built.uncompilable[mutant.id])
    }
    var testLines: [String: Int] = [:]
    var navigationUnitTestLines: [String: Int] = [:]
    var navigationUnitTestClasses: [String: Set<String>] = [:]
    for variant in variants {
      testLines[variant.name] = Self.codeLines(under: root + "/" + TestCost.testPath(of: variant))
      // An unknown decision id is run scenarios' error to report; here it only leaves the figure out.
      let cost = (try? TestCost.measure(variant, root: root)) ?? nil
      navigationUnitTestLines[variant.name] = cost?.totalLines
      navigationUnitTestClasses[variant.name] = Set(cost?.unitTestClasses ?? [])
    }
    var report = MutationReport(
      variants: variants, operators: operators, mutants: results, testLines: testLines,
      navigationUnitTestLines: navigationUnitTestLines,
      navigationUnitTestClasses: navigationUnitTestClasses, brokenScenarios: scenarioKills.broken,
      brokenUnitTests: unit.broken,
      unitTestsRun: unitTestsForAll ? "for every mutant" : "for the scenarios' survivors only",
      scenarioKillersListed: allKillers ? "all" : "first")
    report.fingerprint = MutationFingerprint.of(
      root: root, variants: variants, operators: operators)
    timings.lap("putting the results together")
    return (report, timings)
  }

  /// The scenario part: a traced baseline per variant (which scenario reaches which switch),
  /// then each mutant on the scenarios that reach it; a mutant no scenario reaches is not run
  /// (it cannot change what any of them does).
  @MainActor
  private func runScenarios(_ compiled: [Mutant], build: MutantBuild, timings: inout Timings)
    throws -> (killedBy: [Int: MutantResult.KilledBy], broken: [String: [String]])
  {
    let scenarios = MutantWorker.scenarios(tags: [])
    let names = scenarios.map(\.name)
    let supervisor = MutantSupervisor(
      executable: build.scratch + "/debug/workbench", directory: build.copy.root,
      scenarioSeconds: Self.scenarioSeconds, scenarioLocations: scenarios.map(\.location),
      scenarioNames: names,
      workerCommand: ["run", "mutants", "--worker"] + (allKillers ? ["--all-killers"] : []))
    var traces: [String: String] = [:]
    for variant in variants {
      let path = build.workspace + "/trace-scenarios-\(variant.id).txt"
      try? FileManager.default.removeItem(atPath: path)
      traces[variant.id] = path
    }
    let baselines = supervisor.run(
      variants.map { MutantSupervisor.Job(variant: $0, ids: [0], trace: traces[$0.id]) },
      lanes: lanes, progress: { _ in })
    var jobs: [MutantSupervisor.Job] = []
    var unreached = 0
    for variant in variants {
      let text = traces[variant.id].flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
      let reached = MutationSchema.readTrace(text ?? "").mapValues { $0.compactMap(Int.init) }
      var job = MutantSupervisor.Job(variant: variant, ids: [])
      for mutant in compiled where mutant.variantID == variant.id {
        guard let scenarios = reached[mutant.id], !scenarios.isEmpty else {
          unreached += 1
          continue
        }
        job.ids.append(mutant.id)
        job.only[mutant.id] = scenarios.sorted()
        if job.ids.count == 32 {
          jobs.append(job)
          job = .init(variant: variant, ids: [])
        }
      }
      if !job.ids.isEmpty { jobs.append(job) }
    }
    timings.lap("scenarios: traced baseline")
    let total = jobs.map(\.ids.count).reduce(0, +)
    var kills = supervisor.run(jobs, lanes: lanes, showing: "running scenarios on mutants")
    Terminal.error(
      "scenarios: \(total) mutants run, \(unreached) reached by no scenario (not run)")
    timings.lap("scenarios: mutants")
    // Timeouts, again alone with a longer bound: only a second silence counts.
    let patient = MutantSupervisor(
      executable: supervisor.executable, directory: supervisor.directory,
      scenarioSeconds: Self.scenarioSeconds * Self.retryFactor,
      scenarioLocations: supervisor.scenarioLocations, scenarioNames: names,
      workerCommand: supervisor.workerCommand)
    let retries = jobs.flatMap { job in
      job.ids.filter { id in kills[job.variant.id]?[id]?.contains { $0.how == "timeout" } ?? false }
        .map { MutantSupervisor.Job(variant: job.variant, ids: [$0], only: job.only) }
    }
    if !retries.isEmpty {
      Terminal.error("scenarios: \(retries.count) timeouts, tried again with a longer bound")
      for (variant, found) in patient.run(retries, lanes: lanes, progress: { _ in }) {
        kills[variant, default: [:]].merge(found) { $1 }
      }
      timings.lap("scenarios: timeouts tried again")
    }

    // A scenario counts only if it passes with no mutant on.
    var broken: [String: Set<String>] = [:]
    for variant in variants {
      let failing = baselines[variant.id]?[0] ?? []
      broken[variant.name] = Set(failing.map(\.name))
    }
    var killedBy: [Int: MutantResult.KilledBy] = [:]
    for mutant in compiled {
      let found = kills[mutant.variantID]?[mutant.id] ?? []
      let brokenHere = broken[mutant.variant] ?? []
      killedBy[mutant.id] = .init(
        scenarios: found.filter {
          !brokenHere.contains($0.name) || $0.how == "crash" || $0.how == "timeout"
        }.sorted())
    }
    return (killedBy, broken.mapValues { $0.sorted() })
  }

  /// The unit-test part: each variant's tests run once with no mutant, traced (which test
  /// reaches which switch); then each mutant with the tests that reach its switch, in one
  /// process.
  private func runUnitTests(
    _ compiled: [Mutant], killedBy: [Int: MutantResult.KilledBy], build: MutantBuild,
    timings: inout Timings
  ) -> (kills: [Int: [MutantKill]], broken: [String: [String]]) {
    let bundle = build.scratch + "/debug/workbenchPackageTests.xctest"
    let tests = MutantUnitTests(
      bundle: bundle, directory: build.copy.root, seconds: Self.unitTestSeconds)
    var classes: [String: [String]] = [:]
    for variant in variants {
      let target = PathText.name(of: variant.sourcePath) + "Tests"
      classes[variant.id] = tests.classes(ofTarget: target)
    }
    let baselines = LockedBox<[String: (reached: [Int: Set<String>], failing: [MutantKill])]>([:])
    let baselineQueue = LockedBox(variants)
    let classesByVariant = classes
    DispatchQueue.concurrentPerform(iterations: lanes) { _ in
      while let variant = baselineQueue.modify({ $0.isEmpty ? nil : $0.removeFirst() }) {
        let found = tests.reachingTests(classes: classesByVariant[variant.id] ?? [])
        baselines.modify { $0[variant.id] = found }
      }
    }
    var broken: [String: [String]] = [:]
    var reached: [Int: Set<String>] = [:]
    for variant in variants {
      let baseline = baselines.value[variant.id]
      broken[variant.name] = (baseline?.failing ?? []).map(\.name).sorted()
      reached.merge(baseline?.reached ?? [:]) { $0.union($1) }
    }
    timings.lap("unit tests: traced baseline")

    var work: [(mutant: Mutant, classes: [String])] = []
    for mutant in compiled where unitTestsForAll || (killedBy[mutant.id]?.scenarios.isEmpty ?? true)
    {
      let own = Set(classes[mutant.variantID] ?? [])
      let reaching = (reached[mutant.id] ?? []).filter { test in
        own.contains(String(test.prefix { $0 != "/" }))
      }.sorted()
      if !reaching.isEmpty { work.append((mutant, reaching)) }
    }
    let unitKills = LockedBox<[Int: [MutantKill]]>([:])
    let queue = LockedBox(work)
    let unitDone = LockedBox(0)
    let unitTotal = work.count
    let brokenByVariant = broken
    func runAll(_ tests: MutantUnitTests, _ queue: LockedBox<[(mutant: Mutant, classes: [String])]>)
    {
      DispatchQueue.concurrentPerform(iterations: lanes) { _ in
        while let item = queue.modify({ $0.isEmpty ? nil : $0.removeFirst() }) {
          let brokenHere = Set(brokenByVariant[item.mutant.variant] ?? [])
          let kills = tests.run(filters: item.classes, mutant: item.mutant.id)
            .filter { !brokenHere.contains($0.name) || $0.how != "failed" }
          unitKills.modify { $0[item.mutant.id] = kills }
          let now = unitDone.modify { value -> Int in
            value += 1
            return value
          }
          Terminal.progress("running unit tests on mutants", now, unitTotal)
        }
      }
    }
    runAll(tests, queue)
    Terminal.error(
      "unit tests: \(unitTotal) mutants run, "
        + "\(compiled.count - unitTotal) reached by no unit test or not asked for (not run)")
    timings.lap("unit tests: mutants")
    let timedOut = work.filter { item in
      unitKills.value[item.mutant.id]?.contains { $0.how == "timeout" } ?? false
    }
    if !timedOut.isEmpty {
      Terminal.error("unit tests: \(timedOut.count) timeouts, tried again with a longer bound")
      let patient = MutantUnitTests(
        bundle: bundle, directory: build.copy.root,
        seconds: Self.unitTestSeconds * Self.retryFactor)
      runAll(patient, LockedBox(timedOut))
      timings.lap("unit tests: timeouts tried again")
    }
    return (unitKills.value, broken)
  }

  /// Code lines of the Swift files under a folder, as the analyser counts them.
  static func codeLines(under folder: String) -> Int? {
    guard let entries = try? FileManager.default.subpathsOfDirectory(atPath: folder) else {
      return nil
    }
    var total = 0
    for entry in entries where entry.hasSuffix(".swift") {
      guard let text = try? String(contentsOfFile: folder + "/" + entry, encoding: .utf8) else {
        continue
      }
      var symbols = SymbolTable()
      total += Tokenizer.tokenize(text, symbols: &symbols, keepComments: false).codeLines
    }
    return total
  }

  /// At most `limit` mutants of each variant, evenly spaced over its sites (so that every
  /// part of the code and most operators are represented), in id order.
  static func spread(_ mutants: [Mutant], limit: Int) -> Set<Int> {
    var kept = Set<Int>()
    for ofVariant in Dictionary(grouping: mutants, by: \.variantID).values {
      let sorted = ofVariant.sorted { $0.id < $1.id }
      if sorted.count <= limit {
        kept.formUnion(sorted.map(\.id))
        continue
      }
      for index in 0..<limit { kept.insert(sorted[index * sorted.count / limit].id) }
    }
    return kept
  }
}
