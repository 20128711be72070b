import Foundation

/// The command line: finds the subcommand, runs it, turns usage errors into exit status 2.
@MainActor
enum Workbench {
  static let version = "0.1.0"

  static let commands: [any WorkbenchCommand.Type] = [
    RunScenariosCommand.self, RunFaultsCommand.self, RunChangesCommand.self,
    RunMutantsCommand.self, CheckCommand.self,
    ListCommand.self, AnalyzeCommand.self, BenchmarkCommand.self, FuzzCommand.self,
  ]

  static var overview: String {
    let entries =
      commands.map { ($0.words.joined(separator: " "), $0.summary) }
      + [("help [command]", "this text, or a command's")]
    let width = entries.map(\.0.count).max() ?? 0
    let lines = entries.map { name, summary in
      "  " + name + String(repeating: " ", count: width - name.count + 2) + summary
    }
    return """
      workbench — runs Townsquare, built three times (VIPER, VIPER+C, Coordinator), through
      scenario scripts, compares them, and measures Swift code.

      USAGE: workbench <command> [options]

      COMMANDS:
      \(lines.joined(separator: "\n"))

      `workbench <command> --help` explains a command. `workbench --version` prints the version.
      """
  }

  /// Runs the command; a standard output that could not be written turns any status into 2,
  /// with the reason on stderr, once the command has finished (its files are written).
  static func main(_ arguments: [String]) -> Int32 {
    let status = dispatch(arguments)
    guard let failure = Terminal.outputFailure else { return status }
    Terminal.error("error: cannot write to standard output: \(failure); its output is incomplete")
    return ExitStatus.usage
  }

  private static func dispatch(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      Terminal.print(overview)
      return ExitStatus.success
    }
    switch first {
    case "--version", "version":
      Terminal.print("workbench \(version)")
      return ExitStatus.success
    case "help", "--help", "-h":
      let rest = Array(arguments.dropFirst())
      guard !rest.isEmpty else {
        Terminal.print(overview)
        return ExitStatus.success
      }
      guard let (command, _) = find(rest) else { return unknown(rest) }
      Terminal.print(command.help)
      return ExitStatus.success
    default:
      guard let (command, rest) = find(arguments) else { return unknown(arguments) }
      let options = ArgumentList.splitAtDoubleDash(rest).options
      if options.contains("--help") || options.contains("-h") {
        Terminal.print(command.help)
        return ExitStatus.success
      }
      var list = ArgumentList(rest)
      do {
        return try command.run(&list)
      } catch {
        Terminal.error("error: \(error.message)")
        Terminal.error("usage: see `workbench \(command.words.joined(separator: " ")) --help`")
        return ExitStatus.usage
      }
    }
  }

  /// The command whose words begin the arguments, and the arguments after them.
  static func find(_ arguments: [String]) -> (any WorkbenchCommand.Type, [String])? {
    for command in commands where arguments.starts(with: command.words) {
      return (command, Array(arguments.dropFirst(command.words.count)))
    }
    return nil
  }

  static func unknown(_ arguments: [String]) -> Int32 {
    let names = commands.map { $0.words.joined(separator: " ") }
    let written = arguments.prefix(2).joined(separator: " ")
    let guess =
      NearestName.find(written, in: names) ?? NearestName.find(arguments[0], in: names)
    Terminal.error(
      "error: unknown command '\(written)'" + (guess.map { "; did you mean '\($0)'?" } ?? ""))
    Terminal.error("usage: workbench <command> [options]; see `workbench help`")
    return ExitStatus.usage
  }
}
