import XCTest

@testable import SwiftMetrics

/// Types nested deep in one file, and chains of extensions across files: names, lookups and
/// edges stay right at depth; past swiftc's 256 levels, types are left out with one diagnostic.
final class NestingTests: XCTestCase {
  /// `levels` structs `L0 { L1 { … } }`, each holding a `Box`, a property of its own `Box`
  /// (found through the enclosing scopes) and one of `L0.L1.Box` (a qualified path, whose
  /// qualifiers count too): four lines a level.
  private func nestedBoxes(levels: Int) -> String {
    var text = ""
    for level in 0..<levels {
      text += "struct L\(level) {\n  struct Box {}\n  var box: Box\n  var top: L0.L1.Box\n"
    }
    return text + String(repeating: "}\n", count: levels)
  }

  private func analyze(_ text: String, groupBy: GroupBy = .folder) -> AnalysisResult {
    SwiftAnalyzer.analyze(
      sources: [("App/Deep.swift", text)], options: AnalysisOptions(groupBy: groupBy))
  }

  private func chain(_ levels: Int) -> String {
    (0..<levels).map { "L\($0)" }.joined(separator: ".")
  }

  /// 255 levels of `L` and the innermost `Box` at the 256th: all kept, nothing reported.
  func testTypesAtTheDeepestAllowedLevelKeepTheirNamesAndEdges() throws {
    let result = analyze(nestedBoxes(levels: 255))
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.totals.types, 510)
    let innermost = try XCTUnwrap(result.types.first { $0.name == chain(255) })
    XCTAssertEqual(innermost.line, 4 * 254 + 1)
    XCTAssertEqual(innermost.members, 3)
    XCTAssertEqual(
      innermost.outgoing.map { "\($0.to)×\($0.count)" },
      ["L0×1", "L0.L1×1", "L0.L1.Box×1", chain(255) + ".Box×1"])
    XCTAssertTrue(result.types.contains { $0.name == chain(255) + ".Box" })
  }

  /// One level more: the 257th (`Box` in `L255`) is reported where its name is and left out,
  /// so `L255`'s `box` means the nearest enclosing `Box` left, `L254`'s.
  func testATypeBeyondTheLimitIsReportedAndLeftOut() throws {
    let result = analyze(nestedBoxes(levels: 256))
    XCTAssertEqual(
      result.diagnostics.map(\.description),
      [
        "App/Deep.swift:\(4 * 255 + 2):10: type nesting exceeds 256 levels: this type and the "
          + "types in it are not analysed"
      ])
    XCTAssertEqual(result.totals.types, 511)
    let deepest = try XCTUnwrap(result.types.first { $0.name == chain(256) })
    XCTAssertEqual(deepest.members, 3, "the left-out Box is still one of its members")
    XCTAssertEqual(
      deepest.outgoing.map { "\($0.to)×\($0.count)" },
      ["L0×1", "L0.L1×1", "L0.L1.Box×1", chain(255) + ".Box×1"])
  }

  /// 5,000 classes each in the one before: one diagnostic, 256 types, and output in proportion
  /// to the input (every nested name holding all the names around it made it quadratic: tens
  /// of megabytes of JSON here).
  func testThousandsOfLevelsGiveOneDiagnosticAndOutputInProportion() throws {
    let levels = 5_000
    var text = ""
    for level in 0..<levels { text += "class C\(level) { var next: C\(level + 1)?\n" }
    text += String(repeating: "}\n", count: levels)
    let result = analyze(text)
    XCTAssertEqual(result.totals.types, 256)
    XCTAssertEqual(result.totals.diagnostics, 1)
    XCTAssertEqual(result.diagnostics.first?.line, 257)
    let json = try result.jsonData()
    XCTAssertLessThan(json.count, 10 * text.utf8.count)
    let deepest = try XCTUnwrap(result.types.first { $0.name.hasSuffix(".C255") })
    XCTAssertEqual(deepest.members, 2, "its property and the class left out")
  }

  /// Each file extends the type the previous one declared (`extension T0.T1 { struct T2 {} }`):
  /// no file nests deeply, but the names do. Under stems every type goes with the outermost.
  func testExtensionsChainedAcrossFilesNestTheirTypes() throws {
    let levels = 300
    var sources = [("App/T0.swift", "struct T0 {}\n")]
    for level in 1..<levels {
      let extended = (0..<level).map { "T\($0)" }.joined(separator: ".")
      sources.append(("App/T\(level).swift", "extension \(extended) { struct T\(level) {} }\n"))
    }
    let result = SwiftAnalyzer.analyze(sources: sources, options: AnalysisOptions(groupBy: .stem))
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.totals.types, levels)
    let innermost = (0..<levels).map { "T\($0)" }.joined(separator: ".")
    let type = try XCTUnwrap(result.types.first { $0.name == innermost })
    XCTAssertEqual(type.component, "T0")
    XCTAssertEqual(Set(result.types.map(\.component)), ["T0"])
  }
}
