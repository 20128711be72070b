import Foundation
import XCTest

@testable import SwiftMetrics

/// JSON and text renderings: deterministic, and carrying the definitions.
final class OutputTests: XCTestCase {
  func testJSONIsIdenticalWhateverTheInputOrder() throws {
    let forward = MetricsFixture.analyze()
    let backward = SwiftAnalyzer.analyze(
      sources: MetricsFixture.sources.reversed(),
      options: AnalysisOptions(sharedPaths: ["Domain"]))
    XCTAssertEqual(try forward.jsonData(), try backward.jsonData())
  }

  func testStreamedJSONMatchesTheValueTreeWriterByteForByte() throws {
    var results = GroupBy.allCases.map { MetricsFixture.analyze(groupBy: $0) }
    results.append(NameLookupFixture.analyze())
    // Quotes, backslashes and control characters in paths, diagnostics on every line.
    let odd = "Odd/Sources/Q\t\"\\\u{1}/Q\r\n.swift"
    results.append(
      SwiftAnalyzer.analyze(
        sources: [(odd, "struct Quote { let s = \"\\\" \u{1}\" }\n}\u{7}")],
        options: AnalysisOptions()))
    for result in results {
      XCTAssertEqual(
        String(decoding: try result.jsonData(), as: UTF8.self),
        String(decoding: result.referenceJSONData(), as: UTF8.self))
    }
  }

  /// Components, files and the navigation graph come before the types: on a large tree they
  /// are tens of megabytes, handed to the file as they are written, never held whole.
  func testJSONBeforeTheTypesIsHandedOnInPiecesOfBoundedSize() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("json-pieces-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try BenchmarkCorpus.write(lines: 3000, shape: .navigationDense, into: folder)
    let result = try SwiftAnalyzer.analyze(paths: [folder.path])
    XCTAssertFalse(result.navigation.edges.isEmpty)
    let limit = 4096
    var pieces: [Data] = []
    result.writeJSON(to: { pieces.append($0) }, headPieceBytes: limit)
    XCTAssertEqual(pieces.reduce(Data(), +), try result.jsonData())
    // The piece that opens the top-level `types` list ends the part before the types.
    let typesKey = Data("\n  \"types\": [".utf8)
    let head = pieces.prefix { $0.range(of: typesKey) == nil }
    XCTAssertGreaterThan(head.count, 3)
    for piece in head { XCTAssertLessThanOrEqual(piece.count, 2 * limit) }
  }

  func testJSONHasSortedKeysFixedDecimalsAndNulls() throws {
    let json = String(decoding: try MetricsFixture.analyze().jsonData(), as: UTF8.self)
    let topLevelKeys = json.split(separator: "\n").filter { $0.hasPrefix("  \"") }
      .map { String($0.dropFirst(3).prefix { $0 != "\"" }) }
    XCTAssertEqual(topLevelKeys, topLevelKeys.sorted())
    XCTAssertTrue(topLevelKeys.contains("schemaVersion"))
    XCTAssertTrue(json.contains("\"schemaVersion\": 1"))
    XCTAssertTrue(json.contains("\"sharedShare\": 0.189"))
    XCTAssertTrue(json.contains("\"instability\": 1.000"))
    XCTAssertTrue(json.contains("\"screen\": null"))
    let parsed = try JSONSerialization.jsonObject(with: try MetricsFixture.analyze().jsonData())
    XCTAssertNotNil(parsed as? [String: Any])
  }

  func testTextShowsTheTableTotalsAndDefinitions() {
    let text = MetricsFixture.analyze().renderText()
    XCTAssertTrue(
      text.contains("App/Modules/Feed        3     21      4     1   0   2  1.00  0.25  0.25"),
      text)
    XCTAssertTrue(text.contains("Domain [shared]"))
    XCTAssertTrue(text.contains("shared share            0.19"))
    XCTAssertTrue(text.contains("App/Modules/Feed: 1 - Detail (through DetailWireframe)"))
    XCTAssertTrue(text.contains("I: instability = Ce / (Ca + Ce)"))
  }

  func testMarkdownHasItsSections() {
    let markdown = MetricsFixture.analyze().renderMarkdown()
    for heading in ["## Components", "## Totals", "## Screens known", "## Types", "## Definitions"]
    {
      XCTAssertTrue(markdown.contains(heading), heading)
    }
    XCTAssertTrue(markdown.contains("| `App/Modules/Feed` | 3 | 21 |"))
  }

  func testFixedDecimalsRoundHalfAwayFromZero() {
    XCTAssertEqual(Format.fixed(0.125, decimals: 2), "0.13")
    XCTAssertEqual(Format.fixed(2, decimals: 3), "2.000")
    XCTAssertEqual(Format.fixed(-0.5, decimals: 0), "-1")
    XCTAssertEqual(Format.ratio(nil), "n/a")
  }
}
