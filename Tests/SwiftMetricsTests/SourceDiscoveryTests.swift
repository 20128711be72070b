import Foundation
import SwiftMetrics
import XCTest

/// Nothing to analyse is an error, not an empty result that reads as "no coupling".
final class SourceDiscoveryTests: XCTestCase {
  func testAFolderWithoutSwiftFilesIsAnError() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftmetrics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
    try "notes".write(
      to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    try "final class Hidden {}".write(
      to: folder.appendingPathComponent(".hidden/Hidden.swift"), atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: folder) }

    XCTAssertThrowsError(try SwiftAnalyzer.analyze(paths: [folder.path])) { error in
      XCTAssertEqual(error as? AnalysisError, .noSwiftFiles(folder.path))
      XCTAssertEqual(
        (error as? AnalysisError)?.description,
        "no .swift files in \(folder.path) (hidden folders are skipped); nothing to analyse")
    }
  }
}
