import Foundation
import XCTest

@testable import SwiftMetrics

/// The inputs whose `analyze --json` output is kept in `Tests/SwiftMetricsTests/Snapshots`: the
/// test fixtures and every Townsquare variant over the shared domain, analysed as the report
/// analyses them. Set `WORKBENCH_RECORD_SNAPSHOTS=1` to rewrite the files after a change whose
/// every difference was read and explained.
enum AnalysisSnapshot {
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  static var folder: URL {
    packageRoot.appendingPathComponent("Tests/SwiftMetricsTests/Snapshots")
  }

  static let fixtures: [(name: String, sources: [(path: String, text: String)])] = [
    ("metrics", MetricsFixture.sources),
    ("name-lookup", NameLookupFixture.sources),
    ("base-wireframe", BaseWireframeFixture.sources),
    ("coordinator", CoordinatorFixture.sources),
    ("mvc", MVCFixture.sources),
    ("swiftui", SwiftUIFixture.sources),
    ("viper", VIPERFixture.sources),
  ]

  /// The options the report analyses with (screens name themselves by `screenName`).
  static var options: AnalysisOptions {
    var options = AnalysisOptions()
    options.screenNameProperty = "screenName"
    return options
  }

  /// Every variant's source folder: the folders `Sources/Townsquare…` beside the shared
  /// domain `Sources/Townsquare`.
  static func variantFolders() throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("Sources").path
    )
    .filter { $0.hasPrefix("Townsquare") && $0 != "Townsquare" }.sorted()
  }

  /// Every `.swift` file of a variant and of the shared domain, with its path from the
  /// package root.
  static func variantSources(_ folder: String) throws -> [(path: String, text: String)] {
    var result: [(path: String, text: String)] = []
    for root in ["Sources/" + folder, "Sources/Townsquare"] {
      let base = packageRoot.appendingPathComponent(root)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let relative as String in walker where relative.hasSuffix(".swift") {
        let text = try String(
          contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
        result.append((root + "/" + relative, text))
      }
    }
    return result.sorted { $0.path < $1.path }
  }

  /// A variant's JSON as `workbench analyze Sources/<variant> --shared Sources/Townsquare
  /// --screen-name screenName --json` writes it from the package root.
  static func variantJSON(_ folder: String) throws -> Data {
    var options = self.options
    options.sharedPaths = ["Sources/Townsquare"]
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(packageRoot.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    return try SwiftAnalyzer.analyze(paths: ["Sources/" + folder], options: options).jsonData()
  }

  /// Compares `data` with the snapshot `name`, or records it when asked to.
  static func check(
    _ data: Data, named name: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let url = folder.appendingPathComponent(name + ".json")
    if ProcessInfo.processInfo.environment["WORKBENCH_RECORD_SNAPSHOTS"] == "1" {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: url)
      return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
      XCTFail(
        "no snapshot \(url.path); record with WORKBENCH_RECORD_SNAPSHOTS=1", file: file, line: line)
      return
    }
    guard expected != data else { return }
    let old = String(decoding: expected, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let new = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let first =
      zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(old.count, new.count)
    let context = { (lines: [Substring]) in
      lines[max(0, first - 3)..<min(lines.count, first + 4)].joined(separator: "\n")
    }
    XCTFail(
      "\(name): analyze --json differs from its snapshot from line \(first + 1):\n"
        + "--- snapshot\n\(context(old))\n+++ now\n\(context(new))",
      file: file, line: line)
  }
}
