/// A subcommand: its words (`run scenarios`), a line for the command list, its help text.
protocol WorkbenchCommand {
  static var words: [String] { get }
  static var summary: String { get }
  static var help: String { get }
  @MainActor static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32
}

/// Exit statuses, as the README documents them.
enum ExitStatus {
  static let success: Int32 = 0
  /// A scenario failed, variants diverged, or a planted fault survived.
  static let failure: Int32 = 1
  /// A usage or script error (nothing was run), nothing selected or nothing to analyse, or an
  /// output that could not be written.
  static let usage: Int32 = 2
}

extension WorkbenchCommand {
  /// How a report says to reproduce it: the command as typed, less `--timestamp` and the
  /// output options that do not change the report's content.
  static func command(arguments: [String]) -> String {
    let split = ArgumentList.splitAtDoubleDash(arguments)
    var kept: [String] = []
    var skipNext = false
    for argument in split.options {
      if skipNext {
        skipNext = false
        continue
      }
      if ["--json", "--junit", "--report"].contains(argument) {
        skipNext = true
        continue
      }
      if argument == "--timestamp" || argument.hasPrefix("--json=")
        || argument.hasPrefix("--junit=") || argument.hasPrefix("--report=")
      {
        continue
      }
      kept.append(argument)
    }
    if arguments.contains("--") { kept += ["--"] + split.literal }
    return (["swift run workbench"] + words + kept).joined(separator: " ")
  }
}
