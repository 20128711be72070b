import Foundation
import XCTest

@testable import SwiftMetrics

/// The results do not depend on the order files are met in, nor on their names (issue #31):
/// the same sources analysed in shuffled orders give the same `analyze --json` bytes, and
/// under shuffled file names the same JSON once the names are put back.
final class FileOrderTests: XCTestCase {
  /// The inputs: the fixtures, Townsquare's variants over the shared domain, and a generated
  /// navigation-dense corpus (every module a VIPER module reaching the next one's screen).
  private func inputs() throws -> [(
    name: String, sources: [(path: String, text: String)],
    options: AnalysisOptions
  )] {
    var result = AnalysisSnapshot.fixtures.map { ($0.name, $0.sources, AnalysisSnapshot.options) }
    for folder in try AnalysisSnapshot.variantFolders() {
      var options = AnalysisSnapshot.options
      options.sharedPaths = ["Sources/Townsquare"]
      result.append((folder, try AnalysisSnapshot.variantSources(folder), options))
    }
    let modules = 30
    let corpus = (0..<modules).map { module in
      (
        path: "Corpus/Modules/N\(module)/N\(module)Module.swift",
        text: BenchmarkCorpus.navigationModuleText(module: module, next: (module + 1) % modules)
      )
    }
    result.append(("navigation-dense", corpus, AnalysisSnapshot.options))
    return result
  }

  func testShuffledFileOrdersGiveTheSameJSON() throws {
    for input in try inputs() {
      let sorted = input.sources.sorted { $0.path < $1.path }
      let expected = try FileOrderTests.canonical(
        try SwiftAnalyzer.analyze(sources: sorted, inGivenOrder: input.options).jsonData())
      var orders = [Array(sorted.reversed())]
      for seed in [1, 2] as [UInt64] {
        var generator = SeededGenerator(seed: seed)
        orders.append(sorted.shuffled(using: &generator))
      }
      for (index, order) in orders.enumerated() {
        let json = try FileOrderTests.canonical(
          try SwiftAnalyzer.analyze(sources: order, inGivenOrder: input.options).jsonData())
        XCTAssertTrue(
          json == expected,
          "\(input.name), order \(index): "
            + FileOrderTests.firstDifference(expected, json))
      }
    }
  }

  func testShuffledFileNamesGiveTheSameJSONOnceNamesArePutBack() throws {
    for input in try inputs() {
      let expected = try SwiftAnalyzer.analyze(sources: input.sources, options: input.options)
        .jsonData()
      for seed in [4] as [UInt64] {
        var generator = SeededGenerator(seed: seed)
        // Each file takes another file's name in its folder (the folders make the modules).
        var byFolder: [String: [Int]] = [:]
        for (index, source) in input.sources.enumerated() {
          byFolder[FileOrderTests.folder(of: source.path), default: []].append(index)
        }
        var renamed = input.sources
        var original: [String: String] = [:]
        for folder in byFolder.keys.sorted() {
          let members = byFolder[folder]!
          let names = members.map { input.sources[$0].path }.shuffled(using: &generator)
          for (member, name) in zip(members, names) {
            // A prefix keeps the new name apart from the old ones when mapping back.
            let new = FileOrderTests.folder(of: name) + "/~" + FileOrderTests.base(of: name)
            renamed[member].path = new
            original[new] = input.sources[member].path
          }
        }
        var text = String(
          decoding: try SwiftAnalyzer.analyze(sources: renamed, options: input.options)
            .jsonData(), as: UTF8.self)
        for (new, old) in original {
          text = text.replacingOccurrences(of: "\"\(new)\"", with: "\"\(old)\"")
          let newName = FileOrderTests.base(of: new)
          let oldName = FileOrderTests.base(of: old)
          text = text.replacingOccurrences(of: "\"\(newName)\"", with: "\"\(oldName)\"")
        }
        let got = try FileOrderTests.canonical(Data(text.utf8))
        let want = try FileOrderTests.canonical(expected)
        XCTAssertTrue(
          got == want,
          "\(input.name), names \(seed): " + FileOrderTests.firstDifference(want, got))
      }
    }
  }

  private static func folder(of path: String) -> String {
    path.split(separator: "/").dropLast().joined(separator: "/")
  }

  private static func base(of path: String) -> String {
    String(path.split(separator: "/").last ?? "")
  }

  /// The JSON with its lists in one order, whatever the files' order: lists of files,
  /// types and components follow the order files are read in (by path), and entries tied on
  /// every other key follow their file's name. Compared as re-encoded with sorted keys.
  private static func canonical(_ data: Data) throws -> Data {
    func sortArrays(_ value: Any) throws -> Any {
      if let object = value as? [String: Any] { return try object.mapValues(sortArrays) }
      guard let array = value as? [Any] else { return value }
      let items = try array.map(sortArrays)
      let encoded = try items.map {
        String(
          decoding: try JSONSerialization.data(
            withJSONObject: $0, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
      }
      return zip(encoded, items).sorted { $0.0 < $1.0 }.map(\.1)
    }
    let value = try JSONSerialization.jsonObject(with: data)
    return try JSONSerialization.data(
      withJSONObject: try sortArrays(value), options: [.sortedKeys, .prettyPrinted])
  }

  /// Where two JSON texts first differ, with a few lines around it.
  static func firstDifference(_ expected: Data, _ actual: Data) -> String {
    let old = String(decoding: expected, as: UTF8.self).split(separator: "\n")
    let new = String(decoding: actual, as: UTF8.self).split(separator: "\n")
    guard
      let first = zip(old, new).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
    else {
      return "lengths \(old.count) and \(new.count) lines"
    }
    let window = { (lines: [Substring]) in
      lines[max(0, first - 4)..<min(lines.count, first + 4)].joined(separator: "\n")
    }
    return "line \(first + 1)\n--- expected\n\(window(old))\n+++ got\n\(window(new))"
  }
}
