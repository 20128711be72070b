import XCTest

@testable import SwiftMetrics

/// Lookup over malformed qualification: dots, modules and nesting in any order.
final class NameLookupRobustnessTests: XCTestCase {
  func testTokenSoupOfModulesDotsAndExtensionsNeitherCrashesNorVaries() throws {
    let words = [
      "A", "B", "Domain", "App", ".", ".", "{", "}", "extension", "struct", "class", "import",
      "let", "x:", "Self", "=", "(", ")", "<", ">", "\n",
    ]
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33)
    }
    for _ in 0..<40 {
      let files = ["App/F.swift", "Domain/G.swift", "App/Modules/A/H.swift"].map { path in
        (path, (0..<80).map { _ in words[next() % words.count] }.joined(separator: " "))
      }
      let options = AnalysisOptions(sharedPaths: ["Domain"])
      let first = SwiftAnalyzer.analyze(sources: files, options: options)
      let second = SwiftAnalyzer.analyze(sources: files.reversed(), options: options)
      XCTAssertEqual(try first.jsonData(), try second.jsonData())
    }
  }
}
