import Foundation
import Harness
import HeadlessUIKit
import Reporting
import Townsquare

enum RunScenariosCommand: WorkbenchCommand {
  static let words = ["run", "scenarios"]
  static let summary = "run every scenario on every variant, compare them, write the report"
  static let help = """
    USAGE: workbench run scenarios [PATH...] [options]

    Runs every scenario of the .scenario files (a directory is searched recursively; default:
    Scenarios/) on every variant, checks that they behave identically, and writes the report.
    Run on the bundled suite as it is (no PATH, --tag, --variant, --plant or --no-faults), it
    also runs the planted-fault matrix and writes Reports/comparison.md, so the plain command
    reproduces the committed report. Any other run writes its report to
    .build/workbench/comparison.md (or --report FILE) and leaves Reports/ alone; on scripts of
    your own the matrix is left out unless you ask with --faults (a small suite of your own is
    not expected to catch every classic mistake).

    OPTIONS:
      --variant NAME    only this variant (repeatable; default: all)
      --tag TAG         only scenarios with this tag (repeatable)
      --plant FAULT     switch a planted fault on (repeatable; see `workbench run faults`)
      --assume NAME=VALUE
                        assume another value of one of UIKit's unsettled behaviours
                        (repeatable; see `workbench help assumptions`); the report is then
                        written only where --report says
      --faults          also run the planted-fault matrix (default for the bundled suite)
      --no-faults       do not run it
      --json FILE       write the full results as JSON (schema: Reports/README.md)
      --junit FILE      write JUnit XML, one test case per scenario and variant
      --report FILE     write the Markdown report there (default: see above)
      --no-report       write no report
      --timestamp       put the date and toolchain in the report

    EXIT STATUS: 0 all passed and all equivalent; 1 otherwise; 2 usage or script errors, an
    output that cannot be written, or nothing selected.
    """
  static let options = [
    "--plant", AssumeOption.name, "--faults", "--no-faults", "--json", "--junit", "--report",
    "--no-report",
    "--timestamp",
  ]

  @MainActor
  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    let commandLine = arguments.all
    let plantNames = try arguments.values("--plant")
    let askedForFaults = arguments.flag("--faults")
    let refusedFaults = arguments.flag("--no-faults")
    if askedForFaults && refusedFaults {
      throw UsageError("--faults and --no-faults contradict each other")
    }
    let assumptions = try AssumeOption.parse(&arguments)
    let request = try OutputOptions.Request(&arguments)
    let input = try ScenarioInput(&arguments, knownOptions: options)
    // Only the README's main command as typed reproduces the committed report; any other run
    // writes to a scratch folder unless told where, so it never rewrites Reports/.
    let isBundledSuite =
      !input.pathsGiven && input.tags.isEmpty && plantNames.isEmpty
      && input.variants.map(\.id) == VariantRegistry.all.map(\.id)
    // Under another assumption the committed report is not what the run shows either.
    let fullRun = isBundledSuite && !refusedFaults && assumptions.isDefault
    let output = try OutputOptions(
      request,
      defaultReport: fullRun ? OutputOptions.defaultReport : OutputOptions.scratchReport)
    var faults = PlantedFaults()
    for name in plantNames {
      let fault = try FaultNames.resolve(name, selected: input.variants)
      guard input.variants.contains(where: { $0.plantableFaults.contains(fault) }) else {
        let owner = VariantRegistry.all.first { $0.plantableFaults.contains(fault) }
        let selected = input.variants.map(\.name).joined(separator: ", ")
        throw UsageError(
          "--plant \(name): a fault of the \(owner?.name ?? fault.variant) variant, which is not "
            + "selected (--variant \(selected)); it would change nothing")
      }
      faults.insert(fault)
    }
    guard let files = input.load() else { return ExitStatus.usage }
    try output.checkNotInputs(files)
    try input.checkTags(files)
    let withFaults = askedForFaults || (isBundledSuite && !refusedFaults)

    if !assumptions.isDefault { Terminal.print("assuming \(assumptions)") }
    var runner = SuiteRunner(
      variants: input.variants, faults: faults, tags: input.tags, assumptions: assumptions)
    runner.progress = { Terminal.progress("running scenarios", $0, $1) }
    let suite = runner.run(files)
    for line in SuiteSummary.lines(for: suite) { Terminal.print(line) }

    var matrix: FaultMatrix?
    if withFaults {
      var faultRunner = FaultMatrixRunner(
        variants: input.variants, tags: input.tags, assumptions: assumptions)
      faultRunner.progress = { Terminal.progress("planting faults", $0, $1) }
      let found = faultRunner.run(files)
      for line in SuiteSummary.lines(for: found) { Terminal.print(line) }
      matrix = found
    }
    // With the faults, under the defaults, and for a file: what depends on each assumption.
    var study: AssumptionStudy?
    if withFaults, assumptions.isDefault, output.writesFiles {
      var studyRunner = AssumptionStudyRunner(variants: input.variants, tags: input.tags)
      studyRunner.progress = { Terminal.progress("other UIKit assumptions", $0, $1) }
      study = studyRunner.run(files, suite: suite, faults: matrix)
    }
    guard
      output.write(
        suite: suite, faults: matrix, input: input, command: command(arguments: commandLine),
        assumptions: study)
    else {
      return ExitStatus.usage
    }
    if !fullRun, request.report == nil, !request.noReport {
      Terminal.error(
        "(\(OutputOptions.defaultReport) is left as it is: only the bundled suite's full run "
          + "writes it; give --report FILE to choose where)")
    }
    let faultsCaught = matrix.map { $0.survivors.isEmpty && $0.hasBaseline } ?? true
    return suite.allPassed && suite.allEquivalent && faultsCaught
      ? ExitStatus.success : ExitStatus.failure
  }
}
