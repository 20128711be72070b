import Foundation
import Harness
import PathText
import Reporting

/// Verifies one change request in a copy of the package: on each variant its scenarios must
/// fail before; then the request's shared part and every variant's patch are applied together
/// (the shared part can change what every variant must handle — a new deep link, say — so the
/// package builds only with all of them), the copy is built once, and on each variant the
/// request's scenarios must pass and the bundled suite must still pass.
struct ChangeRunner {
  /// The package being measured.
  let source: String
  /// `.build/changes` under it: the copy, its build folder, the logs.
  let workspace: String
  let variantPaths: [String]

  private var copy: PackageCopy { PackageCopy(source: source, root: workspace + "/package") }
  private var scratch: String { workspace + "/scratch" }
  private var logs: String { workspace + "/logs" }

  func verify(_ request: ChangeRequest, on variants: [AppVariant]) -> [ChangeVerification] {
    var outcomes: [String: ChangeVerification.Outcome] = [:]
    func results() -> [ChangeVerification] {
      variants.map { variant in
        ChangeVerification(
          request: request.name, variant: variant.name,
          outcome: outcomes[variant.id] ?? .doesNotBuild("not run"),
          cost: request.cost(for: variant.id, variantPaths: variantPaths, root: source)
            .map(Self.summary)
            ?? "-")
      }
    }
    do {
      try FileManager.default.createDirectory(atPath: logs, withIntermediateDirectories: true)
      let scenarios = request.scenarioFiles.map { relative($0) }
      var pending: [AppVariant] = []
      for variant in variants {
        guard request.patches[variant.id] != nil else {
          outcomes[variant.id] = .noPatch
          continue
        }
        // Before: the request's scenarios must not already pass (unknown screens count).
        let before = try workbench(
          at: currentExecutable, in: source,
          ["run", "scenarios"] + scenarios + ["--variant", variant.id, "--no-report"],
          log: log(request, variant, "before"))
        if before == 0 { outcomes[variant.id] = .passesUnchanged } else { pending.append(variant) }
      }
      guard !pending.isEmpty else { return results() }

      try copy.reset()
      for (name, diff) in Self.patches(of: request) {
        do {
          try PatchApplier.apply(diff, patchName: relative(name), root: copy.root)
        } catch {
          for variant in pending { outcomes[variant.id] = .doesNotApply(error.description) }
          return results()
        }
      }
      let buildLog = logs + "/\(request.name)-build.log"
      let built = try swift(["build", "--product", "workbench"], log: buildLog)
      guard built == 0 else {
        for variant in pending {
          outcomes[variant.id] = .doesNotBuild(ChildProcess.tail(of: buildLog))
        }
        return results()
      }
      // The teams' own tests, built once with every patch in.
      let testBuildLog = logs + "/\(request.name)-build-tests.log"
      let testsBuilt = try swift(["build", "--build-tests"], log: testBuildLog)
      for variant in pending {
        guard testsBuilt == 0 else {
          outcomes[variant.id] = .unitTestsFail(ChildProcess.tail(of: testBuildLog))
          continue
        }
        let testLog = log(request, variant, "unit-tests")
        let target = PathText.name(of: variant.sourcePath) + "Tests"
        let tested = try swift(
          ["test", "--skip-build", "--disable-swift-testing", "--filter", target + "\\."],
          log: testLog)
        guard tested == 0 else {
          outcomes[variant.id] = .unitTestsFail(ChildProcess.tail(of: testLog))
          continue
        }
        outcomes[variant.id] = try check(request, on: variant, scenarios: scenarios)
      }
    } catch {
      for variant in variants where outcomes[variant.id] == nil {
        outcomes[variant.id] = .doesNotBuild("\(error)")
      }
    }
    return results()
  }

  /// After the change, on one variant: its scenarios, then the bundled suite.
  private func check(_ request: ChangeRequest, on variant: AppVariant, scenarios: [String])
    throws -> ChangeVerification.Outcome
  {
    let builtWorkbench = scratch + "/debug/workbench"
    let afterLog = log(request, variant, "after")
    let after = try workbench(
      at: builtWorkbench, in: copy.root,
      ["run", "scenarios"] + scenarios + ["--variant", variant.id, "--no-report"],
      log: afterLog)
    guard after == 0 else { return .requestScenariosFail(ChildProcess.tail(of: afterLog)) }
    let json = workspace + "/suite-\(request.name)-\(variant.id).json"
    let suiteLog = log(request, variant, "suite")
    let suiteStatus = try workbench(
      at: builtWorkbench, in: copy.root,
      [
        "run", "scenarios", "--variant", variant.id, "--no-report", "--json", json,
      ],
      log: suiteLog)
    if suiteStatus == 0 { return .verified }
    guard suiteStatus == 1, let data = FileManager.default.contents(atPath: json),
      let document = try? JSONDecoder().decode(ResultsDocument.self, from: data),
      let suite = document.suite
    else { return .requestScenariosFail(ChildProcess.tail(of: suiteLog)) }
    let broken = suite.scenarios.filter { !$0.passed || !$0.equivalent }.map(\.title)
      .filter { !request.changedScenarios.contains($0) }
    return broken.isEmpty ? .verified : .suiteBroken(broken)
  }

  /// The shared part first, then each variant's, in registry order.
  static func patches(of request: ChangeRequest) -> [(String, UnifiedDiff)] {
    var list: [(String, UnifiedDiff)] = []
    if let shared = request.sharedPatch {
      list.append((request.path + "/" + ChangeRequestLoader.sharedPatchName, shared))
    }
    for variant in VariantRegistry.all {
      if let own = request.patches[variant.id] {
        list.append((request.path + "/\(variant.id).patch", own))
      }
    }
    return list
  }

  /// `swift <command>` on the copy, with the one build folder.
  private func swift(_ arguments: [String], log: String) throws -> Int32 {
    try ChildProcess(
      executable: "/usr/bin/env",
      arguments: ["swift"] + arguments.prefix(1) + [
        "--package-path", copy.root, "--scratch-path", scratch,
      ] + arguments.dropFirst(),
      directory: copy.root
    ).run(log: log)
  }

  private func log(_ request: ChangeRequest, _ variant: AppVariant, _ step: String) -> String {
    logs + "/\(request.name)-\(variant.id)-\(step).log"
  }

  private func workbench(
    at executable: String, in directory: String, _ arguments: [String], log: String
  ) throws -> Int32 {
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

  /// `+120 -8, 5 files (3 new)`: app code lines and files, tests included in the files.
  static func summary(_ cost: ChangeCost) -> String {
    let app = cost.appLines
    return "+\(app.added) -\(app.removed), \(cost.filesTouched) files (\(cost.filesAdded) new)"
  }
}
