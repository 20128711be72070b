/// What to analyse besides the paths, and how to group and name what is found.
public struct AnalysisOptions: Sendable, Equatable {
  public var groupBy: GroupBy
  /// Extra `suffix → role` rules, tried before the defaults in the order given.
  public var roleOverrides: [RoleRule]
  /// Paths of a shared domain the analysed variant builds on: analysed too (its types are
  /// graph nodes) but counted apart, and measured by `TreeTotals.sharedShare`.
  public var sharedPaths: [String]
  /// Folder names under which each subfolder is a screen (`Modules/Login`, `Screens/Feed`),
  /// and a module under `--group-by module`.
  public var screenFolders: [String]
  /// A property whose assigned text names a screen (`screenName = "Login"`), read into
  /// `NavigationScreen.name`; nil for none.
  public var screenNameProperty: String? = nil
  /// Whether test code (see `TestCode`) is analysed too; left out by default.
  public var includeTests = false

  /// The common names of folders that hold one folder per module or screen.
  public static let defaultScreenFolders = [
    "Modules", "Module", "Scenes", "Scene", "Features", "Screens", "Flows",
  ]

  public init(
    groupBy: GroupBy = .folder, roleOverrides: [RoleRule] = [], sharedPaths: [String] = [],
    screenFolders: [String] = AnalysisOptions.defaultScreenFolders
  ) {
    self.groupBy = groupBy
    self.roleOverrides = roleOverrides
    self.sharedPaths = sharedPaths
    self.screenFolders = screenFolders
  }
}

/// Why an analysis could not run at all. Problems inside files are `Diagnostic`s instead.
public enum AnalysisError: Error, Equatable, CustomStringConvertible {
  case pathNotFound(String)
  case unreadable(String)
  case fileTooLarge(String)
  case noSwiftFiles(String)

  public var description: String {
    switch self {
    case .pathNotFound(let path): return "no such file or directory: \(path)"
    case .unreadable(let path): return "cannot read \(path)"
    case .fileTooLarge(let path): return "file too large to analyse (over 2 GB): \(path)"
    case .noSwiftFiles(let path):
      return "no .swift files in \(path) (hidden folders are skipped); nothing to analyse"
    }
  }
}

/// A problem in an analysed file: malformed input the analysis went past.
public struct Diagnostic: Sendable, Equatable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(file):\(line):\(column): \(message)" }

  public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.message)
  }
}
