/// Builds a `TypeGraph` in passes: declare nodes, attach extensions, resolve every reference
/// (the lookup rules are `TypeResolver`'s). Names are matched as `QualifiedNames` ids and
/// symbols, never as text.
struct TypeGraphBuilder {
  let files: [ScannedFile]
  let symbols: SymbolNames
  /// Qualified name ids of each file's declarations (an extension's without a module prefix).
  private var qualified: [[Int32]] = []
  /// Tree types by module and qualified name, and file-private ones by file and qualified
  /// name (each file's is another type); see `key`.
  private var byKey = IntMap()
  /// The nodes of each qualified name, in node order: the first by name, then each next.
  private var firstOfName: [Int32] = []
  private var lastOfName: [Int32] = []
  private var nextOfName: [Int32] = []
  /// Module index of each file, and of the tree's modules each file imports.
  private(set) var fileModules: [Int32] = []
  private(set) var fileImports: [[Int32]] = []
  /// The module a symbol names, for the symbols that name a module of the tree.
  private(set) var moduleBySymbol: [Int32: Int32] = [:]
  /// Types declared inside an extension, with the file and extension: their parent is the
  /// extended type, known once extensions are attached.
  private var declaredInExtensions: [(node: Int, file: Int, extension: Int32)] = []
  var resolver = TypeResolver(nodes: [], symbolCount: 0)

  /// Module and name, or for a file-private type the file (marked by the top bit) and name.
  private static func key(module: Int32, name: Int32, privateFile: Int?) -> Int64 {
    guard let privateFile else { return Int64(module) << 32 | Int64(name) }
    return Int64.min | Int64(privateFile) << 32 | Int64(name)
  }

  init(files: [ScannedFile], symbols: SymbolNames) {
    self.files = files
    self.symbols = symbols
  }

  /// The modules of the tree, which file belongs to which, and what each file imports.
  private mutating func indexModules(into graph: inout TypeGraph) {
    graph.modules = Array(Set(files.map(\.source.module))).sorted()
    var indexByName: [String: Int32] = [:]
    for (index, name) in graph.modules.enumerated() {
      indexByName[name] = Int32(index)
      if let symbol = symbols.table.lookup(name) { moduleBySymbol[symbol] = Int32(index) }
    }
    fileModules = files.map { indexByName[$0.source.module]! }
    fileImports = files.map { file in file.declarations.imports.compactMap { moduleBySymbol[$0] } }
  }

  mutating func declareNodes(into graph: inout TypeGraph) {
    indexModules(into: &graph)
    graph.nodeOfDeclaration = files.map {
      [Int32](repeating: -1, count: $0.declarations.declarations.count)
    }
    qualified.reserveCapacity(files.count)
    for (fileIndex, file) in files.enumerated() {
      let declarations = file.declarations.declarations
      var names: [Int32] = []
      names.reserveCapacity(declarations.count)
      for (index, declaration) in declarations.enumerated() {
        names.append(qualifiedName(declaration, enclosing: names, in: &graph.names))
        guard declaration.kind != .extension else { continue }
        let key = Self.key(
          module: fileModules[fileIndex], name: names[index],
          privateFile: declaration.isFilePrivate ? fileIndex : nil)
        let parentDeclaration = Int(declaration.parent)
        let parentNode =
          parentDeclaration >= 0 ? Int(graph.nodeOfDeclaration[fileIndex][parentDeclaration]) : -1
        if let known = byKey[key] {
          // The same type declared again (in another `#if` branch): one node.
          let existing = Int(known)
          graph.nodes[existing].members += Int(declaration.members)
          graph.nodes[existing].inherits += declaration.inherits
          graph.nodeOfDeclaration[fileIndex][index] = Int32(existing)
          continue
        }
        let node = graph.nodes.count
        if parentDeclaration >= 0 && declarations[parentDeclaration].kind == .extension {
          declaredInExtensions.append((node, fileIndex, declaration.parent))
        }
        byKey.insert(key, Int32(node))
        addToName(node, names[index])
        graph.nodeOfDeclaration[fileIndex][index] = Int32(node)
        graph.nodes.append(
          TypeNode(
            name: names[index], simpleName: symbols[declaration.name], symbol: declaration.name,
            kind: declaration.kind, isFramework: false, moduleIndex: fileModules[fileIndex],
            file: fileIndex, line: Int(declaration.line), column: Int(declaration.column),
            members: Int(declaration.members), inherits: declaration.inherits,
            parent: parentNode, outermost: node, isFilePrivate: declaration.isFilePrivate))
      }
      qualified.append(names)
    }
  }

  private mutating func addToName(_ node: Int, _ name: Int32) {
    while firstOfName.count <= Int(name) {
      firstOfName.append(-1)
      lastOfName.append(-1)
    }
    nextOfName.append(-1)
    if firstOfName[Int(name)] < 0 {
      firstOfName[Int(name)] = Int32(node)
    } else {
      nextOfName[Int(lastOfName[Int(name)])] = Int32(node)
    }
    lastOfName[Int(name)] = Int32(node)
  }

  /// The nodes whose qualified name is `name`, in node order.
  private func nodes(named name: Int32) -> [Int] {
    guard Int(name) < firstOfName.count else { return [] }
    var found: [Int] = []
    var node = firstOfName[Int(name)]
    while node >= 0 {
      found.append(Int(node))
      node = nextOfName[Int(node)]
    }
    return found
  }

  /// `Outer.Inner` for a nested declaration; an extension's path without a leading module
  /// name (`extension Townsquare.Post` extends `Post`).
  private func qualifiedName(
    _ declaration: Declaration, enclosing names: [Int32], in table: inout QualifiedNames
  ) -> Int32 {
    var path = declaration.path[...]
    if path.count > 1 && moduleBySymbol[path[path.startIndex]] != nil { path = path.dropFirst() }
    var name = declaration.parent >= 0 ? names[Int(declaration.parent)] : QualifiedNames.root
    for component in path { name = table.child(of: name, component) }
    return name
  }

  /// An extension joins the type it extends (see `extendedNode`); types declared in an
  /// extension then get the extended type as their parent.
  mutating func attachExtensions(into graph: inout TypeGraph) {
    var texts: QualifiedNames.Texts?
    for (fileIndex, file) in files.enumerated() {
      for (index, declaration) in file.declarations.declarations.enumerated()
      where declaration.kind == .extension {
        guard
          let node = extendedNode(
            declaration, name: qualified[fileIndex][index], file: fileIndex, graph: &graph,
            texts: &texts)
        else { continue }
        graph.nodeOfDeclaration[fileIndex][index] = Int32(node)
        graph.nodes[node].members += Int(declaration.members)
        graph.nodes[node].inherits += declaration.inherits
      }
    }
    for (node, file, extensionIndex) in declaredInExtensions {
      let parent = Int(graph.nodeOfDeclaration[file][Int(extensionIndex)])
      if parent >= 0 && !Self.encloses(node, parent, in: graph) {
        graph.nodes[node].parent = parent
      }
    }
    // Parents never form a cycle (see above) and come before or after their children; the
    // outermost of each chain is found once and shared by all on it.
    var chain: [Int] = []
    var resolved = [Bool](repeating: false, count: graph.nodes.count)
    for node in graph.nodes.indices where !resolved[node] {
      var current = node
      while !resolved[current] && graph.nodes[current].parent >= 0 {
        chain.append(current)
        current = graph.nodes[current].parent
      }
      let outermost = resolved[current] ? graph.nodes[current].outermost : current
      resolved[current] = true
      graph.nodes[current].outermost = outermost
      for member in chain {
        graph.nodes[member].outermost = outermost
        resolved[member] = true
      }
      chain.removeAll(keepingCapacity: true)
    }
  }

  /// Whether `node` is `inner` or one of the types `inner` is nested in.
  private static func encloses(_ node: Int, _ inner: Int, in graph: TypeGraph) -> Bool {
    var current = inner
    while current >= 0 {
      if current == node { return true }
      current = graph.nodes[current].parent
    }
    return false
  }

  /// The type an extension extends: a file-private type of the extension's own file first;
  /// for `extension Module.Name`, that module's `Name`; else the file's own module's, the only
  /// module's, or the only imported module's. Several otherwise: recorded as ambiguous, not
  /// attached. File-private types of other files are not candidates.
  private func extendedNode(
    _ declaration: Declaration, name: Int32, file: Int, graph: inout TypeGraph,
    texts: inout QualifiedNames.Texts?
  ) -> Int? {
    let all = nodes(named: name)
    guard !all.isEmpty else { return nil }
    let nodes = graph.nodes
    if let own = all.first(where: { nodes[$0].isFilePrivate && nodes[$0].file == file }) {
      return own
    }
    let candidates = all.filter { !nodes[$0].isFilePrivate }
    guard !candidates.isEmpty else { return nil }
    if declaration.path.count > 1, let module = moduleBySymbol[declaration.path[0]] {
      return candidates.first { nodes[$0].moduleIndex == module }
    }
    if let own = candidates.first(where: { nodes[$0].moduleIndex == fileModules[file] }) {
      return own
    }
    if candidates.count == 1 { return candidates[0] }
    let imported = candidates.filter { fileImports[file].contains(nodes[$0].moduleIndex) }
    if imported.count == 1 { return imported[0] }
    if texts == nil { texts = QualifiedNames.Texts(names: graph.names, spellings: symbols) }
    graph.ambiguities.append(
      AmbiguousSite(
        file: Int32(file), name: texts!.text(name), line: declaration.line,
        candidates: (imported.isEmpty ? candidates : imported).map { Int32($0) }))
    return nil
  }

  /// Adds framework nodes for navigation types the tree does not declare itself.
  mutating func addFrameworkNodes(into graph: inout TypeGraph) {
    for keyword in TypeGraph.frameworkTypes where !resolver.declares(keyword.rawValue) {
      let node = TypeNode(
        name: graph.names.child(of: QualifiedNames.root, keyword.rawValue),
        simpleName: keyword.spelling, symbol: keyword.rawValue, kind: .class, isFramework: true,
        moduleIndex: -1, file: -1, line: 0, column: 0, parent: -1, outermost: graph.nodes.count)
      resolver.add(node)
      graph.nodes.append(node)
    }
  }
}
