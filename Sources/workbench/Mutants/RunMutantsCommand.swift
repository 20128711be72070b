import Foundation
import Harness
import Reporting

enum RunMutantsCommand: WorkbenchCommand {
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
      --json FILE         write every mutant, its status and killers, and the figures
      --summary FILE      write the Markdown summary

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
    let plan = MutantRun(
      root: root, variants: variants, operators: operators, limit: limit, lanes: lanes,
      unitTestsForAll: unitTests == "all", allKillers: allKillers)
    let report: MutationReport
    do { report = try plan.run() } catch {
      Terminal.error("error: \(error)")
      return ExitStatus.failure
    }
    Terminal.print(
      report.markdown.split(separator: "\n").prefix { !$0.hasPrefix("## ") }
        .joined(separator: "\n"))
    var outputs: [(path: String, text: String)] = []
    if let json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let data = (try? encoder.encode(report)) ?? Data()
      outputs.append((json, String(decoding: data, as: UTF8.self) + "\n"))
    }
    if let summaryPath { outputs.append((summaryPath, report.markdown)) }
    for output in outputs {
      do { try AtomicFile.write(output.text, to: output.path) } catch {
        Terminal.error("error: \(error.description)")
        return ExitStatus.usage
      }
    }
    return report.isBroken ? ExitStatus.failure : ExitStatus.success
  }

  @MainActor
  private static func worker(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    guard let name = try arguments.value("--variant"), let variant = VariantRegistry.named(name)
    else { throw UsageError("--worker needs --variant") }
    let ids = try (arguments.value("--ids") ?? "").split(separator: ",").map {
      text throws(UsageError) in
      guard let id = Int(text) else { throw UsageError("--ids: '\(text)' is not a number") }
      return id
    }
    let allKillers = arguments.flag("--all-killers")
    _ = try arguments.positionals(knownOptions: [])
    return MutantWorker.run(variant: variant, ids: ids, allKillers: allKillers)
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
