import Foundation

/// The committed results of the whole `workbench run mutants` (`Reports/mutants.json`) as the
/// report reads them: used only while their fingerprint is that of the sources as they are;
/// otherwise the reason, in one line that names the command to run.
public enum MutationResults {
  public static let command = "swift run workbench run mutants"

  public enum Outcome: Sendable {
    case current(MutationReport)
    /// Missing, unreadable or measured on other sources: why, in one line.
    case unusable(String)
  }

  public static func load(root: String) -> Outcome {
    let file = MutationFingerprint.resultsFile
    guard let data = FileManager.default.contents(atPath: root + "/" + file) else {
      return .unusable(
        "No mutation results: \(file) is missing; run `\(command)` to make it.")
    }
    guard let report = try? JSONDecoder().decode(MutationReport.self, from: data) else {
      return .unusable(
        "No mutation results: \(file) cannot be read as the results of `\(command)`; run it again.")
    }
    let now = MutationFingerprint.of(
      root: root, variants: VariantRegistry.all, operators: MutationOperator.allCases)
    guard report.fingerprint == now else {
      return .unusable(
        "No mutation results: \(file) was measured on other sources than these (fingerprint "
          + "\(report.fingerprint ?? "none"), now \(now)); run `\(command)` to bring it up to date."
      )
    }
    return .current(report)
  }
}
