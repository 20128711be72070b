import Foundation
import XCTest

/// Every idiom the navigation graph follows is a rule file whose header names its example tests,
/// and the documentation lists it: a rule added without examples, or left out of the list a
/// user reads to know what the graph follows, fails here (issue #31).
final class RuleCatalogueTests: XCTestCase {
  private static let analysis = AnalysisSnapshot.packageRoot.appendingPathComponent(
    "Sources/SwiftMetrics/Navigation/Analysis")
  private static let documentation = AnalysisSnapshot.packageRoot.appendingPathComponent(
    "Sources/SwiftMetrics/SwiftMetrics.docc/SwiftMetrics.md")

  /// The rule files: `NavigationAnalyzer+<Rule>.swift` whose header starts with `/// Rule:`,
  /// with the test classes its `/// Examples:` line names.
  private func rules() throws -> [(name: String, examples: [String])] {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.analysis.path)
      .filter { $0.hasPrefix("NavigationAnalyzer+") && $0.hasSuffix(".swift") }.sorted()
    return try names.compactMap { fileName in
      let text = try String(
        contentsOf: Self.analysis.appendingPathComponent(fileName), encoding: .utf8)
      guard text.hasPrefix("/// Rule:") else { return nil }
      let header = text.split(separator: "\n").prefix { $0.hasPrefix("///") }
      let examples =
        header.first { $0.hasPrefix("/// Examples:") }.map { line in
          line.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element)
          }
        } ?? []
      let name = String(fileName.dropFirst("NavigationAnalyzer".count).dropLast(".swift".count))
      return (name, examples)
    }
  }

  /// The test classes declared under Tests/SwiftMetricsTests.
  private func testClasses() throws -> Set<String> {
    var result: Set<String> = []
    let root = AnalysisSnapshot.packageRoot.appendingPathComponent("Tests/SwiftMetricsTests")
    let walker = FileManager.default.enumerator(atPath: root.path)
    while let path = walker?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      for line in text.split(separator: "\n") where line.hasPrefix("final class ") {
        result.insert(String(line.dropFirst("final class ".count).prefix { $0 != ":" }))
      }
    }
    return result
  }

  func testEveryRuleNamesExampleTestsThatExist() throws {
    let rules = try rules()
    XCTAssertGreaterThan(rules.count, 20, "the rule files are found")
    let classes = try testClasses()
    for rule in rules {
      XCTAssertFalse(rule.examples.isEmpty, "\(rule.name) names no example tests")
      for example in rule.examples {
        XCTAssertTrue(classes.contains(example), "\(rule.name): no test class \(example)")
      }
    }
  }

  func testTheDocumentationListsEveryRule() throws {
    let text = try String(contentsOf: Self.documentation, encoding: .utf8)
    for rule in try rules() {
      XCTAssertTrue(text.contains("`\(rule.name)`"), "\(rule.name) is not in the rules list")
    }
  }
}
