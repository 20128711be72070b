import Foundation
import Harness
import Reporting
import XCTest

final class ResultsDocumentTests: XCTestCase {
  func testRoundTripsAndIsByteStable() throws {
    let document = ResultsDocument(suite: SampleResults.suite, faults: nil)
    let data = try document.encoded()
    XCTAssertEqual(try ResultsDocument(suite: SampleResults.suite, faults: nil).encoded(), data)
    let decoded = try JSONDecoder().decode(ResultsDocument.self, from: data)
    XCTAssertEqual(decoded, document)
    let text = String(decoding: data, as: UTF8.self)
    XCTAssertTrue(text.hasPrefix("{\n  \"schemaVersion\" : 1,\n  \"suite\""), "keys are sorted")
    XCTAssertTrue(text.contains("\"schemaVersion\" : 1"))
    XCTAssertTrue(text.contains("\"equivalent\" : false"))
  }

  func testAtomicWriteRefusesAMissingDirectoryAndLeavesNothing() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "atomic-\(UUID().uuidString)")
    XCTAssertThrowsError(try AtomicFile.write("x", to: directory.path + "/out.json"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path))
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("out.json").path
    try AtomicFile.write("one", to: path)
    try AtomicFile.write("two", to: path)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "two")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.path), ["out.json"])
  }
}
