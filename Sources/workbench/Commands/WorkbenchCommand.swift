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
  /// A usage or script error: nothing was run.
  static let usage: Int32 = 2
}
