import Foundation

/// A Swift file to analyse and where it sits.
struct SourceFile {
  /// The root argument joined with the path below it: what the output shows.
  var path: String
  /// The label of the root it was found under (its last path component).
  var rootLabel: String
  /// Folders between the root and the file.
  var folders: [String]
  var fileName: String
  var isShared: Bool
  /// The target (`Sources/<Target>`) or, outside `Sources/`, the root label: types are unique
  /// by qualified name within a module.
  var module: String
}

/// Finds the `.swift` files under the given paths (hidden folders skipped), sorted by path.
enum SourceCollector {
  static func collect(paths: [String], sharedPaths: [String]) throws -> [SourceFile] {
    var files: [SourceFile] = []
    var seen = Set<String>()
    let roots = sharedPaths.map { ($0, true) } + paths.map { ($0, false) }
    let labels = rootLabels(roots.map(\.0))
    for (index, (root, isShared)) in roots.enumerated() {
      for file in try collect(root: root, label: labels[index], isShared: isShared) {
        if seen.insert(file.path).inserted { files.append(file) }
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  private static func collect(root: String, label: String, isShared: Bool) throws -> [SourceFile] {
    let trimmed = trimmedPath(root)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory) else {
      throw AnalysisError.pathNotFound(root)
    }
    let absolute = URL(fileURLWithPath: trimmed).standardizedFileURL.pathComponents
    if !isDirectory.boolValue {
      let name = (trimmed as NSString).lastPathComponent
      return [
        SourceFile(
          path: trimmed, rootLabel: label, folders: [], fileName: name, isShared: isShared,
          module: module(absolute: Array(absolute.dropLast()), below: [], label: label))
      ]
    }
    var files: [SourceFile] = []
    // A folder's files come together: its path and module are worked out once.
    var folder: (folders: [String], prefix: String, module: String)?
    let walker = DirectoryWalker { folders, name in
      if folder?.folders != folders {
        let relative = folders.map { $0 + "/" }.joined()
        folder = (
          folders, trimmed == "." ? relative : trimmed + "/" + relative,
          module(absolute: absolute, below: folders, label: label)
        )
      }
      files.append(
        SourceFile(
          path: folder!.prefix + name, rootLabel: label, folders: folders, fileName: name,
          isShared: isShared, module: folder!.module))
    }
    guard walker.walk(trimmed) else { throw AnalysisError.unreadable(root) }
    return files
  }

  static func trimmedPath(_ path: String) -> String {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    return trimmed
  }

  /// `Sources/<Target>` anywhere in the full path names the module; else the root label.
  private static func module(absolute: [String], below: [String], label: String) -> String {
    let all = absolute + below
    if let sources = all.lastIndex(of: "Sources"), sources + 1 < all.count {
      return all[sources + 1]
    }
    return label
  }

  /// Last path components; the whole path where two roots would share one.
  static func rootLabels(_ roots: [String]) -> [String] {
    let names = roots.map { root -> String in
      let trimmed = trimmedPath(root)
      let url = URL(fileURLWithPath: trimmed).standardizedFileURL
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory)
      let folder = exists && isDirectory.boolValue ? url : url.deletingLastPathComponent()
      return folder.lastPathComponent
    }
    return names.enumerated().map { index, name in
      names.filter { $0 == name }.count > 1 ? trimmedPath(roots[index]) : name
    }
  }
}
