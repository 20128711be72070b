import Foundation
import Harness
import XCTest

/// The committed results of `workbench run mutants` (`Reports/mutants.json`), which the report
/// reads: CI fails here when they are missing or were measured on other sources, so that the
/// report never shows results of code that is no longer there.
final class CommittedMutationResultsTests: XCTestCase {
  private var packageRoot: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
  }

  func testTheCommittedResultsAreThoseOfTheSourcesAsTheyAre() throws {
    switch MutationResults.load(root: packageRoot) {
    case .unusable(let reason):
      XCTFail(reason)
    case .current(let report):
      // Written in the committed form: the same results give the same bytes.
      let text = try String(
        contentsOfFile: packageRoot + "/" + MutationFingerprint.resultsFile, encoding: .utf8)
      XCTAssertEqual(text, report.resultsFileText, "not in the committed form")
      XCTAssertNil(report.phaseSeconds, "no timings in the committed results")
      XCTAssertEqual(report.variants, VariantRegistry.all.map(\.name))
    }
  }

  /// Any change to a variant's source gives another fingerprint.
  func testTheFingerprintFollowsTheSources() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("fingerprint-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let variant = AppVariant.viper
    let file = root + "/" + variant.sourcePath + "/A.swift"
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try "let a = 1\n".write(toFile: file, atomically: true, encoding: .utf8)
    let before = MutationFingerprint.of(root: root, variants: [variant], operators: [.deleteCall])
    XCTAssertEqual(
      before, MutationFingerprint.of(root: root, variants: [variant], operators: [.deleteCall]))
    XCTAssertNotEqual(
      before,
      MutationFingerprint.of(root: root, variants: [variant], operators: [.negateCondition]))
    try "let a = 2\n".write(toFile: file, atomically: true, encoding: .utf8)
    XCTAssertNotEqual(
      before, MutationFingerprint.of(root: root, variants: [variant], operators: [.deleteCall]))
  }
}
