import Foundation
import XCTest

@testable import SwiftMetrics

/// The navigation scanner and graph on malformed and hostile input: no crash, the same graph
/// whatever the file order, and no quadratic scans or runaway recursion.
final class NavigationRobustnessTests: XCTestCase {
  func testTokenSoupOfStatementsClosuresAndNavigationCallsNeitherCrashesNorVaries() throws {
    let words = [
      "class", "A", ":", "UIViewController", "{", "}", "(", ")", "[", "]", "func", "f", "let",
      "var", "x", "=", "in", "guard", "else", "if", "switch", "case", "default", "for", "return",
      "self", ".", "?", "!", "pushViewController", "present", "animated:", "true", "Router",
      "NavigationLink", "destination:", "sheet", "navigationDestination", "for:", "B.self", "as?",
      "start", "coordinate", "to:", "\"s\"", "$0", ",", "->", "init", "super", "\n", "#if",
      "#endif",
    ]
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33)
    }
    for _ in 0..<40 {
      let files = ["App/A.swift", "App/B.swift", "App/C.swift"].map {
        ($0, (0..<200).map { _ in words[next() % words.count] }.joined(separator: " "))
      }
      let first = SwiftAnalyzer.analyze(sources: files, options: .init())
      let second = SwiftAnalyzer.analyze(sources: files.reversed(), options: .init())
      XCTAssertEqual(first.navigation, second.navigation)
    }
  }

  /// Nesting far deeper than any code: skipped past as a whole, in linear time.
  func testDeepNestingIsSkippedNotRecursedInto() {
    let inputs = [
      "func f() {" + String(repeating: "{ ", count: 20_000) + "}",
      "func f() { let x = " + String(repeating: "(", count: 20_000) + " }",
      "func f() { x = " + String(repeating: "[a, ", count: 20_000) + " }",
      "func f() { g" + String(repeating: " { $0", count: 20_000) + " }",
      "func f() { " + String(repeating: "if a { ", count: 20_000) + " }",
      "class A: UIViewController { func f() { present("
        + String(repeating: "B(c: { [", count: 20_000) + " }",
    ]
    for input in inputs {
      let start = Date()
      _ = SwiftAnalyzer.analyze(sources: [("App/F.swift", input)], options: .init())
      XCTAssertLessThan(Date().timeIntervalSince(start), 10, String(input.prefix(30)))
    }
  }

  /// 20,000 screens each pushing the next through a router's wrapper, and 2,000 view models
  /// whose closures a coordinator handles: edges are found and the time stays linear.
  func testManyScreensAndWrappersStayLinear() {
    var source = """
      final class Router {
        weak var navigation: UINavigationController?
        func push(_ screen: UIViewController) { navigation?.pushViewController(screen, animated: true) }
      }

      """
    for index in 0..<2_000 {
      source += """
        final class S\(index): UIViewController {
          let router = Router()
          func next() { router.push(S\(index + 1)()) }
        }

        """
    }
    source += "final class S2000: UIViewController {}\n"
    let start = Date()
    let result = SwiftAnalyzer.analyze(sources: [("App/F.swift", source)], options: .init())
    XCTAssertLessThan(Date().timeIntervalSince(start), 20)
    XCTAssertEqual(result.navigation.edges.count, 2_000)
    XCTAssertEqual(result.navigation.edges.first?.from, "S0")
    XCTAssertEqual(result.navigation.edges.first?.to, "S1")
  }
}
