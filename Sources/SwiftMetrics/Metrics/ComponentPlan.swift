/// Which component each file and each type belongs to, by the chosen grouping.
struct ComponentPlan {
  var names: [String] = []
  var screens: [String?] = []
  var fileComponent: [Int] = []
  /// -1 for framework nodes.
  var nodeComponent: [Int] = []
  var files: [Set<Int>] = []
  private var indexByName: [String: Int] = [:]

  init(files scanned: [ScannedFile], graph: TypeGraph, options: AnalysisOptions) {
    let extraEndings = options.roleOverrides.map(\.suffix)
    for (fileIndex, file) in scanned.enumerated() {
      let source = file.source
      let name: String
      switch options.groupBy {
      case .folder: name = ([source.rootLabel] + source.folders).joined(separator: "/")
      case .target: name = source.module
      case .stem: name = Stem.ofFile(source.fileName, extraEndings: extraEndings)
      }
      let component = component(named: name)
      fileComponent.append(component)
      files[component].insert(fileIndex)
      if options.groupBy == .folder && screens[component] == nil {
        screens[component] = Self.screen(of: source.folders, screenFolders: options.screenFolders)
      }
    }
    for node in graph.nodes {
      guard !node.isFramework else {
        nodeComponent.append(-1)
        continue
      }
      guard options.groupBy == .stem else {
        nodeComponent.append(fileComponent[node.file])
        continue
      }
      let component = component(named: Stem.of(node.outermostName, extraEndings: extraEndings))
      nodeComponent.append(component)
      files[component].insert(node.file)
      let folders = scanned[node.file].source.folders
      if screens[component] == nil,
        Self.screen(of: folders, screenFolders: options.screenFolders) != nil
      {
        screens[component] = names[component]
      }
    }
  }

  private mutating func component(named name: String) -> Int {
    if let index = indexByName[name] { return index }
    indexByName[name] = names.count
    names.append(name)
    screens.append(nil)
    files.append([])
    return names.count - 1
  }

  /// The folder after a screens folder (`Modules/Login/Views` → `Login`), or nil.
  static func screen(of folders: [String], screenFolders: [String]) -> String? {
    guard let index = folders.firstIndex(where: screenFolders.contains), index + 1 < folders.count
    else { return nil }
    return folders[index + 1]
  }

  /// The component a reference counts for: the file's, or with stems, the referring type's.
  func siteComponent(_ site: ReferenceSite, groupBy: GroupBy) -> Int {
    if groupBy == .stem && site.from >= 0 { return nodeComponent[Int(site.from)] }
    return fileComponent[Int(site.file)]
  }
}
