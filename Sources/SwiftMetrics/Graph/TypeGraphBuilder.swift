/// Builds a `TypeGraph` in passes: declare nodes, attach extensions, resolve every reference
/// (the lookup rules are `TypeResolver`'s).
struct TypeGraphBuilder {
  let files: [ScannedFile]
  let symbols: SymbolTable
  /// Qualified names of each file's declarations (an extension's without a module prefix).
  private var qualified: [[String]] = []
  private var byKey: [String: Int] = [:]
  private var byQualifiedName: [String: [Int]] = [:]
  /// Spellings of symbols already asked for: names repeat across declarations.
  private var spellings: [String?] = []
  /// Module index of each file, and of the tree's modules each file imports.
  private(set) var fileModules: [Int32] = []
  private(set) var fileImports: [[Int32]] = []
  /// The module a symbol names, for the symbols that name a module of the tree.
  private(set) var moduleBySymbol: [Int32: Int32] = [:]
  /// Types declared inside an extension, with the file and extension: their parent is the
  /// extended type, known once extensions are attached.
  private var declaredInExtensions: [(node: Int, file: Int, extension: Int32)] = []
  var resolver = TypeResolver(nodes: [], symbolCount: 0)

  init(files: [ScannedFile], symbols: SymbolTable) {
    self.files = files
    self.symbols = symbols
  }

  private mutating func spelling(_ symbol: Int32) -> String {
    if let known = spellings[Int(symbol)] { return known }
    let name = symbols.name(symbol)
    spellings[Int(symbol)] = name
    return name
  }

  /// The modules of the tree, which file belongs to which, and what each file imports.
  private mutating func indexModules(into graph: inout TypeGraph) {
    graph.modules = Array(Set(files.map(\.source.module))).sorted()
    var indexByName: [String: Int32] = [:]
    for (index, name) in graph.modules.enumerated() {
      indexByName[name] = Int32(index)
      if let symbol = symbols.lookup(name) { moduleBySymbol[symbol] = Int32(index) }
    }
    fileModules = files.map { indexByName[$0.source.module]! }
    fileImports = files.map { file in file.declarations.imports.compactMap { moduleBySymbol[$0] } }
  }

  mutating func declareNodes(into graph: inout TypeGraph) {
    indexModules(into: &graph)
    spellings = [String?](repeating: nil, count: symbols.count)
    graph.nodeOfDeclaration = files.map {
      [Int32](repeating: -1, count: $0.declarations.declarations.count)
    }
    qualified = files.map { _ in [] }
    for (fileIndex, file) in files.enumerated() {
      let declarations = file.declarations.declarations
      var names: [String] = []
      names.reserveCapacity(declarations.count)
      for (index, declaration) in declarations.enumerated() {
        names.append(qualifiedName(declaration, enclosing: names))
        guard declaration.kind != .extension else { continue }
        let name = names[index]
        // A file-private type is another type in each file that declares it.
        var key = file.source.module + "\u{1}" + name
        if declaration.isFilePrivate { key += "\u{1}" + String(fileIndex) }
        let parentDeclaration = Int(declaration.parent)
        let parentNode =
          parentDeclaration >= 0 ? Int(graph.nodeOfDeclaration[fileIndex][parentDeclaration]) : -1
        if let existing = byKey[key] {
          // The same type declared again (in another `#if` branch): one node.
          graph.nodes[existing].members += Int(declaration.members)
          graph.nodes[existing].inherits += declaration.inherits
          graph.nodeOfDeclaration[fileIndex][index] = Int32(existing)
          continue
        }
        if parentDeclaration >= 0 && declarations[parentDeclaration].kind == .extension {
          declaredInExtensions.append((graph.nodes.count, fileIndex, declaration.parent))
        }
        let simpleName = spelling(declaration.name)
        let outermost = parentNode >= 0 ? graph.nodes[parentNode].outermostName : simpleName
        byKey[key] = graph.nodes.count
        byQualifiedName[name, default: []].append(graph.nodes.count)
        graph.nodeOfDeclaration[fileIndex][index] = Int32(graph.nodes.count)
        graph.nodes.append(
          TypeNode(
            qualifiedName: name, simpleName: simpleName,
            symbol: declaration.name, kind: declaration.kind, isFramework: false,
            module: file.source.module, moduleIndex: fileModules[fileIndex], file: fileIndex,
            line: Int(declaration.line), column: Int(declaration.column),
            members: Int(declaration.members), inherits: declaration.inherits,
            parent: parentNode, outermostName: outermost,
            isFilePrivate: declaration.isFilePrivate))
      }
      qualified[fileIndex] = names
    }
  }

  /// `Outer.Inner` for a nested declaration; an extension's path without a leading module
  /// name (`extension Townsquare.Post` extends `Post`).
  private mutating func qualifiedName(_ declaration: Declaration, enclosing names: [String])
    -> String
  {
    var path = declaration.path[...]
    if path.count > 1 && moduleBySymbol[path[path.startIndex]] != nil { path = path.dropFirst() }
    var name = declaration.parent >= 0 ? names[Int(declaration.parent)] + "." : ""
    name += spelling(path[path.startIndex])
    for component in path.dropFirst() { name += "." + spelling(component) }
    return name
  }

  /// An extension joins the type it extends (see `extendedNode`); types declared in an
  /// extension then get the extended type as their parent.
  mutating func attachExtensions(into graph: inout TypeGraph) {
    for (fileIndex, file) in files.enumerated() {
      for (index, declaration) in file.declarations.declarations.enumerated()
      where declaration.kind == .extension {
        guard
          let node = extendedNode(
            declaration, name: qualified[fileIndex][index], file: fileIndex, graph: &graph)
        else { continue }
        graph.nodeOfDeclaration[fileIndex][index] = Int32(node)
        graph.nodes[node].members += Int(declaration.members)
        graph.nodes[node].inherits += declaration.inherits
      }
    }
    guard !declaredInExtensions.isEmpty else { return }
    for (node, file, extensionIndex) in declaredInExtensions {
      let parent = Int(graph.nodeOfDeclaration[file][Int(extensionIndex)])
      if parent >= 0 && !Self.chain(from: parent, in: graph).contains(node) {
        graph.nodes[node].parent = parent
      }
    }
    for node in graph.nodes.indices {
      graph.nodes[node].outermostName =
        graph.nodes[Self.chain(from: node, in: graph).last!].simpleName
    }
  }

  /// A node and its enclosing types, innermost first.
  private static func chain(from node: Int, in graph: TypeGraph) -> [Int] {
    var chain = [node]
    var current = graph.nodes[node].parent
    while current >= 0 && !chain.contains(current) {
      chain.append(current)
      current = graph.nodes[current].parent
    }
    return chain
  }

  /// The type an extension extends: a file-private type of the extension's own file first;
  /// for `extension Module.Name`, that module's `Name`; else the file's own module's, the only
  /// module's, or the only imported module's. Several otherwise: recorded as ambiguous, not
  /// attached. File-private types of other files are not candidates.
  private func extendedNode(
    _ declaration: Declaration, name: String, file: Int, graph: inout TypeGraph
  ) -> Int? {
    guard let all = byQualifiedName[name] else { return nil }
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
    graph.ambiguities.append(
      AmbiguousSite(
        file: Int32(file), name: name, line: declaration.line,
        candidates: (imported.isEmpty ? candidates : imported).map { Int32($0) }))
    return nil
  }

  /// Adds framework nodes for navigation types the tree does not declare itself.
  mutating func addFrameworkNodes(into graph: inout TypeGraph) {
    for keyword in TypeGraph.frameworkTypes where !resolver.declares(keyword.rawValue) {
      let node = TypeNode(
        qualifiedName: keyword.spelling, simpleName: keyword.spelling, symbol: keyword.rawValue,
        kind: .class, isFramework: true, module: "UIKit", moduleIndex: -1, file: -1, line: 0,
        column: 0, parent: -1, outermostName: keyword.spelling)
      resolver.add(node)
      graph.nodes.append(node)
    }
  }
}
