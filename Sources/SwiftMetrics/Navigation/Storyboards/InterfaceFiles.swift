import Foundation

/// The app's `.storyboard` and `.xib` files, read for the navigation graph.
struct InterfaceFiles {
  var files: [InterfaceFile] = []
  /// One per file that cannot be read or parsed, at its file:line:column.
  var problems: [Diagnostic] = []

  /// Reads the files found beside the sources (test folders left out unless `includeTests`,
  /// vendored folders always).
  static func read(_ sources: [SourceFile], includeTests: Bool) -> InterfaceFiles {
    var result = InterfaceFiles()
    for source in sources
    where
      (includeTests
      || !TestCode.isTestPath(folders: source.folders, fileName: source.fileName))
      && !VendoredCode.isVendoredPath(folders: source.folders)
    {
      guard let data = FileManager.default.contents(atPath: source.path) else {
        result.problems.append(
          Diagnostic(
            file: source.path, line: 1, column: 1, message: "cannot read interface file"))
        continue
      }
      result.add(path: source.path, data: data)
    }
    return result
  }

  /// Reads files given as text (path → contents), as if read from those paths.
  static func read(texts: [(path: String, text: String)], includeTests: Bool) -> InterfaceFiles {
    var result = InterfaceFiles()
    for (path, text) in texts.sorted(by: { $0.path < $1.path }) {
      let components = path.split(separator: "/").map(String.init)
      let folders = Array(components.dropFirst().dropLast())
      if !includeTests, TestCode.isTestPath(folders: folders, fileName: components.last ?? path) {
        continue
      }
      if VendoredCode.isVendoredPath(folders: folders) { continue }
      result.add(path: path, data: Data(text.utf8))
    }
    return result
  }

  private mutating func add(path: String, data: Data) {
    let (file, problem) = InterfaceFileReader.read(path: path, data: data)
    if let file { files.append(file) }
    if let problem { problems.append(problem) }
  }
}
