import Foundation
import PathText

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
    var interfaces: [SourceFile] = []
    return try collect(paths: paths, sharedPaths: sharedPaths, interfaces: &interfaces)
  }

  /// The `.swift` files, and in `interfaces` the `.storyboard` and `.xib` files found on the
  /// same walk (sorted by path).
  static func collect(paths: [String], sharedPaths: [String], interfaces: inout [SourceFile])
    throws -> [SourceFile]
  {
    var files: [SourceFile] = []
    var seen = Set<String>()
    let roots = sharedPaths.map { ($0, true) } + paths.map { ($0, false) }
    let labels = rootLabels(roots.map(\.0))
    for (index, (root, isShared)) in roots.enumerated() {
      var found: [SourceFile] = []
      for file in try collect(
        root: root, label: labels[index], isShared: isShared, interfaces: &found)
      {
        if seen.insert(file.path).inserted { files.append(file) }
      }
      for file in found where seen.insert(file.path).inserted { interfaces.append(file) }
    }
    interfaces = NameOrder.sortedIndices(interfaces.map(\.path)).map { interfaces[$0] }
    return NameOrder.sortedIndices(files.map(\.path)).map { files[$0] }
  }

  private static func collect(
    root: String, label: String, isShared: Bool, interfaces: inout [SourceFile]
  ) throws -> [SourceFile] {
    let trimmed = trimmedPath(root)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory) else {
      throw AnalysisError.pathNotFound(root)
    }
    let absolute = URL(fileURLWithPath: trimmed).standardizedFileURL.pathComponents
    if !isDirectory.boolValue {
      let name = PathText.name(of: trimmed)
      return [
        SourceFile(
          path: trimmed, rootLabel: label, folders: [], fileName: name, isShared: isShared,
          module: module(absolute: Array(absolute.dropLast()), below: [], label: label))
      ]
    }
    guard let walked = DirectoryWalker.walk(trimmed) else { throw AnalysisError.unreadable(root) }
    // A folder the walk cannot open is an error, never a silent skip.
    if let first = walked.unreadable.first { throw AnalysisError.unreadable(first) }
    let folders = walked.folders
    var files: [SourceFile] = []
    for folder in folders {
      let relative = folder.folders.map { $0 + "/" }.joined()
      let prefix = trimmed == "." ? relative : trimmed + "/" + relative
      let module = module(absolute: absolute, below: folder.folders, label: label)
      for name in folder.files {
        files.append(
          SourceFile(
            path: prefix + name, rootLabel: label, folders: folder.folders, fileName: name,
            isShared: isShared, module: module))
      }
      for name in folder.interfaceFiles {
        interfaces.append(
          SourceFile(
            path: prefix + name, rootLabel: label, folders: folder.folders, fileName: name,
            isShared: isShared, module: module))
      }
    }
    guard !files.isEmpty else { throw AnalysisError.noSwiftFiles(root) }
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
