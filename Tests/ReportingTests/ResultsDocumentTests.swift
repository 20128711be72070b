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
    XCTAssertTrue(text.hasPrefix("{\n  \"schemaVersion\" : 2,\n  \"suite\""), "keys are sorted")
    XCTAssertTrue(text.contains("\"schemaVersion\" : 2"))
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

  /// Written in pieces, the document is the one `JSONEncoder` makes whole: the same values,
  /// keys sorted, with or without faults.
  func testTheStreamedDocumentHoldsWhatTheWholeEncodingHolds() throws {
    let faults = FaultMatrix(scenarios: ["a.scenario:1"], entries: [])
    for document in [
      ResultsDocument(suite: SampleResults.suite, faults: nil),
      ResultsDocument(suite: SampleResults.suite, faults: faults),
      ResultsDocument(suite: nil, faults: faults),
    ] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let whole = try JSONSerialization.jsonObject(with: encoder.encode(document)) as? NSDictionary
      let streamed = try JSONSerialization.jsonObject(with: document.encoded()) as? NSDictionary
      XCTAssertNotNil(streamed)
      XCTAssertEqual(streamed, whole)
    }
  }

  /// Memory follows the largest piece, not the document: each scenario reaches the file on
  /// its own (25,000 scenarios encoded whole took 2.5 GB).
  func testEachScenarioIsHandedOnAlone() throws {
    let one = SampleResults.suite
    let many = SuiteResult(
      variants: one.variants, files: one.files,
      scenarios: Array(repeating: one.scenarios, count: 50).flatMap { $0 })
    var pieces: [Int] = []
    try ResultsDocument(suite: many, faults: nil).write { pieces.append($0.count) }
    let total = pieces.reduce(0, +)
    let largestScenario =
      try many.scenarios.map {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode($0).count
      }.max() ?? 0
    XCTAssertGreaterThan(pieces.count, many.scenarios.count)
    XCTAssertLessThan(
      pieces.max() ?? 0, 2 * largestScenario, "no piece much larger than one scenario")
    XCTAssertLessThan(pieces.max() ?? 0, total / 20)
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
