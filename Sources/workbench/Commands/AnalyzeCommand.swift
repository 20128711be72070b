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
    apps) and prints the component table, the totals, the screen navigation graph (which
    screen leads to which, and which type decides) and the definition of every metric.

    OPTIONS:
      --group-by module|folder|target|stem
                                      how files form components (default: module — each
                                      folder under Modules/, Module/, Scenes/, Scene/,
                                      Features/, Screens/ or Flows/, else a type-name stem
                                      several files share, else the folder)
      --role Suffix=Role              name a role for types ending with Suffix (repeatable);
                                      roles: \(Role.allCases.map(\.rawValue).joined(separator: ", "))
      --shared PATH                   a shared domain the code builds on: analysed, counted
                                      apart, and measured by the shared-code share (repeatable)
      --screens-folder NAME           folders whose subfolders are modules and screens
                                      (repeatable; default: Modules, Module, Scenes, Scene,
                                      Features, Screens, Flows)
      --screen-name PROPERTY          read each screen's name from the text assigned to
                                      PROPERTY (`screenName = "Login"`) into the graph
      --include-tests                 analyse test code too (left out by default: folders
                                      Tests/ and *Tests/, files *Tests.swift, and files
                                      whose types are all Mock…, Spy…, Fake…, Stub…, Dummy…);
                                      vendored code (Pods/, Carthage/, SourcePackages/,
                                      checkouts/, vendor/, ThirdParty/, …) is always left out
      --json FILE                     write the full results as JSON
      --markdown FILE                 write them as Markdown, with the review page of the
                                      app in the comparison report's terms
      --rules FILE                    check the navigation rules of FILE (one a line:
                                      deciders: ROLE…, screens-known-by-a-screen: N,
                                      flow-objects-handle-back-gesture,
                                      no-screen-constructs-screen); prints each violation
                                      as file:line: rule: message instead of the tables
      --baseline FILE                 violations accepted today (written by
                                      --write-baseline): only others fail
      --write-baseline FILE           write today's violations as the baseline
      --sarif FILE                    write the violations as SARIF 2.1.0

    EXIT STATUS: 0 analysed (with --rules: no violation outside the baseline, or the
    baseline written); 1 with --rules, a violation not in the baseline; 2 a usage error, a
    rules or baseline file that cannot be read or parsed (file:line:column), a path that
    cannot be read, no .swift file to analyse, or an output that cannot be written.
    """

  @MainActor
  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    var options = AnalysisOptions(groupBy: .module)
    if let text = try arguments.value("--group-by") {
      guard let groupBy = GroupBy(rawValue: text) else {
        throw UsageError(
          "bad value '\(text)' for --group-by (expected module, folder, target or stem)")
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
    options.screenNameProperty = try arguments.value("--screen-name")
    options.includeTests = arguments.flag("--include-tests")
    let jsonPath = try arguments.value("--json")
    let markdownPath = try arguments.value("--markdown")
    let rulePaths = try AnalyzeRules.Paths(&arguments)
    let paths = try arguments.positionals(
      knownOptions: [
        "--group-by", "--role", "--shared", "--screens-folder", "--screen-name", "--json",
        "--markdown",
      ] + AnalyzeRules.options)
    guard !paths.isEmpty else { throw UsageError("no PATH given") }
    try checkInputs(paths: paths, shared: options.sharedPaths)
    var outputs = OutputPaths()
    let json = try outputs.add("--json", jsonPath)
    let markdown = try outputs.add("--markdown", markdownPath)
    let rules: AnalyzeRules?
    switch try AnalyzeRules.load(rulePaths, outputs: &outputs) {
    case .success(let loaded): rules = loaded
    case .failure(let error):
      Terminal.error(error.description)
      return ExitStatus.usage
    }
    let roots = (paths + options.sharedPaths).compactMap(OutputPaths.realPath)
    let ruleInputs = [rulePaths.rules].compactMap { $0 }.compactMap(OutputPaths.realPath)
    try outputs.checkNotInputs { output in
      ruleInputs.contains(output)
        || output.hasSuffix(".swift")
          && roots.contains { output == $0 || output.hasPrefix($0 + "/") }
    }
    let result: AnalysisResult
    do {
      result = try SwiftAnalyzer.analyze(paths: paths, options: options)
    } catch {
      Terminal.error("error: \(error)")
      return ExitStatus.usage
    }
    // The JSON is made and written to its temporary file, piece by piece, on another core
    // while the Markdown and the text are made; every file is then put in place together,
    // whole or not at all.
    let jsonFile = PreparedJSON()
    let jsonWork = json.map { json in
      BackgroundWrite {
        jsonFile.value = try AtomicFile.prepare(json) { emit in try result.writeJSON(to: emit) }
      }
    }
    let markdownText = markdown.map { _ in result.renderMarkdown() + ReviewPage.render(result) }
    let checked = rules?.check(result)
    let text = checked?.text ?? result.renderText()
    let files: PreparedFiles
    do {
      files = try AtomicFile.prepare(
        (markdown.map { [($0, Data((markdownText ?? "").utf8))] } ?? []) + (checked?.files ?? []))
      try jsonWork?.wait()
      if let prepared = jsonFile.value { files.append(prepared) }
      try files.commit()
    } catch {
      Terminal.error("error: \(error)")
      return ExitStatus.usage
    }
    Terminal.print(text, newline: false)
    for output in [markdown, json].compactMap({ $0 }) { Terminal.error("wrote \(output.path)") }
    // Kept until the process ends: freeing a result of 100,000 objects just before exiting
    // would only cost time.
    lastResult = result
    return checked?.status ?? ExitStatus.success
  }
}

extension AnalyzeCommand {
  /// A file that is not Swift, or a `--shared` path that holds all the code to analyse, would
  /// analyse nothing and still exit 0: both are refused, naming the argument.
  static func checkInputs(paths: [String], shared: [String]) throws(UsageError) {
    for (option, list) in [("PATH", paths), ("--shared", shared)] {
      for path in list {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
          !isDirectory.boolValue, !path.hasSuffix(".swift")
        else { continue }
        throw UsageError(
          "\(option == "PATH" ? "" : "--shared ")\(path): not a .swift file; analyze reads .swift "
            + "files and the folders that hold them")
      }
    }
    let sharedRoots = shared.compactMap(OutputPaths.realPath)
    let analysed = paths.compactMap(OutputPaths.realPath)
    guard !sharedRoots.isEmpty, analysed.count == paths.count else { return }
    let covered = analysed.filter { path in
      sharedRoots.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
    guard covered.count == analysed.count else { return }
    throw UsageError(
      "--shared \(shared.joined(separator: ", ")) holds every PATH to analyse "
        + "(\(paths.joined(separator: ", "))), so nothing would be left to analyse; give the "
        + "shared domain's folder apart from the code's")
  }
}

/// Where the background work leaves the JSON's prepared file; read only after it is done.
private final class PreparedJSON: @unchecked Sendable {
  var value: PreparedFiles?
}
