import Foundation
import SwiftMetrics

/// `workbench analyze PATH... [--group-by folder|target|stem] [--role Suffix=Role]...
/// [--shared PATH]... [--screens-folder NAME]... [--json FILE] [--markdown FILE]`
///
/// Prints the component table and totals; writes JSON and Markdown atomically. Exit 0 on
/// success, 2 on a usage error or a path that cannot be analysed (message on stderr).
enum AnalyzeCommand {
  static let usage = """
    usage: workbench analyze PATH... [--group-by folder|target|stem] [--role Suffix=Role]...
                             [--shared PATH]... [--screens-folder NAME]...
                             [--json FILE] [--markdown FILE]
    """

  struct Arguments: Equatable {
    var paths: [String] = []
    var options = AnalysisOptions()
    var jsonPath: String?
    var markdownPath: String?
    var screenFoldersGiven = false
  }

  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  static func run(_ arguments: [String]) -> Int32 {
    let parsed: Arguments
    do {
      parsed = try parse(arguments)
    } catch {
      printError("workbench analyze: \(error)\n\(usage)")
      return 2
    }
    do {
      let result = try SwiftAnalyzer.analyze(paths: parsed.paths, options: parsed.options)
      if let jsonPath = parsed.jsonPath {
        try writeAtomically(try result.jsonData(), to: jsonPath)
      }
      if let markdownPath = parsed.markdownPath {
        try writeAtomically(Data(result.renderMarkdown().utf8), to: markdownPath)
      }
      print(result.renderText(), terminator: "")
      return 0
    } catch {
      printError("workbench analyze: \(error)")
      return 2
    }
  }

  static func parse(_ arguments: [String]) throws -> Arguments {
    var parsed = Arguments()
    var index = 0
    func value(for option: String) throws -> String {
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--") else {
        throw UsageError(description: "\(option) needs a value")
      }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--group-by":
        let text = try value(for: argument)
        guard let groupBy = GroupBy(rawValue: text) else {
          throw UsageError(
            description: "bad value '\(text)' for --group-by (expected folder, target or stem)")
        }
        parsed.options.groupBy = groupBy
      case "--role":
        let text = try value(for: argument)
        guard let rule = RoleRule(parsing: text) else {
          let roles = Role.allCases.map(\.rawValue).joined(separator: ", ")
          throw UsageError(
            description:
              "bad value '\(text)' for --role (expected Suffix=Role, Role one of \(roles))"
          )
        }
        parsed.options.roleOverrides.append(rule)
      case "--shared":
        parsed.options.sharedPaths.append(try value(for: argument))
      case "--screens-folder":
        if !parsed.screenFoldersGiven { parsed.options.screenFolders = [] }
        parsed.screenFoldersGiven = true
        parsed.options.screenFolders.append(try value(for: argument))
      case "--json":
        parsed.jsonPath = try value(for: argument)
      case "--markdown":
        parsed.markdownPath = try value(for: argument)
      default:
        if argument.hasPrefix("-") && argument != "-" {
          throw UsageError(description: "unknown option '\(argument)'")
        }
        parsed.paths.append(argument)
      }
      index += 1
    }
    guard !parsed.paths.isEmpty else { throw UsageError(description: "no PATH given") }
    return parsed
  }

  /// Writes beside the destination, then renames: a reader never sees half a file.
  static func writeAtomically(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(
        ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try data.write(to: temporary)
      if rename(temporary.path, url.path) != 0 {
        try? FileManager.default.removeItem(at: temporary)
        throw UsageError(description: "cannot write \(path)")
      }
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError(description: "cannot write \(path): \(error.localizedDescription)")
    }
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
