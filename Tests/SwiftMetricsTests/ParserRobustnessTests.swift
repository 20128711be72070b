import Foundation
import XCTest

@testable import SwiftMetrics

/// Modifiers, navigation arguments, stored-property types and placeholders in malformed input:
/// no crash, the same result whatever the file order, and no quadratic scans.
final class ParserRobustnessTests: XCTestCase {
  func testTokenSoupOfModifiersCallsAndAnnotationsNeitherCrashesNorVaries() throws {
    let words = [
      "private", "fileprivate", "final", "@objc", "enum", "class", "extension", "var", "let", "A",
      "Router", "UINavigationController", "present", "dismiss", "setRootViewController",
      "animated:", "(", ")", "[", "]", "{", "}", "->", "?", "!", ",", ":", "=", ".", "<#x#>",
      "<#", "\n",
    ]
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33)
    }
    for groupBy in GroupBy.allCases {
      for _ in 0..<20 {
        let files = ["App/Modules/A/F.swift", "App/G.swift", "App/Modules/B/H.swift"].map {
          ($0, (0..<120).map { _ in words[next() % words.count] }.joined(separator: " "))
        }
        let options = AnalysisOptions(groupBy: groupBy)
        let first = SwiftAnalyzer.analyze(sources: files, options: options)
        let second = SwiftAnalyzer.analyze(sources: files.reversed(), options: options)
        XCTAssertEqual(try first.jsonData(), try second.jsonData())
        XCTAssertEqual(
          first.components.reduce(0) { $0 + $1.codeLines }, first.totals.codeLines)
      }
    }
  }

  /// 50,000 repetitions each: a quadratic scan would take billions of steps; these take well
  /// under a second even in a debug build.
  func testUnclosedCallsPlaceholdersAndParenthesesStayLinear() {
    let inputs = [
      String(repeating: "present(x ", count: 50_000),
      String(repeating: "<#", count: 50_000),
      String(repeating: ") class A {} ", count: 50_000),
      "class A { var a: B" + String(repeating: "<C", count: 50_000) + " }",
    ]
    for input in inputs {
      let start = Date()
      let result = SwiftAnalyzer.analyze(sources: [("App/F.swift", input)], options: .init())
      XCTAssertLessThan(Date().timeIntervalSince(start), 10, String(input.prefix(20)))
      XCTAssertLessThanOrEqual(result.diagnostics.count, FileScanner.diagnosticsShown + 1)
    }
  }
}
