/// Which component each file and each type belongs to, by the chosen grouping. Every file is in
/// exactly one component, so components' lines add up to the tree's.
struct ComponentPlan {
  var names: [String] = []
  var screens: [String?] = []
  var fileComponent: [Int] = []
  /// -1 for framework nodes.
  var nodeComponent: [Int] = []
  private var indexByName: [String: Int] = [:]

  /// Under `--group-by stem`, the component of the files that declare no type and extend none
  /// of the tree's (only imports, say).
  static let noTypes = "(no types)"

  init(files scanned: [ScannedFile], graph: TypeGraph, options: AnalysisOptions) {
    if options.groupBy == .stem {
      planStems(files: scanned, graph: graph, options: options)
      return
    }
    if options.groupBy == .module {
      planModules(files: scanned, graph: graph, options: options)
      return
    }
    var previous: (root: String, folders: [String], component: Int)?
    for source in scanned.map(\.source) {
      // Files come sorted by path, so those of one folder come together.
      let component: Int
      if options.groupBy == .folder, let previous, previous.root == source.rootLabel,
        previous.folders == source.folders
      {
        component = previous.component
      } else {
        component = self.component(
          named: options.groupBy == .folder
            ? ([source.rootLabel] + source.folders).joined(separator: "/") : source.module)
        previous = (source.rootLabel, source.folders, component)
      }
      fileComponent.append(component)
      if options.groupBy == .folder && screens[component] == nil {
        screens[component] = Self.screen(of: source.folders, screenFolders: options.screenFolders)
      }
    }
    nodeComponent = graph.nodes.map { $0.isFramework ? -1 : fileComponent[$0.file] }
  }

  /// A type goes with its outermost type's stem; a top-level typealias with its file. A file
  /// goes with one component of the types it declares (else of the tree types it extends):
  /// its file name's stem if that is one of them, else the one most of them belong to (ties:
  /// the first declared); without any, with `(no types)`. A stem's screen is the screen folder
  /// its types lie in (the one holding most of them; ties by name), or none outside screen
  /// folders.
  private mutating func planStems(
    files scanned: [ScannedFile], graph: TypeGraph, options: AnalysisOptions
  ) {
    let extraEndings = options.roleOverrides.map(\.suffix)
    let nodes = graph.nodes
    nodeComponent = [Int](repeating: -1, count: nodes.count)
    // By the outermost type's name (its symbol): its stem's component.
    var stemOf: [Int32: Int] = [:]
    for (node, type) in nodes.enumerated()
    where !type.isFramework && (type.kind != .typealias || type.parent >= 0) {
      let outermost = nodes[type.outermost]
      if let known = stemOf[outermost.symbol] {
        nodeComponent[node] = known
        continue
      }
      let component = component(named: Stem.of(outermost.simpleName, extraEndings: extraEndings))
      stemOf[outermost.symbol] = component
      nodeComponent[node] = component
    }
    for (fileIndex, file) in scanned.enumerated() {
      let owners = graph.nodeOfDeclaration[fileIndex]
      let declarations = file.declarations.declarations
      var declared: [Int] = []
      var extended: [Int] = []
      for (index, declaration) in declarations.enumerated() where owners[index] >= 0 {
        let component = nodeComponent[Int(owners[index])]
        guard component >= 0 else { continue }
        if declaration.kind.isType {
          declared.append(component)
        } else if declaration.kind == .extension {
          extended.append(component)
        }
      }
      let stem = Stem.ofFile(file.source.fileName, extraEndings: extraEndings)
      let component =
        Self.choose(among: declared.isEmpty ? extended : declared, preferring: indexByName[stem])
        ?? self.component(named: Self.noTypes)
      fileComponent.append(component)
    }
    var screenVotes = [[String: Int]](repeating: [:], count: names.count)
    for (node, type) in nodes.enumerated() where nodeComponent[node] < 0 && !type.isFramework {
      nodeComponent[node] = fileComponent[type.file]
    }
    for (node, type) in nodes.enumerated() where !type.isFramework && type.kind.isType {
      let folders = scanned[type.file].source.folders
      if let screen = Self.screen(of: folders, screenFolders: options.screenFolders) {
        screenVotes[nodeComponent[node]][screen, default: 0] += 1
      }
    }
    for component in names.indices {
      screens[component] =
        screenVotes[component].max {
          $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key
        }?.key
    }
  }

  /// The component of the file's own name when it is among `candidates`, else the one that
  /// occurs most (ties: the first), else nil.
  private static func choose(among candidates: [Int], preferring named: Int?) -> Int? {
    if let named, candidates.contains(named) { return named }
    var counts: [Int: Int] = [:]
    for candidate in candidates { counts[candidate, default: 0] += 1 }
    var best: Int?
    for candidate in candidates where best == nil || counts[candidate]! > counts[best!]! {
      best = candidate
    }
    return best
  }

  mutating func component(named name: String) -> Int {
    if let index = indexByName[name] { return index }
    indexByName[name] = names.count
    names.append(name)
    screens.append(nil)
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
