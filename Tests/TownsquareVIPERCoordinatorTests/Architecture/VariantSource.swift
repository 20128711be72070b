import Foundation

/// The variant's Swift sources, found from this file's path (Tests/TownsquareVIPERCoordinator
/// Tests/Architecture/ → Sources/TownsquareVIPERCoordinator/), for tests that read the code.
struct VariantSource {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/TownsquareVIPERCoordinator")

  /// Path below the variant's root, e.g. `Modules/Feed/FeedBuilder.swift`.
  let path: String
  let text: String

  var name: String { String(path.split(separator: "/").last ?? "") }
  var folder: String { path.split(separator: "/").dropLast().joined(separator: "/") }

  /// Every Swift file of the variant, sorted by path.
  static func all() throws -> [VariantSource] {
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var files: [VariantSource] = []
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      files.append(VariantSource(path: path, text: text))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Identifiers, comments included (a comment naming another module's type is as much a
  /// coupling smell as code).
  var identifiers: Set<String> {
    Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
  }

  /// What the first group of `pattern` that took part matched, at each match.
  func matches(_ pattern: NSRegularExpression) -> [String] {
    pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      (1..<match.numberOfRanges).lazy.compactMap { Range(match.range(at: $0), in: text) }.first
        .map { String(text[$0]) }
    }
  }
}
