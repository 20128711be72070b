/// Turns the scanned files and the type graph into an `AnalysisResult`. Everything is counted
/// over node and component indices; names are made once each, and lists are put in name order
/// by sorting indices (`nameOrder`, `componentOrder`), never the values.
struct MetricsBuilder {
  let files: [ScannedFile]
  let graph: TypeGraph
  let symbols: SymbolNames
  let options: AnalysisOptions
  let plan: ComponentPlan
  let classifier: RoleClassifier
  var roles: [Role] = []
  var displayNames: [String] = []
  /// Nodes in the order of their display names, and each node's place in it.
  var nameOrder: [Int] = []
  var nameRank: [Int32] = []
  /// Components in the order of their names, and each component's place in it.
  var componentOrder: [Int] = []
  var componentRank: [Int32] = []
  /// Component-level dependencies, self excluded: for component `c`, the components
  /// `componentEdges.targets[componentEdges.offsets[c] ..< componentEdges.offsets[c + 1]]`, in
  /// increasing order.
  var componentEdges = Adjacency(offsets: [0], targets: [])

  init(files: [ScannedFile], graph: TypeGraph, symbols: SymbolNames, options: AnalysisOptions) {
    self.files = files
    self.graph = graph
    self.symbols = symbols
    self.options = options
    plan = ComponentPlan(files: files, graph: graph, options: options)
    classifier = RoleClassifier(overrides: options.roleOverrides)
    roles = assignRoles()
    displayNames = makeDisplayNames()
    nameOrder = Self.order(of: displayNames)
    nameRank = Self.ranks(of: nameOrder)
    componentOrder = Self.order(of: plan.names)
    componentRank = Self.ranks(of: componentOrder)
    var pairs: [Int64] = []
    pairs.reserveCapacity(graph.sites.count)
    for site in graph.sites {
      let from = plan.siteComponent(site, groupBy: options.groupBy)
      let to = plan.nodeComponent[Int(site.to)]
      if to >= 0 && to != from { pairs.append(Int64(from) << 32 | Int64(to)) }
    }
    componentEdges = Adjacency(pairs: &pairs, count: plan.names.count)
  }

  /// Indices of `names` in sorted order (ties by index).
  static func order(of names: [String]) -> [Int] { NameOrder.sortedIndices(names) }

  static func ranks(of order: [Int]) -> [Int32] {
    var ranks = [Int32](repeating: 0, count: order.count)
    for (rank, index) in order.enumerated() { ranks[index] = Int32(rank) }
    return ranks
  }

  /// See `RoleClassifier` for the order of the rules.
  private func assignRoles() -> [Role] {
    let nodes = graph.nodes
    var roles = [Role?](repeating: nil, count: nodes.count)
    // The first node of each simple name, by symbol.
    var firstBySymbol = [Int32](repeating: -1, count: symbols.table.count)
    for index in nodes.indices where firstBySymbol[Int(nodes[index].symbol)] < 0 {
      firstBySymbol[Int(nodes[index].symbol)] = Int32(index)
    }
    let viewSupertypes = symbols.table.symbols(of: RoleClassifier.viewSupertypes)
    let entityConformances = symbols.table.symbols(of: RoleClassifier.entityConformances)
    let entryConformances = symbols.table.symbols(of: RoleClassifier.entryConformances)
    for index in nodes.indices {
      if nodes[index].isFramework {
        roles[index] = .view
      } else if let role = classifier.roleByName(nodes[index].simpleName) {
        roles[index] = role
      } else if nodes[index].inherits.contains(where: viewSupertypes.contains) {
        roles[index] = .view
      } else if nodes[index].inherits.contains(where: entryConformances.contains) {
        roles[index] = .builder
      }
    }
    // Roles flow down inheritance and conformance, a few levels at most.
    for _ in 0..<4 {
      for index in nodes.indices where roles[index] == nil {
        for name in nodes[index].inherits {
          let other = Int(firstBySymbol[Int(name)])
          if other >= 0, other != index, let role = roles[other], role != .other {
            roles[index] = role
            break
          }
        }
      }
    }
    // A protocol named for no role plays the one all its conformers play (`Routerable`
    // adopted only by routers); conformers without a role, or of several, leave it unknown.
    var shared = [Role?](repeating: nil, count: nodes.count)
    var mixed = [Bool](repeating: false, count: nodes.count)
    for index in nodes.indices {
      for name in nodes[index].inherits {
        let other = Int(firstBySymbol[Int(name)])
        guard other >= 0, other != index, nodes[other].kind == .protocol, roles[other] == nil
        else { continue }
        if let role = roles[index], role != .other, shared[other] == nil || shared[other] == role {
          shared[other] = role
        } else {
          mixed[other] = true
        }
      }
    }
    for index in nodes.indices where !mixed[index] && shared[index] != nil {
      roles[index] = shared[index]
    }
    return nodes.indices.map { index in
      if let role = roles[index] { return role }
      let kind = nodes[index].kind
      if (kind == .struct || kind == .enum)
        && nodes[index].inherits.contains(where: entityConformances.contains)
      {
        return .entity
      }
      return .other
    }
  }

  /// Qualified names, prefixed by the module where two modules declare the same name; a
  /// file-private type whose name is still not unique gets its file (`Sizes@Login.swift`, the
  /// whole path if the file name is not unique either).
  private func makeDisplayNames() -> [String] {
    let nodes = graph.nodes
    // Per qualified name: the module of its declarations (-2 when several) and how many
    // declare it.
    var slotModule = [Int32](repeating: -1, count: graph.names.count)
    var slotCount = [Int](repeating: 0, count: graph.names.count)
    for node in nodes {
      let name = Int(node.name)
      if slotCount[name] > 0 && slotModule[name] != node.moduleIndex { slotModule[name] = -2 }
      if slotCount[name] == 0 { slotModule[name] = node.moduleIndex }
      slotCount[name] += 1
    }
    var texts = QualifiedNames.Texts(names: graph.names, spellings: symbols)
    var names = nodes.map { node in
      slotModule[Int(node.name)] == -2 && !node.isFramework
        ? graph.modules[Int(node.moduleIndex)] + "." + texts.text(node.name)
        : texts.text(node.name)
    }
    let clashing = nodes.indices.filter {
      nodes[$0].isFilePrivate && slotCount[Int(nodes[$0].name)] > 1
    }
    guard !clashing.isEmpty else { return names }
    var counts: [String: Int] = [:]
    for name in names { counts[name, default: 0] += 1 }
    var suffixed: [(index: Int, name: String)] = []
    var suffixedCounts: [String: Int] = [:]
    for index in clashing where counts[names[index]]! > 1 {
      let short = names[index] + "@" + files[nodes[index].file].source.fileName
      suffixed.append((index, short))
      suffixedCounts[short, default: 0] += 1
    }
    for (index, short) in suffixed {
      names[index] =
        suffixedCounts[short]! > 1
        ? names[index] + "@" + files[nodes[index].file].source.path : short
    }
    return names
  }

  func isTreeType(_ node: Int) -> Bool { !graph.nodes[node].isFramework }

  /// Whether a call with UIKit's labels goes to UIKit rather than to the app's own method of
  /// that name: not when made through a stored property whose type is a tree type other than a
  /// view (`router.present(module, animated: false)` on a Router), nor when made on the
  /// calling type itself, not a view, that declares a method of that name (a router's
  /// `present(_:)` calling its own `present(_:animated:)`). Assignments always count.
  func isUIKitNavigation(_ site: NavigationSite, in node: Int) -> Bool {
    if NavigationVocabulary.entry(site.symbol)?.arguments == .assignment { return true }
    switch site.receiver {
    case NavigationReceiver.ownType:
      return roles[node] == .view || !graph.navigationMethods[node].contains(site.symbol)
    case let receiver where receiver >= 0:
      return graph.nodes[Int(receiver)].isFramework || roles[Int(receiver)] == .view
    default:
      return true
    }
  }

  /// Why a type counts as navigation-aware; empty when it does not.
  func navigationReasons(_ node: Int) -> [String] {
    guard isTreeType(node), graph.nodes[node].kind != .typealias,
      !graph.navigationSites[node].isEmpty || !graph.held[node].isEmpty
    else { return [] }
    var reasons: [String] = []
    var counts: [String: Int] = [:]
    for site in graph.navigationSites[node] where isUIKitNavigation(site, in: node) {
      counts[symbols[site.symbol], default: 0] += 1
    }
    for (call, count) in counts.sorted(by: { $0.key < $1.key }) {
      reasons.append("\(NavigationVocabulary.action(named: call)) ×\(count)")
    }
    let heldNames = graph.held[node].compactMap { held -> String? in
      let type = graph.nodes[held]
      if type.isFramework && TypeGraph.navigationContainers.contains(type.simpleName) {
        return displayNames[held]
      }
      return !type.isFramework && roles[held] == .router ? displayNames[held] : nil
    }
    reasons += heldNames.sorted().map { "holds \($0)" }
    return reasons
  }

  func build() -> AnalysisResult {
    let components = componentMetrics()
    let types = typeMetrics()
    let cycles = componentCycles()
    let screens = screensKnown()
    let navigationAware = types.filter { $0.navigationAware && !$0.isShared }.map(\.name)
    let fileMetrics = files.enumerated().map { index, file in
      FileMetrics(
        path: file.source.path, component: plan.names[plan.fileComponent[index]],
        isShared: file.source.isShared, codeLines: file.codeLines, lines: file.lineCount,
        imports: Array(Set(file.declarations.imports.map { symbols[$0] })).sorted())
    }
    let diagnostics = files.flatMap(\.diagnostics).sorted()
    let ambiguous = ambiguousReferences()
    var totals = treeTotals(
      components: components, types: types, cycles: cycles.count,
      navigationAware: navigationAware.count, files: fileMetrics,
      diagnostics: files.reduce(0) { $0 + $1.diagnosticCount })
    totals.ambiguousReferences = ambiguous.filter { !sharedFiles.contains($0.file) }.count
    return AnalysisResult(
      roots: [], sharedRoots: [], groupBy: options.groupBy, screenFolders: options.screenFolders,
      roleMapping: classifier.description, components: components, types: types, cycles: cycles,
      totals: totals, screensKnown: screens, navigationAwareTypes: navigationAware,
      files: fileMetrics, diagnostics: diagnostics, ambiguousReferences: ambiguous)
  }

  private var sharedFiles: Set<String> {
    Set(files.filter(\.source.isShared).map(\.source.path))
  }

  /// The graph's ambiguous sites, one per file and name, with the first line and a count.
  func ambiguousReferences() -> [AmbiguousReference] {
    var merged: [String: AmbiguousReference] = [:]
    for site in graph.ambiguities {
      let file = files[Int(site.file)].source.path
      let key = file + "\u{1}" + site.name
      if merged[key] != nil {
        merged[key]!.count += 1
        merged[key]!.line = min(merged[key]!.line, Int(site.line))
        continue
      }
      merged[key] = AmbiguousReference(
        name: site.name, file: file, line: Int(site.line), count: 1,
        candidates: site.candidates.map { displayNames[Int($0)] }.sorted())
    }
    return merged.values.sorted()
  }
}
