import Foundation
import Harness
import HeadlessUIKit
import Reporting

enum RunScenariosCommand: WorkbenchCommand {
  static let words = ["run", "scenarios"]
  static let summary = "run every scenario on every variant, compare them, write the report"
  static let help = """
    USAGE: workbench run scenarios [PATH...] [options]

    Runs every scenario of the .scenario files (a directory is searched recursively; default:
    Scenarios/) on every variant, checks that they behave identically, and writes the report.
    Run on the bundled suite as it is (no PATH, --tag or --variant), it writes
    Reports/comparison.md, so the plain command reproduces the committed report. Any other run
    writes its report to .build/workbench/comparison.md (or --report FILE) and leaves Reports/
    alone. Which scenarios catch each classic mistake: `workbench run faults`.

    OPTIONS:
      --variant NAME    only this variant (repeatable; default: all)
      --tag TAG         only scenarios with this tag (repeatable)
      --assume NAME=VALUE
                        assume another value of one of UIKit's unsettled behaviours
                        (repeatable; see `workbench help assumptions`); the report is then
                        written only where --report says
      --json FILE       write the full results as JSON (schema: Reports/README.md)
      --junit FILE      write JUnit XML, one test case per scenario and variant
      --report FILE     write the Markdown report there (default: see above)
      --no-report       write no report
      --timestamp       put the date and toolchain in the report

    EXIT STATUS: 0 all passed and all equivalent; 1 otherwise; 2 usage or script errors, an
    output that cannot be written, or nothing selected.
    """
  static let options = [
    AssumeOption.name, "--json", "--junit", "--report", "--no-report", "--timestamp",
  ]

  @MainActor
  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    let commandLine = arguments.all
    // The app sources hold no fault switches any more: mistakes are named mutants, run in the
    // generated schema copy.
    for gone in ["--plant", "--faults", "--no-faults"] where arguments.all.contains(gone) {
      throw UsageError(
        "\(gone): run scenarios no longer plants faults; the classic mistakes are named mutants "
          + "of the schema copy: use `workbench run faults` (--fault NAME for one)")
    }
    let assumptions = try AssumeOption.parse(&arguments)
    let request = try OutputOptions.Request(&arguments)
    let input = try ScenarioInput(&arguments, knownOptions: options)
    // Only the README's main command as typed reproduces the committed report; any other run
    // writes to a scratch folder unless told where, so it never rewrites Reports/.
    let isBundledSuite =
      !input.pathsGiven && input.tags.isEmpty
      && input.variants.map(\.id) == VariantRegistry.all.map(\.id)
    // Under another assumption the committed report is not what the run shows either.
    let fullRun = isBundledSuite && assumptions.isDefault
    let output = try OutputOptions(
      request,
      defaultReport: fullRun ? OutputOptions.defaultReport : OutputOptions.scratchReport)
    guard let files = input.load() else { return ExitStatus.usage }
    try output.checkNotInputs(files)
    try input.checkTags(files)

    if !assumptions.isDefault { Terminal.print("assuming \(assumptions)") }
    var runner = SuiteRunner(variants: input.variants, tags: input.tags, assumptions: assumptions)
    runner.progress = { Terminal.progress("running scenarios", $0, $1) }
    let suite = runner.run(files)
    for line in SuiteSummary.lines(for: suite) { Terminal.print(line) }

    // On the bundled suite, under the defaults, and for a file: what depends on each assumption.
    var study: AssumptionStudy?
    if fullRun, output.writesFiles {
      var studyRunner = AssumptionStudyRunner(variants: input.variants, tags: input.tags)
      studyRunner.progress = { Terminal.progress("other UIKit assumptions", $0, $1) }
      study = studyRunner.run(files, suite: suite)
    }
    guard
      output.write(
        suite: suite, faults: nil, input: input, command: command(arguments: commandLine),
        assumptions: study)
    else {
      return ExitStatus.usage
    }
    if !fullRun, request.report == nil, !request.noReport {
      Terminal.error(
        "(\(OutputOptions.defaultReport) is left as it is: only the bundled suite's full run "
          + "writes it; give --report FILE to choose where)")
    }
    return suite.allPassed && suite.allEquivalent ? ExitStatus.success : ExitStatus.failure
  }
}
