enum CheckCommand: WorkbenchCommand {
  static let words = ["check"]
  static let summary = "parse the scenario files and report every error; run nothing"
  static let help = """
    USAGE: workbench check [PATH...] [options]

    Parses every .scenario file (default: Scenarios/) and checks screen names, ids, tabs and
    emails, reporting every error of every file as path:line:column.

    OPTIONS:
      --tag TAG         accepted as by the run commands; every file is checked whole
      --variant NAME    accepted as by the run commands; every file is checked whole

    EXIT STATUS: 0 no errors; 2 errors.
    """

  @MainActor
  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    let input = try ScenarioInput(&arguments, knownOptions: [])
    guard let files = input.load() else { return ExitStatus.usage }
    let count = files.reduce(0) { $0 + $1.scenarios.count }
    Terminal.print(
      "\(files.count) file\(files.count == 1 ? "" : "s"), \(count) scenario"
        + "\(count == 1 ? "" : "s"): no errors")
    return ExitStatus.success
  }
}
