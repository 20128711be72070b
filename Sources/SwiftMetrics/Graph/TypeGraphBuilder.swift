/// Builds a `TypeGraph` in passes: declare nodes, attach extensions, index names, resolve
/// every reference.
struct TypeGraphBuilder {
  let files: [ScannedFile]
  let symbols: SymbolTable
  /// Qualified names of each file's declarations.
  private var qualified: [[String]] = []
  private var byKey: [String: Int] = [:]
  private var byQualifiedName: [String: [Int]] = [:]
  /// For each symbol: -1 no node, a node index, or -2 several (see `ambiguous`).
  private var nodeBySymbol: [Int32] = []
  private var ambiguous: [Int32: [Int]] = [:]
  /// Spellings of symbols already asked for: names repeat across declarations.
  private var spellings: [String?] = []

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

  mutating func declareNodes(into graph: inout TypeGraph) {
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
        let prefix = declaration.parent >= 0 ? names[Int(declaration.parent)] + "." : ""
        var name = prefix + spelling(declaration.path[0])
        for component in declaration.path.dropFirst() { name += "." + spelling(component) }
        names.append(name)
        guard declaration.kind != .extension else { continue }
        let key = file.source.module + "\u{1}" + name
        let parentNode =
          declaration.parent >= 0
          ? Int(graph.nodeOfDeclaration[fileIndex][Int(declaration.parent)]) : -1
        if let existing = byKey[key] {
          // The same type declared again (in another `#if` branch): one node.
          graph.nodes[existing].members += Int(declaration.members)
          graph.nodes[existing].inherits += declaration.inherits
          graph.nodeOfDeclaration[fileIndex][index] = Int32(existing)
          continue
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
            module: file.source.module, file: fileIndex, line: Int(declaration.line),
            column: Int(declaration.column), members: Int(declaration.members),
            inherits: declaration.inherits, parent: parentNode, outermostName: outermost))
      }
      qualified[fileIndex] = names
    }
  }

  /// An extension joins the node of the same qualified name, preferring its own module.
  mutating func attachExtensions(into graph: inout TypeGraph) {
    for (fileIndex, file) in files.enumerated() {
      for (index, declaration) in file.declarations.declarations.enumerated()
      where declaration.kind == .extension {
        guard let candidates = byQualifiedName[qualified[fileIndex][index]] else { continue }
        let node =
          candidates.first { graph.nodes[$0].module == file.source.module } ?? candidates[0]
        graph.nodeOfDeclaration[fileIndex][index] = Int32(node)
        graph.nodes[node].members += Int(declaration.members)
        graph.nodes[node].inherits += declaration.inherits
      }
    }
  }

  mutating func indexNames(graph: TypeGraph) {
    nodeBySymbol = [Int32](repeating: -1, count: symbols.count)
    for (index, node) in graph.nodes.enumerated() {
      let symbol = Int(node.symbol)
      switch nodeBySymbol[symbol] {
      case -1: nodeBySymbol[symbol] = Int32(index)
      case -2: ambiguous[node.symbol]!.append(index)
      default:
        ambiguous[node.symbol] = [Int(nodeBySymbol[symbol]), index]
        nodeBySymbol[symbol] = -2
      }
    }
  }

  /// Adds framework nodes for navigation types the tree does not declare itself.
  mutating func addFrameworkNodes(into graph: inout TypeGraph) {
    for keyword in TypeGraph.frameworkTypes where nodeBySymbol[Int(keyword.rawValue)] == -1 {
      nodeBySymbol[Int(keyword.rawValue)] = Int32(graph.nodes.count)
      graph.nodes.append(
        TypeNode(
          qualifiedName: keyword.spelling, simpleName: keyword.spelling, symbol: keyword.rawValue,
          kind: .class, isFramework: true, module: "UIKit", file: -1, line: 0, column: 0,
          parent: -1, outermostName: keyword.spelling))
    }
  }

  mutating func resolveReferences(into graph: inout TypeGraph) {
    addFrameworkNodes(into: &graph)
    graph.navigationCalls = [[String: Int]](repeating: [:], count: graph.nodes.count)
    graph.held = [Set<Int>](repeating: [], count: graph.nodes.count)
    for (fileIndex, file) in files.enumerated() {
      let owners = graph.nodeOfDeclaration[fileIndex]
      let module = file.source.module
      let declarations = file.declarations
      for reference in declarations.references {
        let from = reference.owner >= 0 ? Int(owners[Int(reference.owner)]) : -1
        let to = resolve(reference.symbol, from: from, module: module, graph: graph)
        guard to >= 0, to != from else { continue }
        graph.sites[
          ReferenceSite(file: Int32(fileIndex), from: Int32(from), to: Int32(to)), default: 0] += 1
      }
      for (index, declaration) in declarations.declarations.enumerated()
      where declaration.kind == .typealias {
        let alias = Int(owners[index])
        guard alias >= 0 else { continue }
        for symbol in declaration.inherits {
          let to = resolve(symbol, from: alias, module: module, graph: graph)
          guard to >= 0, to != alias else { continue }
          graph.sites[
            ReferenceSite(file: Int32(fileIndex), from: Int32(alias), to: Int32(to)), default: 0] +=
            1
        }
      }
      for call in declarations.navigationCalls where call.owner >= 0 {
        let node = Int(owners[Int(call.owner)])
        if node >= 0 { graph.navigationCalls[node][symbols.name(call.symbol), default: 0] += 1 }
      }
      for held in declarations.heldTypes where held.owner >= 0 {
        let node = Int(owners[Int(held.owner)])
        let type = resolve(held.symbol, from: node, module: module, graph: graph)
        if node >= 0 && type >= 0 && type != node { graph.held[node].insert(type) }
      }
    }
  }

  /// The node a name refers to from inside `from`: a type nested in `from` or its enclosing
  /// types first, then a top-level type of the same module, any type of the same module, any
  /// top-level type, any type.
  func resolve(_ symbol: Int32, from: Int, module: String, graph: TypeGraph) -> Int {
    let direct = nodeBySymbol[Int(symbol)]
    if direct != -2 { return Int(direct) }
    let candidates = ambiguous[symbol]!
    var scope = from
    while scope >= 0 {
      if let nested = candidates.first(where: { graph.nodes[$0].parent == scope }) { return nested }
      scope = graph.nodes[scope].parent
    }
    let nodes = graph.nodes
    return candidates.first { nodes[$0].module == module && nodes[$0].parent < 0 }
      ?? candidates.first { nodes[$0].module == module }
      ?? candidates.first { nodes[$0].parent < 0 }
      ?? candidates[0]
  }
}
