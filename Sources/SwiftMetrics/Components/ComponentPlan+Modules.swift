/// `--group-by module`: modules found in whichever layout the tree uses (see `GroupBy.module`).
extension ComponentPlan {
  mutating func planModules(
    files scanned: [ScannedFile], graph: TypeGraph, options: AnalysisOptions
  ) {
    let moduleFolders = Set(options.screenFolders.map { $0.lowercased() })
    let extraEndings = options.roleOverrides.map(\.suffix)
    func moduleIndex(_ folders: [String]) -> Int? {
      guard let index = folders.firstIndex(where: { moduleFolders.contains($0.lowercased()) }),
        index + 1 < folders.count
      else { return nil }
      return index
    }
    // Stems shared by several files outside module folders, one of them a screen's view: a
    // layer-first layout's modules (`Views/LoginView.swift`, `Presenters/LoginPresenter.swift`).
    var stems: [String: (files: Int, screen: Bool)] = [:]
    var fileStems: [String?] = []
    for file in scanned {
      let source = file.source
      guard moduleIndex(source.folders) == nil else {
        fileStems.append(nil)
        continue
      }
      let stem = Stem.ofFile(source.fileName, extraEndings: extraEndings)
      fileStems.append(stem)
      var entry = stems[stem] ?? (0, false)
      entry.files += 1
      entry.screen = entry.screen || Self.namesScreen(source.fileName)
      stems[stem] = entry
    }
    for (fileIndex, file) in scanned.enumerated() {
      let source = file.source
      var name = ([source.rootLabel] + source.folders).joined(separator: "/")
      var screen: String?
      if let index = moduleIndex(source.folders) {
        name = ([source.rootLabel] + source.folders[...(index + 1)]).joined(separator: "/")
        screen = source.folders[index + 1]
      } else if let stem = fileStems[fileIndex], !stem.isEmpty, let entry = stems[stem],
        entry.files > 1, entry.screen
      {
        name = source.rootLabel + "/" + stem
        screen = stem
      }
      let component = component(named: name)
      fileComponent.append(component)
      if screens[component] == nil { screens[component] = screen }
    }
    nodeComponent = graph.nodes.map { $0.isFramework ? -1 : fileComponent[$0.file] }
  }

  /// Whether a file's name names a screen's view (`LoginViewController.swift`,
  /// `FeedView+Layout.swift`, `SettingsScreen.swift`).
  static func namesScreen(_ fileName: String) -> Bool {
    var base = Substring(fileName)
    if base.hasSuffix(".swift") { base = base.dropLast(6) }
    if let plus = base.firstIndex(of: "+") { base = base[..<plus] }
    return Vocabulary.screenSuffixes.contains { base.hasSuffix($0) }
  }
}
