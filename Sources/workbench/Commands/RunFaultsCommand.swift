import Foundation
import Harness
import HeadlessUIKit
import Reporting

enum RunFaultsCommand: WorkbenchCommand {
  static let words = ["run", "faults"]
  static let summary = "run the suite once per named mistake; show which scenarios catch each"
  static var help: String {
    """
    USAGE: workbench run faults [options]

    The classic mistakes are named mutants held by the harness (never in app sources): each is
    the mutant an operator produces at one place of a variant, or a named alternative body.
    They are compiled, with every other mutant, into one copy of the package
    (.build/mutants/package, the copy `workbench run mutants` builds), built once; then the
    bundled suite runs on each variant with no mutant, and once per named mutant with it
    switched on, in supervised worker processes (a crash or a hang catches it). Prints the
    matrix mutant × scenarios that caught it (caught when at least one scenario fails with it
    on and passes without it). A scenario that fails with no mutant catches nothing: it is
    listed as BROKEN and the run exits 1. A mistake cannot happen in a variant when the site
    finder finds no place for it in that variant's code.

    OPTIONS:
      --variant NAME    only this variant's mutants (repeatable)
      --fault NAME      only this named mutant (repeatable)
      --tag TAG         only scenarios with this tag (repeatable)
      --assume NAME=VALUE
                        assume another value of one of UIKit's unsettled behaviours
                        (repeatable; see `workbench help assumptions`)
      --lanes N         workers at once (default: 2)
      --json FILE       write the matrix as JSON
      --report FILE     write a Markdown report with the matrix
      --no-report       write no report (the default)
      --timestamp       put the date and toolchain in the report

    NAMED MUTANTS:
    \(NamedMutant.all.map { "  \($0.name)  \($0.summary)" }.joined(separator: "\n"))

    EXIT STATUS: 0 every mutant caught; 1 a mutant survived, a scenario is broken, or the
    schema copy cannot be built; 2 usage or script errors, an output that cannot be written,
    or nothing selected.
    """
  }

  static let options = [
    "--json", "--report", "--timestamp", "--no-report", "--fault", "--lanes", AssumeOption.name,
  ]

  @MainActor
  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    let commandLine = arguments.all
    if arguments.flag("--worker") { return try worker(&arguments) }
    let assumptionArguments = assignments(in: arguments.all)
    let assumptions = try AssumeOption.parse(&arguments)
    let request = try OutputOptions.Request(&arguments)
    if request.junit != nil {
      throw UsageError("--junit: run faults has no test cases to write; use --json or --report")
    }
    let output = try OutputOptions(request, defaultReport: nil)
    let faultNames = try arguments.values("--fault")
    let lanes = try lanes(&arguments)
    let input = try ScenarioInput(&arguments, knownOptions: options)
    if input.pathsGiven {
      throw UsageError(
        "run faults runs the bundled suite (Scenarios/) in the schema copy; it takes no PATH "
          + "(use --tag to choose scenarios)")
    }
    var chosenFaults: [NamedMutant] = []
    for name in faultNames {
      let named = try FaultNames.resolve(name, selected: input.variants)
      guard input.variants.contains(where: { $0.faultPrefix == named.variant }) else {
        let selected = input.variants.map(\.name).joined(separator: ", ")
        let owner = VariantRegistry.all.first { $0.faultPrefix == named.variant }
        throw UsageError(
          "--fault \(name): a mutant of the \(owner?.name ?? named.variant) variant, which is "
            + "not selected (--variant \(selected))")
      }
      chosenFaults.append(named)
    }
    guard let files = input.load() else { return ExitStatus.usage }
    try output.checkNotInputs(files)
    try input.checkTags(files)
    let root = FileManager.default.currentDirectoryPath
    guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
      throw UsageError("run faults needs the package root as the current directory")
    }
    if !assumptions.isDefault { Terminal.print("assuming \(assumptions)") }
    let run = FaultRun(
      root: root, variants: input.variants, tags: input.tags, assumptions: assumptions,
      assumptionArguments: assumptionArguments, only: chosenFaults.map(\.name), lanes: lanes)
    let matrix: FaultMatrix
    do { matrix = try run.run() } catch {
      Terminal.error("error: \(error)")
      return ExitStatus.failure
    }
    for line in SuiteSummary.lines(for: matrix) { Terminal.print(line) }
    guard
      output.write(
        suite: nil, faults: matrix, input: input, command: command(arguments: commandLine))
    else { return ExitStatus.usage }
    return matrix.survivors.isEmpty && matrix.hasBaseline ? ExitStatus.success : ExitStatus.failure
  }

  /// The `--assume` values as given, for the workers.
  private static func assignments(in all: [String]) -> [String] {
    var found: [String] = []
    for (index, argument) in all.enumerated() {
      if argument == AssumeOption.name, index + 1 < all.count {
        found.append(all[index + 1])
      } else if argument.hasPrefix(AssumeOption.name + "=") {
        found.append(String(argument.dropFirst(AssumeOption.name.count + 1)))
      }
    }
    return found
  }

  private static func lanes(_ arguments: inout ArgumentList) throws(UsageError) -> Int {
    guard let text = try arguments.value("--lanes") else { return 2 }
    guard let value = Int(text), value > 0 else {
      throw UsageError("--lanes: expected a positive number, got '\(text)'")
    }
    return value
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
    let tags = try arguments.values("--tag")
    let assumptions = try AssumeOption.parse(&arguments)
    _ = try arguments.positionals(knownOptions: [])
    return MutantWorker.run(
      variant: variant, ids: ids, allKillers: true, tags: tags, assumptions: assumptions,
      detailed: true)
  }
}
