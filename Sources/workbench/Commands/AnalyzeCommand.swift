import Foundation
import Reporting
import SwiftMetrics

/// `workbench analyze PATH...`: the component table and totals of any Swift tree.
enum AnalyzeCommand: WorkbenchCommand {
  @MainActor private static var lastResult: AnalysisResult?

  static let words = ["analyze"]
  static let summary = "measure coupling and reuse of any Swift tree (Ca, Ce, I, A, D, CBO, …)"
  static let help = """
    USAGE: workbench analyze PATH... [options]

    Analyses the .swift files under each PATH (also code that cannot build here, such as UIKit
    apps) and prints the component table, the totals and the definition of every metric.

    OPTIONS:
      --group-by folder|target|stem   how files form components (default: folder)
      --role Suffix=Role              name a role for types ending with Suffix (repeatable);
                                      roles: \(Role.allCases.map(\.rawValue).joined(separator: ", "))
      --shared PATH                   a shared domain the code builds on: analysed, counted
                                      apart, and measured by the shared-code share (repeatable)
      --screens-folder NAME           folders whose subfolders are screens (repeatable;
                                      default: Modules, Screens)
      --json FILE                     write the full results as JSON
      --markdown FILE                 write them as Markdown

    EXIT STATUS: 0 analysed; 2 a usage error or a path that cannot be read.
    """

  @MainActor
  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    var options = AnalysisOptions()
    if let text = try arguments.value("--group-by") {
      guard let groupBy = GroupBy(rawValue: text) else {
        throw UsageError("bad value '\(text)' for --group-by (expected folder, target or stem)")
      }
      options.groupBy = groupBy
    }
    for text in try arguments.values("--role") {
      guard let rule = RoleRule(parsing: text) else {
        let roles = Role.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(
          "bad value '\(text)' for --role (expected Suffix=Role, Role one of \(roles))")
      }
      options.roleOverrides.append(rule)
    }
    options.sharedPaths = try arguments.values("--shared")
    let screenFolders = try arguments.values("--screens-folder")
    if !screenFolders.isEmpty { options.screenFolders = screenFolders }
    let json = try arguments.value("--json")
    let markdown = try arguments.value("--markdown")
    let paths = try arguments.positionals(knownOptions: [
      "--group-by", "--role", "--shared", "--screens-folder", "--json", "--markdown",
    ])
    guard !paths.isEmpty else { throw UsageError("no PATH given") }
    let result: AnalysisResult
    do {
      result = try SwiftAnalyzer.analyze(paths: paths, options: options)
    } catch {
      Terminal.error("error: \(error)")
      return ExitStatus.usage
    }
    // The JSON is made and written on another core while the Markdown and the text are made.
    let jsonWrite = json.map { path in
      BackgroundWrite { try AtomicFile.write(try result.jsonData(), to: path) }
    }
    let markdownText = markdown.map { _ in result.renderMarkdown() }
    let text = result.renderText()
    do {
      try jsonWrite?.wait()
      if let markdown, let markdownText { try AtomicFile.write(markdownText, to: markdown) }
    } catch {
      Terminal.error("error: \(error)")
      return ExitStatus.usage
    }
    FileHandle.standardOutput.write(Data(text.utf8))
    // Kept until the process ends: freeing a result of 100,000 objects just before exiting
    // would only cost time.
    lastResult = result
    return ExitStatus.success
  }
}
