import Foundation
import Harness
import Reporting

enum RunChangesCommand: WorkbenchCommand {
  static let words = ["run", "changes"]
  static let summary = "apply each change request to each variant, build it, run its scenarios"
  static let help = """
    USAGE: workbench run changes [options]

    For every change request in Scenarios/changes/ and every variant: checks that the request's
    scenarios fail on the package as it is, applies the request's shared.patch and the
    variant's patch to a copy of the package (.build/changes/package), builds it, runs the
    request's scenarios on that variant (they must pass) and the bundled suite (it must still
    pass, except the scenarios the request's README lists as changed on purpose), and prints
    a table with the change's cost. One build folder serves every change, so each build is
    incremental; the first takes minutes. Progress goes to stderr; build logs to
    .build/changes/logs/.

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
    guard input.paths == [ScenarioInput.defaultPath] else {
      throw UsageError("run changes takes no paths: it reads \(ChangeRequestLoader.defaultPath)")
    }
    guard input.tags.isEmpty else {
      throw UsageError("run changes takes no --tag: every request runs its own scenarios")
    }
    let variantPaths = VariantRegistry.all.map(\.sourcePath)
    let requests: [ChangeRequest]
    do {
      requests = try ChangeRequestLoader.load(
        variantIDs: VariantRegistry.all.map(\.faultPrefix))
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
    let runner = ChangeRunner(
      source: source, workspace: source + "/" + workspace, variantPaths: variantPaths)
    var results: [ChangeVerification] = []
    let total = selected.count * input.variants.count
    for request in selected {
      for variant in input.variants {
        Terminal.error(
          "[\(results.count + 1)/\(total)] \(request.name) on \(variant.name)…")
        let result = runner.verify(request, on: variant)
        Terminal.error("  \(result.verdict)")
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
    Terminal.print("\(verified) of \(results.count) changes verified")
    return verified == results.count ? ExitStatus.success : ExitStatus.failure
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
