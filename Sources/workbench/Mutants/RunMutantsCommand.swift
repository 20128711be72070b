import Foundation
import Harness
import Reporting

enum RunMutantsCommand: WorkbenchCommand {
  /// The committed results the report reads.
  static let resultsFile = MutationFingerprint.resultsFile
  static let words = ["run", "mutants"]
  static let summary = "apply small mistakes everywhere the variants allow; show what catches each"
  static var help: String {
    """
    USAGE: workbench run mutants [options]

    Finds every place in each variant's own code (not the shared domain, not instrumentation)
    where a mutation operator applies, compiles all the mutants into one copy of the package
    (.build/mutants/package, each behind a run-time switch), builds it once, then runs the
    bundled scenarios and the variant's unit tests with each mutant switched on, in supervised
    worker processes (a crash or a hang kills the mutant). Prints the figures per variant and
    layer, and lists the survivors. The classic mistakes (`workbench run faults`) are among the
    mutants: in the JSON a named mutant has its "name" (`viper.presenterRetainsView`) and its
    "mistake" (`presenterRetainsView`), a plain operator mutant has neither.

    OPTIONS:
      --variant NAME      only this variant (repeatable; default: all)
      --operators LIST    only these operators, comma-separated (repeatable; default: all)
      --limit N           at most N mutants per variant, spread evenly over its sites
      --unit-tests WHICH  `all` (default): every mutant; `survivors`: only those the
                          scenarios do not catch
      --all-killers       run every scenario on every mutant, to list all that catch it
                          (default: a mutant's scenarios stop at the first that catches it)
      --lanes N           workers at once (default: 2)
      --json FILE         write every mutant, its status and killers, the figures and the
                          time of each phase
      --summary FILE      write the Markdown summary

    The whole run (no --variant, --operators, --limit, --unit-tests or --all-killers) also
    writes Reports/mutants.json, the committed results the report reads: sorted, with no
    timing and no absolute path, and a fingerprint of what they were measured on (the
    variants' sources and tests, the shared domain, the bundled scenarios, the operators).
    Only scenarios and unit tests that reach a mutant's switch (traced with no mutant on)
    are run with it. A scenario silent for 30 s (a test run: 120 s) is tried again alone with
    four times the bound; only a second silence kills the mutant by timeout.

    OPERATORS:
    \(MutationOperator.allCases.map { "  \($0.rawValue)  \($0.summary)" }.joined(separator: "\n"))

    EXIT STATUS: 0 done; 1 a scenario fails with no mutant on (it can catch nothing), or the
    schema copy cannot be built; 2 usage errors or an output that cannot be written.
    """
  }

  static let options = [
    "--variant", "--operators", "--limit", "--unit-tests", "--all-killers", "--lanes", "--json",
    "--summary",
  ]

  @MainActor
  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    if arguments.flag("--worker") { return try worker(&arguments) }
    let variants = try chosenVariants(&arguments)
    var operators = MutationOperator.allCases
    let operatorNames = try arguments.values("--operators").flatMap {
      $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
    }
    if !operatorNames.isEmpty {
      operators = []
      for name in operatorNames {
        guard let found = MutationOperator(rawValue: name) else {
          let names = MutationOperator.allCases.map(\.rawValue)
          let hint = NearestName.find(name, in: names).map { "; did you mean \($0)?" } ?? ""
          throw UsageError(
            "--operators: unknown operator '\(name)'\(hint) (known: \(names.joined(separator: ", ")))"
          )
        }
        if !operators.contains(found) { operators.append(found) }
      }
    }
    let limit = try positiveInteger(&arguments, "--limit")
    let lanes = try positiveInteger(&arguments, "--lanes") ?? 2
    let allKillers = arguments.flag("--all-killers")
    let unitTests = try arguments.value("--unit-tests") ?? "all"
    guard ["all", "survivors"].contains(unitTests) else {
      throw UsageError("--unit-tests: expected all or survivors, got '\(unitTests)'")
    }
    let json = try arguments.value("--json")
    let summaryPath = try arguments.value("--summary")
    let positionals = try arguments.positionals(knownOptions: options)
    guard positionals.isEmpty else {
      throw UsageError("unexpected argument '\(positionals[0])': run mutants takes no paths")
    }
    let root = FileManager.default.currentDirectoryPath
    guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
      throw UsageError("run mutants needs the package root as the current directory")
    }
    // Only the whole run (every variant and operator, no limit, every killer rule as default)
    // rewrites the committed results the report reads.
    let fullRun =
      variants.map(\.id) == VariantRegistry.all.map(\.id)
      && operators == MutationOperator.allCases && limit == nil && unitTests == "all"
      && !allKillers
    if let json, fullRun, let path = OutputPaths.realPath(json),
      path == OutputPaths.realPath(resultsFile)
    {
      throw UsageError(
        "--json \(json): the whole run writes \(resultsFile) itself; give --json another file")
    }
    let plan = MutantRun(
      root: root, variants: variants, operators: operators, limit: limit, lanes: lanes,
      unitTestsForAll: unitTests == "all", allKillers: allKillers)
    var report: MutationReport
    var timings: MutantRun.Timings
    do { (report, timings) = try plan.run() } catch {
      Terminal.error("error: \(error)")
      return ExitStatus.failure
    }
    Terminal.print(
      report.markdown.split(separator: "\n").prefix { !$0.hasPrefix("## ") }
        .joined(separator: "\n"))
    var outputs: [(path: String, text: String)] = []
    if fullRun { outputs.append((resultsFile, report.resultsFileText)) }
    if let json {
      report.phaseSeconds = Dictionary(
        timings.phases.map { ($0.name, ($0.seconds * 10).rounded() / 10) },
        uniquingKeysWith: +)
      outputs.append((json, report.documentText))
    }
    if let summaryPath { outputs.append((summaryPath, report.markdown)) }
    for output in outputs {
      do { try AtomicFile.write(output.text, to: output.path) } catch {
        Terminal.error("error: \(error.description)")
        return ExitStatus.usage
      }
      Terminal.error("wrote \(output.path)")
    }
    if !fullRun {
      Terminal.error(
        "(\(resultsFile) is left as it is: only the whole run, with no --variant, --operators, "
          + "--limit, --unit-tests or --all-killers, writes it)")
    }
    Terminal.error("phases:")
    for line in timings.lines { Terminal.error(line) }
    return report.isBroken ? ExitStatus.failure : ExitStatus.success
  }

  @MainActor
  private static func worker(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    guard let name = try arguments.value("--variant"), let variant = VariantRegistry.named(name)
    else { throw UsageError("--worker needs --variant") }
    // `--ids 5,6:0.3.7`: mutant 6 runs only scenarios 0, 3 and 7 (those reaching its switch).
    var ids: [Int] = []
    var only: [Int: Set<Int>] = [:]
    for item in (try arguments.value("--ids") ?? "").split(separator: ",") {
      let parts = item.split(separator: ":", omittingEmptySubsequences: false)
      guard let id = Int(parts[0]), parts.count <= 2 else {
        throw UsageError("--ids: '\(item)' is not ID or ID:N.N…")
      }
      ids.append(id)
      if parts.count == 2 {
        only[id] = Set(parts[1].split(separator: ".").compactMap { Int($0) })
      }
    }
    let trace = try arguments.value("--trace")
    let allKillers = arguments.flag("--all-killers")
    _ = try arguments.positionals(knownOptions: [])
    return MutantWorker.run(
      variant: variant, ids: ids, only: only, trace: trace, allKillers: allKillers)
  }

  private static func chosenVariants(_ arguments: inout ArgumentList) throws(UsageError)
    -> [AppVariant]
  {
    var variants: [AppVariant] = []
    for name in try arguments.values("--variant") {
      guard let variant = VariantRegistry.named(name) else {
        let names = VariantRegistry.all.map(\.id)
        let hint = NearestName.find(name, in: names).map { "; did you mean \($0)?" } ?? ""
        throw UsageError(
          "unknown variant '\(name)'\(hint) (known: \(names.joined(separator: ", ")))")
      }
      if !variants.contains(where: { $0.id == variant.id }) { variants.append(variant) }
    }
    return variants.isEmpty ? VariantRegistry.all : variants
  }

  private static func positiveInteger(_ arguments: inout ArgumentList, _ name: String)
    throws(UsageError) -> Int?
  {
    guard let text = try arguments.value(name) else { return nil }
    guard let value = Int(text), value > 0 else {
      throw UsageError("\(name): expected a positive number, got '\(text)'")
    }
    return value
  }
}
