import Foundation
import XCTest

@testable import SwiftMetrics

/// Files scanned on several threads, each with its own symbol table, give the same analysis
/// as one thread scanning them in order.
final class ParallelScanTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "parallel-scan-\(UUID().uuidString)")
    // 120 files in 12 screen folders: names shared across files (so each thread interns them
    // on its own), nested and extended types, file-private twins, navigation, and problems.
    for file in 0..<120 {
      let folder = directory.appendingPathComponent("Modules/S\(file % 12)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let next = (file + 1) % 120
      let text = """
        import UIKit
        protocol P\(file)Routing: AnyObject { func go() }
        final class P\(file)Router: P\(file)Routing {
          weak var navigation: UINavigationController?
          private struct Sizes { let gap = \(file) }
          func go() { navigation?.pushViewController(P\(next)ViewController(), animated: true) }
          enum State { case idle; struct Inner { var next: P\(next)Router.State? } }
        }
        final class P\(file)ViewController: UIViewController { var router: P\(file)Routing? }
        extension P\(next)Router.State { struct Added\(file) {} }
        let stray\(file) = \(file % 7 == 0 ? "\"unterminated" : "0")

        """
      try Data(text.utf8).write(to: folder.appendingPathComponent("P\(file).swift"))
    }
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: directory)
  }

  private func analysis(threads: Int) throws -> AnalysisResult {
    let sources = try SourceCollector.collect(paths: [directory.path], sharedPaths: [])
    let (files, symbols) = try ParallelScanner.scan(sources, threads: threads)
    return SwiftAnalyzer.analyze(
      scanned: files, symbols: symbols, paths: [directory.path],
      options: AnalysisOptions(groupBy: .stem))
  }

  func testThreadsGiveTheSameAnalysisAsOne() throws {
    let serial = try analysis(threads: 1)
    XCTAssertEqual(serial.totals.files, 120)
    XCTAssertGreaterThan(serial.totals.navigationAwareTypes, 0)
    XCTAssertGreaterThan(serial.totals.diagnostics, 0)
    for threads in [2, 3, 8] {
      let parallel = try analysis(threads: threads)
      XCTAssertEqual(parallel, serial, "\(threads) threads")
      XCTAssertEqual(try parallel.jsonData(), try serial.jsonData(), "\(threads) threads")
      XCTAssertEqual(parallel.renderText(), serial.renderText(), "\(threads) threads")
    }
  }

  /// Two files gone between listing and reading: the error names the first in path order,
  /// whichever thread met it first.
  func testTheFirstUnreadableFileInOrderIsReported() throws {
    let sources = try SourceCollector.collect(paths: [directory.path], sharedPaths: [])
    for index in [95, 40] { try FileManager.default.removeItem(atPath: sources[index].path) }
    for threads in [1, 2, 4] {
      XCTAssertThrowsError(try ParallelScanner.scan(sources, threads: threads)) { error in
        XCTAssertEqual(error as? AnalysisError, .unreadable(sources[40].path))
      }
    }
  }
}
