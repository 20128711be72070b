import Foundation
import Harness
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

  @MainActor
  func run() throws -> MutationReport {
    let started = Date()
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
    let workspace = root + "/.build/mutants"
    let build = MutantBuild(source: root, workspace: workspace, catalogue: catalogue)
    let built = try build.run { Terminal.error($0) }
    let builtAt = Date()
    Terminal.error(
      String(format: "schema copy built in %.0f s", builtAt.timeIntervalSince(started)))

    let compiled = mutants.filter { built.uncompilable[$0.id] == nil }
    let scenarios = MutantWorker.scenarios(tags: [])
    let supervisor = MutantSupervisor(
      executable: build.scratch + "/debug/workbench", directory: build.copy.root,
      scenarioSeconds: 30, scenarioLocations: scenarios.map(\.location),
      scenarioNames: scenarios.map(\.name),
      workerCommand: ["run", "mutants", "--worker"] + (allKillers ? ["--all-killers"] : []))
    let baselines = supervisor.run(
      variants.map { MutantSupervisor.Job(variant: $0, ids: [0]) }, lanes: lanes,
      progress: { _ in })
    var jobs: [MutantSupervisor.Job] = []
    for variant in variants {
      let ids = compiled.filter { $0.variantID == variant.id }.map(\.id)
      for start in stride(from: 0, to: ids.count, by: 16) {
        jobs.append(.init(variant: variant, ids: Array(ids[start..<min(start + 16, ids.count)])))
      }
    }
    let total = compiled.count
    let done = LockedBox(0)
    let scenarioKills = supervisor.run(jobs, lanes: lanes) { count in
      let now = done.modify { value -> Int in
        value += count
        return value
      }
      Terminal.progress("running scenarios on mutants", now, total)
    }
    let scenariosDone = Date()
    Terminal.error(
      String(
        format: "scenarios: %d mutants in %.0f s", total,
        scenariosDone.timeIntervalSince(builtAt)))

    // A scenario counts only if it passes with no mutant on.
    var broken: [String: Set<String>] = [:]
    for variant in variants {
      let failing = baselines[variant.id]?[0] ?? []
      broken[variant.name] = Set(failing.map(\.name))
    }
    var killedBy: [Int: MutantResult.KilledBy] = [:]
    for mutant in compiled {
      let kills = scenarioKills[mutant.variantID]?[mutant.id] ?? []
      let brokenHere = broken[mutant.variant] ?? []
      killedBy[mutant.id] = .init(
        scenarios: kills.filter {
          !brokenHere.contains($0.name) || $0.how == "crash" || $0.how == "timeout"
        }.sorted())
    }

    // The unit tests.
    let tests = MutantUnitTests(
      bundle: build.scratch + "/debug/workbenchPackageTests.xctest", directory: build.copy.root,
      seconds: 120)
    var brokenTests: [String: [String]] = [:]
    var classes: [String: [String]] = [:]
    for variant in variants {
      let target = (variant.sourcePath as NSString).lastPathComponent + "Tests"
      classes[variant.id] = tests.classes(ofTarget: target)
      let failing = tests.run(classes: classes[variant.id] ?? [], mutant: 0)
      brokenTests[variant.name] = failing.map(\.name).sorted()
    }
    let unitCandidates = compiled.filter {
      unitTestsForAll || (killedBy[$0.id]?.scenarios.isEmpty ?? true)
    }
    let unitKills = LockedBox<[Int: [MutantKill]]>([:])
    let queue = LockedBox(unitCandidates)
    let unitDone = LockedBox(0)
    let unitTotal = unitCandidates.count
    let classesByVariant = classes
    let brokenByVariant = brokenTests
    DispatchQueue.concurrentPerform(iterations: lanes) { _ in
      while let mutant = queue.modify({ $0.isEmpty ? nil : $0.removeFirst() }) {
        let brokenHere = Set(brokenByVariant[mutant.variant] ?? [])
        let kills = tests.run(classes: classesByVariant[mutant.variantID] ?? [], mutant: mutant.id)
          .filter { !brokenHere.contains($0.name) || $0.how != "failed" }
        unitKills.modify { $0[mutant.id] = kills }
        let now = unitDone.modify { value -> Int in
          value += 1
          return value
        }
        Terminal.progress("running unit tests on mutants", now, unitTotal)
      }
    }
    for (id, kills) in unitKills.value { killedBy[id]?.unitTests = kills.sorted() }
    Terminal.error(
      String(
        format: "unit tests: %d mutants in %.0f s; whole run %.0f s", unitTotal,
        Date().timeIntervalSince(scenariosDone), Date().timeIntervalSince(started)))

    let results = mutants.map { mutant in
      MutantResult(
        mutant, killedBy: killedBy[mutant.id] ?? .init(),
        compilerError: built.uncompilable[mutant.id])
    }
    var testLines: [String: Int] = [:]
    var navigationUnitTestLines: [String: Int] = [:]
    for variant in variants {
      testLines[variant.name] = Self.codeLines(under: root + "/" + TestCost.testPath(of: variant))
      // An unknown decision id is run scenarios' error to report; here it only leaves the figure out.
      navigationUnitTestLines[variant.name] =
        (try? TestCost.measure(variant, root: root))??.totalLines
    }
    return MutationReport(
      variants: variants, operators: operators, mutants: results, testLines: testLines,
      navigationUnitTestLines: navigationUnitTestLines,
      brokenScenarios: broken.mapValues { $0.sorted() }, brokenUnitTests: brokenTests,
      unitTestsRun: unitTestsForAll ? "for every mutant" : "for the scenarios' survivors only",
      scenarioKillersListed: allKillers ? "all" : "first")
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
