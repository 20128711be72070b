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

final class ScratchStatsTests: XCTestCase {
  func testStats() throws {
    let path = ProcessInfo.processInfo.environment["STATS_TREE"] ?? ""
    guard !path.isEmpty else { return }
    let sources = try SourceCollector.collect(paths: [path], sharedPaths: [])
    var scanner = FileScanner()
    var nodes = 0, functions = 0, statements = 0, calls = 0, params = 0, properties = 0, tokens = 0, lines = 0
    var capacity = 0
    var kinds: [UInt8: Int] = [:]
    for source in sources {
      let file = try scanner.scan(source)
      nodes += file.navigation.nodes.count; capacity += file.navigation.nodes.capacity
      functions += file.navigation.functions.count
      statements += file.navigation.statements.count
      calls += file.navigation.calls.count
      params += file.navigation.parameters.count
      properties += file.navigation.properties.count
      lines += file.lineCount
      for n in file.navigation.nodes { kinds[n.kind.rawValue, default: 0] += 1 }
    }
    print("kinds", kinds.sorted { $0.key < $1.key })
    print("files", sources.count, "lines", lines, "nodes", nodes, "cap", capacity, "functions", functions, "statements", statements, "calls", calls, "params", params, "props", properties, tokens)
    print("bytes", nodes * MemoryLayout<ExpressionNode>.stride, functions * MemoryLayout<FunctionFact>.stride, statements * MemoryLayout<StatementFact>.stride, calls * 8)
  }
}

final class ScratchFixtureTests: XCTestCase {
  func testPrint() {
    guard ProcessInfo.processInfo.environment["PRINT_FIXTURES"] != nil else { return }
    for (name, sources) in [("viper", VIPERFixture.sources), ("coordinator", CoordinatorFixture.sources), ("mvc", MVCFixture.sources), ("swiftui", SwiftUIFixture.sources)] {
      let graph = NavigationGraphSupport.graph(sources)
      print("== \(name)")
      for line in NavigationGraphSupport.screens(graph) { print("screen", line) }
      for line in NavigationGraphSupport.lines(graph) { print(line) }
    }
  }
}

final class ScratchFixtureGraphTests: XCTestCase {
  func testBaseWireframe() {
    guard ProcessInfo.processInfo.environment["PRINT_FIXTURES"] != nil else { return }
    let graph = NavigationGraphSupport.graph(BaseWireframeFixture.sources)
    for line in NavigationGraphSupport.screens(graph) { print("S", line) }
    for line in NavigationGraphSupport.lines(graph) { print("E", line) }
  }
}
