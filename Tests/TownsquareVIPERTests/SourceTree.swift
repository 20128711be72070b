import Foundation

/// The variant's source files, found from this file's path (Tests/TownsquareVIPERTests/ →
/// Sources/TownsquareVIPER/), for the tests that read the code itself.
enum SourceTree {
  static let variantRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/TownsquareVIPER")

  static let modulesRoot = variantRoot.appendingPathComponent("Modules")

  /// The module folders, sorted by name.
  static func moduleNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: modulesRoot.path).sorted()
  }

  /// The Swift files of a folder of the variant, sorted by name.
  static func swiftFiles(in folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { folder.appendingPathComponent($0) }
  }

  /// Every Swift file of the variant, sorted by path.
  static func allSwiftFiles() throws -> [URL] {
    let enumerator = FileManager.default.enumerator(atPath: variantRoot.path)
    var files: [URL] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift") { files.append(variantRoot.appendingPathComponent(path)) }
    }
    return files.sorted { $0.path < $1.path }
  }

  static func text(of file: URL) throws -> String {
    try String(contentsOf: file, encoding: .utf8)
  }
}
