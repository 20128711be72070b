import Harness
import Reporting
import Townsquare

enum RunFaultsCommand: WorkbenchCommand {
  static let words = ["run", "faults"]
  static let summary = "run the suite once per planted fault; show which scenarios catch each"
  static var help: String {
    """
    USAGE: workbench run faults [PATH...] [options]

    Runs the suite once on each variant with no fault, then once per planted fault of each
    variant, on that variant, and prints the matrix fault × scenarios that caught it (a fault
    is caught when at least one scenario fails with it on and passes without it). A scenario
    that fails with no fault catches nothing: it is listed as BROKEN and the run exits 1.

    OPTIONS:
      --variant NAME    only this variant's faults (repeatable)
      --tag TAG         only scenarios with this tag (repeatable)
      --assume NAME=VALUE
                        assume another value of one of UIKit's unsettled behaviours
                        (repeatable; see `workbench help assumptions`)
      --json FILE       write the matrix as JSON
      --report FILE     write a Markdown report with the matrix
      --no-report       write no report (the default)
      --timestamp       put the date and toolchain in the report

    FAULTS:
    \(PlantedFault.all.map { "  \($0.rawValue)  \($0.summary)" }.joined(separator: "\n"))

    EXIT STATUS: 0 every fault caught; 1 a fault survived or a scenario is broken; 2 usage or script errors, an output
    that cannot be written, or nothing selected.
    """
  }

  @MainActor
  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    let commandLine = arguments.all
    let assumptions = try AssumeOption.parse(&arguments)
    let request = try OutputOptions.Request(&arguments)
    if request.junit != nil {
      throw UsageError("--junit: run faults has no test cases to write; use --json or --report")
    }
    let output = try OutputOptions(request, defaultReport: nil)
    let input = try ScenarioInput(
      &arguments,
      knownOptions: ["--json", "--report", "--timestamp", "--no-report", AssumeOption.name])
    guard let files = input.load() else { return ExitStatus.usage }
    try output.checkNotInputs(files)
    try input.checkTags(files)
    if !assumptions.isDefault { Terminal.print("assuming \(assumptions)") }
    var runner = FaultMatrixRunner(
      variants: input.variants, tags: input.tags, assumptions: assumptions)
    runner.progress = { Terminal.progress("planting faults", $0, $1) }
    let matrix = runner.run(files)
    for line in SuiteSummary.lines(for: matrix) { Terminal.print(line) }
    guard
      output.write(
        suite: nil, faults: matrix, input: input, command: command(arguments: commandLine))
    else { return ExitStatus.usage }
    return matrix.survivors.isEmpty && matrix.hasBaseline ? ExitStatus.success : ExitStatus.failure
  }
}
