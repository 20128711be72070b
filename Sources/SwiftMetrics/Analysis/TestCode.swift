/// What counts as test code, left out of screens, graph and totals unless `includeTests`:
/// an architecture review is about the app, and a `MockNavigationController` is no screen.
///
/// A file is test code when a folder below the analysed root is `Tests`, or ends with `Tests`
/// (`AppTests`, `AppUITests`), when its name ends with `Tests.swift`, or when every type it
/// declares at top level is named `Mock…`, `Spy…`, `Fake…`, `Stub…` or `Dummy…` (the prefix
/// followed by an upper-case letter, a digit, `_` or nothing: `Mockingbird` is not a mock).
enum TestCode {
  static let typePrefixes = ["Mock", "Spy", "Fake", "Stub", "Dummy"]

  /// Whether the path (folders below the root and the file's name) marks test code.
  static func isTestPath(folders: [String], fileName: String) -> Bool {
    if fileName.hasSuffix("Tests.swift") { return true }
    return folders.contains { $0.hasSuffix("Tests") }
  }

  /// Whether the name is a test double's (`MockRouter`, `SpyView`, `FakeAPI`).
  static func isTestTypeName(_ name: String) -> Bool {
    for prefix in typePrefixes where name.hasPrefix(prefix) {
      let rest = name.utf8.dropFirst(prefix.utf8.count)
      guard let next = rest.first else { return true }
      if (next >= 0x41 && next <= 0x5A) || (next >= 0x30 && next <= 0x39) || next == 0x5F {
        return true
      }
    }
    return false
  }

  /// Whether a scanned file is test code, by its path or by its top-level types' names.
  static func isTestFile(_ file: ScannedFile, symbols: SymbolNames) -> Bool {
    if isTestPath(folders: file.source.folders, fileName: file.source.fileName) { return true }
    // A loop, not a filtered copy: this runs for every file of the tree.
    var sawType = false
    for declaration in file.declarations.declarations
    where declaration.parent < 0 && declaration.kind.isType {
      guard isTestTypeName(symbols[declaration.name]) else { return false }
      sawType = true
    }
    return sawType
  }

  /// The graph without test doubles the app code names but whose declarations were left out
  /// (`?? MockViewController()`): they would otherwise stand as screens the tree does not
  /// declare.
  static func withoutTestDoubles(_ graph: NavigationGraph) -> NavigationGraph {
    // The last non-empty component of a dotted name (`Feature.MockScreen` → MockScreen), the
    // whole name when it has none; found in place, not by splitting every name of the graph.
    func isDouble(_ name: String) -> Bool {
      let bytes = name.utf8
      let dot = UInt8(ascii: ".")
      var end = bytes.endIndex
      while end > bytes.startIndex && bytes[bytes.index(before: end)] == dot {
        end = bytes.index(before: end)
      }
      var start = end
      while start > bytes.startIndex && bytes[bytes.index(before: start)] != dot {
        start = bytes.index(before: start)
      }
      return isTestTypeName(start == end ? name : String(name[start..<end]))
    }
    var graph = graph
    graph.screens.removeAll { isDouble($0.type) }
    graph.edges.removeAll { isDouble($0.from) || isDouble($0.to) }
    graph.screenConstructions.removeAll { isDouble($0.screen) || isDouble($0.constructed) }
    return graph
  }
}
