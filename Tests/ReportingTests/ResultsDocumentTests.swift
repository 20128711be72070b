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

  func testCarriesEveryVariantAndEachOnesHierarchyAtADivergence() throws {
    let data = try ResultsDocument(suite: SampleResults.suite, faults: nil).encoded()
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let suite = object?["suite"] as? [String: Any]
    XCTAssertEqual(suite?["variants"] as? [String], ["VIPER", "VIPER+C", "MVVM+C"])
    let scenarios = suite?["scenarios"] as? [[String: Any]]
    let runs = scenarios?.first?["runs"] as? [[String: Any]]
    XCTAssertEqual(
      runs?.compactMap { $0["variant"] as? String }, ["VIPER", "VIPER+C", "MVVM+C"])
    let divergence = scenarios?.last?["divergence"] as? [String: Any]
    XCTAssertEqual(
      divergence?["hierarchies"] as? [String: String],
      ["VIPER": "[Login > Feed]", "VIPER+C": "[Login > Feed]", "MVVM+C": "[Login > About]"])
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
