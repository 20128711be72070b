import Foundation
import PathText

/// Finds and parses the script files named on a command line.
public enum ScenarioLoader {
  /// The extension of script files.
  public static let fileExtension = "scenario"

  /// Each path is a `.scenario` file or a directory searched recursively for them (sorted by
  /// path, so that every run sees the same order). Files come in argument order, each once.
  /// A missing path, a file that is not a script, an unreadable file or a directory without
  /// scripts is a diagnostic naming the argument; the diagnostics of each file follow. A file
  /// without a scenario is one too, so that nothing never passes for something.
  public static func load(paths: [String], vocabulary: ScenarioVocabulary) -> (
    files: [ScenarioFile], diagnostics: [Diagnostic]
  ) {
    var files: [ScenarioFile] = []
    var diagnostics: [Diagnostic] = []
    var seen: Set<String> = []
    for argument in paths {
      let found = scriptPaths(for: argument)
      if let problem = found.problem {
        diagnostics.append(
          Diagnostic(path: argument, location: nil, message: problem, sourceLine: nil))
      }
      for path in found.paths where seen.insert(identity(of: path)).inserted {
        switch read(path) {
        case .success(let source):
          let result = ScenarioParser.parse(source: source, path: path, vocabulary: vocabulary)
          files.append(result.file)
          diagnostics += result.diagnostics
          if result.file.scenarios.isEmpty && result.diagnostics.isEmpty {
            // An empty file (or one of comments) would otherwise run nothing and pass.
            diagnostics.append(
              Diagnostic(
                path: path, location: nil,
                message: "no scenario in this file; a scenario begins with 'scenario \"Title\"'",
                sourceLine: nil))
          }
        case .failure(let problem):
          diagnostics.append(
            Diagnostic(
              path: path, location: problem.location, message: problem.message, sourceLine: nil))
        }
      }
    }
    return (files, diagnostics)
  }

  private struct Problem: Error {
    let message: String
    var location: SourceLocation?
  }

  /// The script files an argument stands for, or why it stands for none.
  private static func scriptPaths(for argument: String) -> (paths: [String], problem: String?) {
    var isDirectory: ObjCBool = false
    guard !argument.isEmpty,
      FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory)
    else { return ([], "no such file or directory") }
    guard isDirectory.boolValue else {
      guard argument.hasSuffix("." + fileExtension) else {
        return ([], "not a .\(fileExtension) file")
      }
      return ([argument], nil)
    }
    guard let entries = try? FileManager.default.subpathsOfDirectory(atPath: argument) else {
      return ([], "cannot read this directory")
    }
    let base = argument.hasSuffix("/") ? argument : argument + "/"
    // A change request's scripts need the changed app: only `workbench run changes` runs them.
    // A change request is a folder holding a `.patch` (as under Scenarios/changes/); a user's
    // own folder named `changes` is searched like any other.
    let requestFolders = Set(
      entries.filter { $0.hasSuffix(".patch") }.map { PathText.folder(of: $0) })
    let found = entries.filter { $0.hasSuffix("." + fileExtension) }.map { entry in
      (entry, requestFolders.contains(PathText.folder(of: entry)))
    }
    let scripts = found.filter { !$0.1 }.map { base + $0.0 }.filter {
      var entryIsDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: $0, isDirectory: &entryIsDirectory)
        && !entryIsDirectory.boolValue
    }.sorted()
    guard !scripts.isEmpty else {
      let skipped = found.filter(\.1).count
      return (
        [],
        skipped == 0
          ? "no .\(fileExtension) files in this directory"
          : "no .\(fileExtension) files in this directory but the \(skipped) of change requests "
            + "(folders with a .patch), which only `workbench run changes` runs"
      )
    }
    return (scripts, nil)
  }

  /// The same file named twice (directly and through its directory, say) is read once.
  private static func identity(of path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  private static func read(_ path: String) -> Result<String, Problem> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(Problem(message: "cannot read this file"))
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      let (location, byte) = firstInvalidByte(in: data)
      return .failure(
        Problem(
          message: "not UTF-8 text: byte 0x\(String(byte, radix: 16, uppercase: true)) "
            + "begins no valid character (save the file as UTF-8)",
          location: location))
    }
    return .success(text)
  }

  /// Where decoding stops: the line and column of the first byte that begins no valid UTF-8
  /// sequence, counted as every other diagnostic counts them (lines as `SourceLines` cuts
  /// them, columns in characters), and that byte.
  private static func firstInvalidByte(in data: Data) -> (SourceLocation, UInt8) {
    var offset = 0
    var iterator = data.makeIterator()
    var decoder = UTF8()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput, .error: break decoding
      }
    }
    let valid = data.startIndex..<(data.startIndex + offset)
    let lines = SourceLines.split(String(decoding: data[valid], as: UTF8.self))
    let location = SourceLocation(line: lines.count, column: (lines.last?.count ?? 0) + 1)
    return (location, offset < data.count ? data[data.startIndex + offset] : 0)
  }
}
