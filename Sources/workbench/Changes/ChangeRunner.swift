import Foundation
import Harness
import Reporting

/// Verifies one change request on one variant in a copy of the package: it must not pass
/// before, it must apply, build and pass after, and leave the bundled suite passing.
struct ChangeRunner {
  /// The package being measured.
  let source: String
  /// `.build/changes` under it: the copy, its build folder, the logs.
  let workspace: String
  let variantPaths: [String]

  private var copy: PackageCopy { PackageCopy(source: source, root: workspace + "/package") }
  private var scratch: String { workspace + "/scratch" }
  private var logs: String { workspace + "/logs" }

  func verify(_ request: ChangeRequest, on variant: AppVariant) -> ChangeVerification {
    let id = variant.faultPrefix
    let cost = request.cost(for: id, variantPaths: variantPaths).map(Self.summary) ?? "-"
    func result(_ outcome: ChangeVerification.Outcome) -> ChangeVerification {
      ChangeVerification(request: request.name, variant: variant.name, outcome: outcome, cost: cost)
    }
    guard request.patches[id] != nil else { return result(.noPatch) }
    do {
      try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
      let log = logs + "/\(request.name)-\(id)"
      let scenarios = request.scenarioFiles.map { relative($0) }

      // Before: the request's scenarios must not already pass (unknown screens count).
      let before = try workbench(
        at: currentExecutable, in: source,
        ["run", "scenarios"] + scenarios + ["--variant", variant.name, "--no-report"],
        log: log + "-before.log")
      if before == 0 { return result(.passesUnchanged) }

      try copy.reset()
      for (name, diff) in patches(of: request, id: id) {
        do {
          try PatchApplier.apply(diff, patchName: relative(name), root: copy.root)
        } catch {
          return result(.doesNotApply(error.description))
        }
      }
      let buildLog = log + "-build.log"
      let built = try ChildProcess(
        executable: "/usr/bin/env",
        arguments: [
          "swift", "build", "--package-path", copy.root, "--scratch-path", scratch,
          "--product", "workbench",
        ], directory: copy.root
      ).run(log: buildLog)
      guard built == 0 else {
        return result(.doesNotBuild(ChildProcess.tail(of: buildLog)))
      }
      let builtWorkbench = scratch + "/debug/workbench"
      let afterLog = log + "-after.log"
      let after = try workbench(
        at: builtWorkbench, in: copy.root,
        ["run", "scenarios"] + scenarios + ["--variant", variant.name, "--no-report"],
        log: afterLog)
      guard after == 0 else {
        return result(.requestScenariosFail(ChildProcess.tail(of: afterLog)))
      }
      let json = workspace + "/suite-\(request.name)-\(id).json"
      let suiteLog = log + "-suite.log"
      let suiteStatus = try workbench(
        at: builtWorkbench, in: copy.root,
        ["run", "scenarios", "--variant", variant.name, "--no-report", "--json", json],
        log: suiteLog)
      if suiteStatus == 0 { return result(.verified) }
      guard suiteStatus == 1, let data = FileManager.default.contents(atPath: json),
        let document = try? JSONDecoder().decode(ResultsDocument.self, from: data),
        let suite = document.suite
      else {
        return result(.requestScenariosFail(ChildProcess.tail(of: suiteLog)))
      }
      let broken = suite.scenarios.filter { !$0.passed || !$0.equivalent }.map(\.title)
        .filter { !request.changedScenarios.contains($0) }
      return result(broken.isEmpty ? .verified : .suiteBroken(broken))
    } catch {
      return result(.doesNotBuild("\(error)"))
    }
  }

  /// The shared part first, then the variant's.
  private func patches(of request: ChangeRequest, id: String) -> [(String, UnifiedDiff)] {
    var list: [(String, UnifiedDiff)] = []
    if let shared = request.sharedPatch {
      list.append((request.path + "/" + ChangeRequestLoader.sharedPatchName, shared))
    }
    if let own = request.patches[id] { list.append((request.path + "/\(id).patch", own)) }
    return list
  }

  private func workbench(
    at executable: String, in directory: String, _ arguments: [String], log: String
  )
    throws -> Int32
  {
    try ChildProcess(executable: executable, arguments: arguments, directory: directory)
      .run(log: log)
  }

  /// This very program, to run the request's scenarios on the package as it is.
  private var currentExecutable: String {
    Bundle.main.executablePath ?? CommandLine.arguments[0]
  }

  private func relative(_ path: String) -> String {
    path.hasPrefix(source + "/") ? String(path.dropFirst(source.count + 1)) : path
  }

  /// `+120 −8 app, 5 files (3 new)`.
  static func summary(_ cost: ChangeCost) -> String {
    let app = cost.appLines
    return "+\(app.added) -\(app.removed), \(cost.filesTouched) files (\(cost.filesAdded) new)"
  }
}
