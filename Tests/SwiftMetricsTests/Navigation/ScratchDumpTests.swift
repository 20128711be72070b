import Foundation
import XCTest

@testable import SwiftMetrics

final class ScratchDumpTests: XCTestCase {
  func testDump() throws {
    let path = ProcessInfo.processInfo.environment["DUMP_FILE"] ?? ""
    guard !path.isEmpty else { return }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var scanner = FileScanner()
    var bytes = Array(text.utf8)
    let source = SourceFile(path: path, rootLabel: "x", folders: [], fileName: "x", isShared: false, module: "x")
    let scanned = bytes.withUnsafeMutableBufferPointer { scanner.scan(UnsafeBufferPointer($0), source: source) }
    print(scanned.navigation.described(symbols: scanner.symbols))
  }
}

final class ScratchGraphTests: XCTestCase {
  func testGraph() throws {
    let path = ProcessInfo.processInfo.environment["DUMP_TREE"] ?? ""
    guard !path.isEmpty else { return }
    var options = AnalysisOptions(sharedPaths: ProcessInfo.processInfo.environment["DUMP_SHARED"].map { [$0] } ?? [])
    options.screenNameProperty = "screenName"
    let start = Date()
    let result = try SwiftAnalyzer.analyze(paths: [path], options: options)
    print("time", Date().timeIntervalSince(start))
    for screen in result.navigation.screens { print("screen", screen.type, screen.base, screen.name ?? "-") }
    for edge in result.navigation.edges {
      print("\(edge.from) -> \(edge.to) [\(edge.kind.rawValue)] by \(edge.decidedBy) (\(edge.decidedByRole?.rawValue ?? "-")) \(edge.file.split(separator: "/").last!):\(edge.line)")
    }
  }
}
