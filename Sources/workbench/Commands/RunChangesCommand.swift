import Foundation
import Harness
import Reporting

enum RunChangesCommand: WorkbenchCommand {
  static let words = ["run", "changes"]
  static let summary = "apply each change request to each variant, build it, run its scenarios"
  static let help = """
    USAGE: workbench run changes [options]

    For every change request in Scenarios/changes/: checks on each variant that the request's
    scenarios fail on the package as it is; applies the request's shared.patch and every
    variant's patch to a copy of the package (.build/changes/package) — the shared part can
    change what every variant must handle, so the package builds only with all of them —
    builds it once, builds the tests and runs each variant's own unit tests (its team updated
    them); then on each variant runs the request's scenarios (they must pass) and the
    bundled suite (it must still pass, except the scenarios the request's README lists as
    changed on purpose), and prints a table with each change's cost. One build folder serves
    every request, so each build is incremental; the first takes minutes. Progress goes to
    stderr; build logs to .build/changes/logs/.

    OPTIONS:
      --change NAME     only this request (its folder's name; repeatable)
      --variant NAME    only this variant (repeatable)

    EXIT STATUS: 0 every request verified on every variant; 1 one was not; 2 usage errors.
    """

  static let workspace = ".build/changes"

  @MainActor
  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    let changeNames = try arguments.values("--change")
    let input = try ScenarioInput(&arguments, knownOptions: ["--change"])
    guard !input.pathsGiven else {
      throw UsageError("run changes takes no paths: it reads \(ChangeRequestLoader.defaultPath)")
    }
    guard input.tags.isEmpty else {
      throw UsageError("run changes takes no --tag: every request runs its own scenarios")
    }
    let variantPaths = VariantRegistry.all.map(\.sourcePath)
    let requests: [ChangeRequest]
    do {
      requests = try ChangeRequestLoader.load(
        variantIDs: VariantRegistry.all.map(\.id))
    } catch {
      Terminal.error("error: \(error)")
      return ExitStatus.usage
    }
    for name in changeNames where !requests.contains(where: { $0.name == name }) {
      let names = requests.map(\.name)
      let hint = NearestName.find(name, in: names).map { "; did you mean \($0)?" } ?? ""
      throw UsageError(
        "unknown change request '\(name)'\(hint) (known: \(names.joined(separator: ", ")))")
    }
    let selected = requests.filter { changeNames.isEmpty || changeNames.contains($0.name) }
    let source = FileManager.default.currentDirectoryPath
    // Before anything is copied or built: no patch may reach outside the package.
    for request in requests {
      for (name, diff) in ChangeRunner.patches(of: request) {
        do {
          try PatchApplier.checkConfined(diff, patchName: name, root: source)
        } catch {
          Terminal.error("error: \(error)")
          return ExitStatus.usage
        }
      }
    }
    let runner = ChangeRunner(
      source: source, workspace: source + "/" + workspace, variantPaths: variantPaths)
    var results: [ChangeVerification] = []
    for (index, request) in selected.enumerated() {
      Terminal.error("[\(index + 1)/\(selected.count)] \(request.name)…")
      for result in runner.verify(request, on: input.variants) {
        Terminal.error("  \(result.variant): \(result.verdict)")
        results.append(result)
      }
    }
    for line in table(results) { Terminal.print(line) }
    for result in results {
      guard let detail = result.detail else { continue }
      Terminal.print("")
      Terminal.print("\(result.request) on \(result.variant): \(result.verdict)")
      Terminal.print(detail)
    }
    let verified = results.filter { $0.outcome == .verified }.count
    Terminal.print("")
    Terminal.print(closingLine(requests: selected.map(\.name), results: results))
    return verified == results.count ? ExitStatus.success : ExitStatus.failure
  }

  /// Says what it counts: requests verified on every variant, then request × variant pairs
  /// (one request on three variants is one request, not "3 changes").
  static func closingLine(requests: [String], results: [ChangeVerification]) -> String {
    let whole = requests.filter { name in
      results.filter { $0.request == name }.allSatisfy { $0.outcome == .verified }
    }.count
    let verified = results.filter { $0.outcome == .verified }.count
    let variants = Set(results.map(\.variant)).count
    return
      "\(whole) of \(requests.count) change request\(requests.count == 1 ? "" : "s") verified on "
      + (variants == 1 ? "the one variant run" : "all \(variants) variants run")
      + " (\(verified) of \(results.count) request × variant check\(results.count == 1 ? "" : "s") "
      + "passed)"
  }

  /// Columns padded to their widest cell.
  static func table(_ results: [ChangeVerification]) -> [String] {
    let rows =
      [["request", "variant", "cost (app lines +/-, files)", "verdict"]]
      + results.map { [$0.request, $0.variant, $0.cost, $0.verdict] }
    let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == 3 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
      }.joined(separator: "  ")
    }
  }
}
