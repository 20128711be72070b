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
    let lines = table(
      commands.map { ($0.words.joined(separator: " "), $0.summary) }
        + [
          ("help [command]", "this text, or a command's"),
          ("help assumptions", "UIKit's unsettled behaviours, their values and defaults"),
        ])
    return """
      workbench — runs Townsquare, built four times (VIPER, VIPER+C, MVVM+W, MVVM+C), through
      scenario scripts, compares them, and measures Swift code.

      USAGE: workbench <command> [options]

      COMMANDS:
      \(lines.joined(separator: "\n"))

      `workbench <command> --help` explains a command. `workbench --version` prints the version.
      """
  }

  /// Names and summaries, the summaries lined up.
  private static func table(_ entries: [(String, String)]) -> [String] {
    let width = entries.map(\.0.count).max() ?? 0
    return entries.map { name, summary in
      "  " + name + String(repeating: " ", count: width - name.count + 2) + summary
    }
  }

  /// The commands that begin with `word` and go on (`run` → `run scenarios`, `run faults`, …).
  static func group(_ word: String) -> [any WorkbenchCommand.Type] {
    commands.filter { $0.words.count > 1 && $0.words[0] == word }
  }

  /// What `workbench help run`, `workbench run --help` and a bare `workbench run` print.
  static func groupHelp(_ word: String) -> String {
    let members = group(word)
    let lines = table(members.map { ($0.words.joined(separator: " "), $0.summary) })
    return """
      USAGE: workbench \(word) <\(members.map { $0.words[1] }.joined(separator: "|"))> [options]

      COMMANDS:
      \(lines.joined(separator: "\n"))

      `workbench \(word) <command> --help` explains each and lists its options.
      """
  }

  /// Runs the command; a standard output that could not be written turns any status into 2,
  /// with the reason on stderr (none when its reader went away), once the command has finished
  /// (its files are written).
  static func main(_ arguments: [String]) -> Int32 {
    let status = dispatch(arguments)
    guard let failure = Terminal.outputFailure else { return status }
    // A reader that went away (`workbench list | head -2`) is told nothing it would not read;
    // the status still says the output is incomplete.
    guard !Terminal.outputReaderLeft else { return ExitStatus.usage }
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
      if rest == ["assumptions"] {
        Terminal.print(AssumeOption.help)
        return ExitStatus.success
      }
      if rest.count == 1, !group(rest[0]).isEmpty {
        Terminal.print(groupHelp(rest[0]))
        return ExitStatus.success
      }
      guard let (command, _) = find(rest) else { return unknown(rest) }
      Terminal.print(command.help)
      return ExitStatus.success
    default:
      guard let (command, rest) = find(arguments) else {
        // `run` alone, or followed by only `--help`: the subcommands of `run`.
        if !group(first).isEmpty,
          arguments.dropFirst().allSatisfy({ ["--help", "-h"].contains($0) })
        {
          Terminal.print(groupHelp(first))
          return ExitStatus.success
        }
        return unknown(arguments)
      }
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
    if !group(arguments[0]).isEmpty {
      Terminal.error(groupHelp(arguments[0]))
    } else {
      Terminal.error("usage: workbench <command> [options]; see `workbench help`")
    }
    return ExitStatus.usage
  }
}
