import Foundation
import XCTest

@testable import SwiftMetrics

/// The benchmark's navigation-dense corpus is what the benchmark says it is: every module's
/// screen navigates to the next module's, whichever way the module routes (a wireframe that
/// pushes or presents, or a coordinator).
final class NavigationDenseCorpusTests: XCTestCase {
  func testEveryModuleScreenReachesTheNextModulesScreen() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navigation-dense-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let corpus = try BenchmarkCorpus.write(lines: 600, shape: .navigationDense, into: folder)
    let count = corpus.files.count
    XCTAssertGreaterThanOrEqual(count, 6)
    let result = try SwiftAnalyzer.analyze(paths: [folder.path])
    let edges = Set(result.navigation.edges.map { "\($0.from) -> \($0.to)" })
    for module in 0..<count {
      let edge = "N\(module)ViewController -> N\((module + 1) % count)ViewController"
      XCTAssertTrue(edges.contains(edge), "\(edge) missing from \(edges.sorted())")
    }
    XCTAssertEqual(
      Set(result.navigation.screens.map(\.type)),
      Set((0..<count).map { "N\($0)ViewController" }))
  }
}
