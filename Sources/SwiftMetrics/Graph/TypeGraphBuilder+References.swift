/// Resolving each file's references, stored-property types and typealias targets to nodes.
extension TypeGraphBuilder {
  /// How a module name used as a qualifier is marked among resolved targets: module `m` is
  /// `moduleMark - m`. Only targets ≥ 0 are types.
  static let moduleMark: Int32 = -10

  mutating func resolveReferences(into graph: inout TypeGraph) {
    resolver = TypeResolver(nodes: graph.nodes, symbolCount: symbols.table.count)
    addFrameworkNodes(into: &graph)
    graph.navigationSites = [[NavigationSite]](repeating: [], count: graph.nodes.count)
    graph.navigationMethods = [Set<Int32>](repeating: [], count: graph.nodes.count)
    // The types stored properties hold (node, property name, type): the receivers of
    // navigation calls, resolved once every file's properties are known.
    var properties: [(node: Int32, name: Int32, type: Int32)] = []
    graph.held = [Set<Int>](repeating: [], count: graph.nodes.count)
    var targets: [Int32] = []
    var heldTargets: [Int32] = []
    var ambiguities: [AmbiguousSite] = []
    // One file's (from, to) pairs, sorted and counted into sites.
    var pairs: [Int64] = []
    for (fileIndex, file) in files.enumerated() {
      let owners = graph.nodeOfDeclaration[fileIndex]
      let declarations = file.declarations
      resolve(
        declarations.references, file: fileIndex, owners: owners, into: &targets,
        ambiguities: &ambiguities)
      pairs.removeAll(keepingCapacity: true)
      for (index, reference) in declarations.references.enumerated() {
        let from = reference.owner >= 0 ? owners[Int(reference.owner)] : -1
        let to = targets[index]
        guard to >= 0, to != from else { continue }
        pairs.append(Self.pair(from, to))
      }
      for target in declarations.aliasTargets {
        let alias = owners[Int(target.alias)]
        let to = targets[Int(target.reference)]
        guard alias >= 0, to >= 0, to != alias else { continue }
        pairs.append(Self.pair(alias, to))
      }
      addSites(&pairs, file: Int32(fileIndex), to: &graph)
      for (index, call) in declarations.navigationCalls.enumerated() where call.owner >= 0 {
        let node = Int(owners[Int(call.owner)])
        guard node >= 0 else { continue }
        graph.navigationSites[node].append(
          NavigationSite(symbol: call.symbol, receiver: declarations.navigationReceivers[index]))
      }
      for method in declarations.navigationMethods where method.owner >= 0 {
        let node = Int(owners[Int(method.owner)])
        if node >= 0 { graph.navigationMethods[node].insert(method.symbol) }
      }
      var ignored: [AmbiguousSite] = []
      resolve(
        declarations.heldTypes, file: fileIndex, owners: owners, into: &heldTargets,
        ambiguities: &ignored)
      let heldCount = declarations.heldTypes.count
      for (index, held) in declarations.heldTypes.enumerated() where held.owner >= 0 {
        // Only the last name of a path is held: `UIKit` in `UIKit.UINavigationController` not.
        if index + 1 < heldCount && declarations.heldTypes[index + 1].qualification == .byPrevious {
          continue
        }
        let node = owners[Int(held.owner)]
        let type = heldTargets[index]
        if node >= 0 && type >= 0 && type != node { graph.held[Int(node)].insert(Int(type)) }
      }
      for property in declarations.properties {
        let node = owners[Int(property.owner)]
        let type = heldTargets[Int(property.heldType)]
        if node >= 0 && type >= 0 { properties.append((node, property.name, type)) }
      }
    }
    graph.ambiguities += ambiguities
    resolveReceivers(properties, in: &graph)
  }

  /// `from` (-1 or a node) and `to` in one integer that sorts as the pair does.
  private static func pair(_ from: Int32, _ to: Int32) -> Int64 {
    Int64(from + 1) << 32 | Int64(to)
  }

  /// The file's pairs as sites, each distinct pair once with how often it occurs.
  private func addSites(_ pairs: inout [Int64], file: Int32, to graph: inout TypeGraph) {
    pairs.sort()
    var index = 0
    while index < pairs.count {
      var end = index + 1
      while end < pairs.count && pairs[end] == pairs[index] { end += 1 }
      graph.sites.append(
        ReferenceSite(
          file: file, from: Int32(pairs[index] >> 32) - 1,
          to: Int32(truncatingIfNeeded: pairs[index]),
          count: Int32(end - index)))
      index = end
    }
  }

  /// Replaces each navigation site's receiver name by the type of the calling type's stored
  /// property of that name, or `NavigationReceiver.unknown`.
  private func resolveReceivers(
    _ properties: [(node: Int32, name: Int32, type: Int32)], in graph: inout TypeGraph
  ) {
    // Only the few types that navigate need their properties looked up.
    let navigating = Set(
      graph.navigationSites.indices.filter { !graph.navigationSites[$0].isEmpty })
    guard !navigating.isEmpty else { return }
    var typeOf: [Int64: Int32] = [:]
    for property in properties where navigating.contains(Int(property.node)) {
      typeOf[Int64(property.node) << 32 | Int64(property.name)] = property.type
    }
    for node in navigating {
      for site in graph.navigationSites[node].indices {
        let receiver = graph.navigationSites[node][site].receiver
        guard receiver >= 0 else { continue }
        graph.navigationSites[node][site].receiver =
          typeOf[Int64(node) << 32 | Int64(receiver)] ?? NavigationReceiver.unknown
      }
    }
  }

  /// Resolves a list of references in order, so that a qualified name finds its qualifier's
  /// target already there: a node, -1 for none, or a module mark.
  func resolve(
    _ references: [Reference], file: Int, owners: [Int32], into targets: inout [Int32],
    ambiguities: inout [AmbiguousSite]
  ) {
    targets.removeAll(keepingCapacity: true)
    let module = fileModules[file]
    let imports = fileImports[file]
    for (index, reference) in references.enumerated() {
      var target: Int32 = -1
      switch reference.qualification {
      case .none:
        if let qualified = moduleQualifying(references, at: index, file: Int32(file)) {
          target = Self.moduleMark - qualified
          break
        }
        let from = reference.owner >= 0 ? owners[Int(reference.owner)] : -1
        switch resolver.lookup(
          reference.symbol, from: from, file: Int32(file), module: module, imports: imports)
        {
        case .node(let node): target = node
        case .unknown: break
        case .ambiguous(let candidates):
          ambiguities.append(
            AmbiguousSite(
              file: Int32(file), name: symbols[reference.symbol], line: reference.line,
              candidates: candidates))
        }
      case .unrecorded:
        break
      case .byPrevious where index > 0:
        let qualifier = targets[index - 1]
        if qualifier <= Self.moduleMark {
          target = resolver.topLevel(
            reference.symbol, in: Self.moduleMark - qualifier, file: Int32(file))
        } else if qualifier >= 0 {
          target = resolver.nested(reference.symbol, in: qualifier, file: Int32(file))
        } else if !resolver.declares(references[index - 1].symbol) {
          // Qualified by a module or type from outside the tree (`UIKit.UIWindow`).
          target = resolver.framework(reference.symbol)
        }
      case .byPrevious:
        break
      }
      targets.append(target)
    }
  }

  /// The module an unqualified name stands for when the next name is qualified by it and
  /// names a top-level type of that module (`Townsquare.FeedInteractor`).
  private func moduleQualifying(_ references: [Reference], at index: Int, file: Int32)
    -> Int32?
  {
    let next = index + 1
    guard next < references.count, references[next].qualification == .byPrevious,
      let module = moduleBySymbol[references[index].symbol],
      resolver.topLevel(references[next].symbol, in: module, file: file) >= 0
    else { return nil }
    return module
  }
}
