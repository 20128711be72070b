enum ListCommand: WorkbenchCommand {
  static let words = ["list"]
  static let summary = "list the scenarios (location, title, tags, steps)"
  static let help = """
    USAGE: workbench list [PATH...] [options]

    Lists every scenario of the .scenario files (default: Scenarios/).

    OPTIONS:
      --tag TAG         only scenarios with this tag (repeatable)
      --variant NAME    accepted as by the run commands; lists the same scenarios

    EXIT STATUS: 0 listed; 2 script errors, a --tag no scenario has, or a standard output
    that cannot be written (quietly when its reader went away, as with `| head`).
    """

  @MainActor
  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    let input = try ScenarioInput(&arguments, knownOptions: [])
    guard let files = input.load() else { return ExitStatus.usage }
    try input.checkTags(files)
    var count = 0
    for file in files {
      for scenario in file.scenarios
      where input.tags.isEmpty || scenario.tags.contains(where: input.tags.contains) {
        let tags = scenario.tags.map { " @" + $0 }.joined()
        Terminal.print(
          "\(file.path):\(scenario.location.line)  \(scenario.title)\(tags)  "
            + "(\(scenario.steps.count) steps)")
        count += 1
      }
    }
    Terminal.print("\(count) scenario\(count == 1 ? "" : "s")")
    return ExitStatus.success
  }
}
