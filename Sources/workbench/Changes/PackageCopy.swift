import Foundation

/// A copy of the package in which change requests are applied and built, kept at one place
/// so that SwiftPM's build of it stays incremental: before each change the copy is made equal
/// to the package again by writing only the files that differ (their dates move only then)
/// and removing those the last change added.
struct PackageCopy {
  /// What a build of the package needs; `.build`, `Reports/` and the rest stay out.
  static let parts = ["Package.swift", "Sources", "Tests", "Scenarios"]

  let source: String
  let root: String

  /// Makes `root` hold exactly `source`'s parts, with `overrides` (relative path → content)
  /// in place of, or besides, the source's files.
  func reset(overrides: [String: Data] = [:]) throws {
    let manager = FileManager.default
    try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
    var wanted = Set<String>()
    var contents: [(String, () throws -> Data)] = []
    for part in Self.parts {
      for file in try files(under: part, in: source) where overrides[file] == nil {
        contents.append((file, { try Data(contentsOf: URL(fileURLWithPath: source + "/" + file)) }))
      }
    }
    for (file, data) in overrides { contents.append((file, { data })) }
    for (file, content) in contents {
      wanted.insert(file)
      let original = try content()
      let target = URL(fileURLWithPath: root + "/" + file)
      if (try? Data(contentsOf: target)) == original { continue }
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try original.write(to: target)
    }
    for part in Self.parts {
      for file in try files(under: part, in: root) where !wanted.contains(file) {
        try manager.removeItem(atPath: root + "/" + file)
      }
      try removeEmptyFolders(under: root + "/" + part)
    }
  }

  /// A change that added a folder leaves it empty once its files are gone; tests that list
  /// folders (one per screen) must not see it.
  private func removeEmptyFolders(under path: String) throws {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
    else { return }
    // Deepest first, so that a folder holding only empty folders goes too.
    let folders = try manager.subpathsOfDirectory(atPath: path).filter { sub in
      var entryIsDirectory: ObjCBool = false
      return manager.fileExists(atPath: path + "/" + sub, isDirectory: &entryIsDirectory)
        && entryIsDirectory.boolValue
    }.sorted { $0.count > $1.count }
    for folder in folders where try manager.contentsOfDirectory(atPath: path + "/" + folder).isEmpty
    {
      try manager.removeItem(atPath: path + "/" + folder)
    }
  }

  /// Regular files under `part` of `base`, relative to `base`.
  private func files(under part: String, in base: String) throws -> [String] {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: base + "/" + part, isDirectory: &isDirectory) else {
      return []
    }
    guard isDirectory.boolValue else { return [part] }
    return try manager.subpathsOfDirectory(atPath: base + "/" + part).compactMap { sub in
      let path = part + "/" + sub
      var entryIsDirectory: ObjCBool = false
      let exists = manager.fileExists(atPath: base + "/" + path, isDirectory: &entryIsDirectory)
      return exists && !entryIsDirectory.boolValue ? path : nil
    }
  }
}
