/// Turns the scanned files and the type graph into an `AnalysisResult`.
struct MetricsBuilder {
  let files: [ScannedFile]
  let graph: TypeGraph
  let symbols: SymbolTable
  let options: AnalysisOptions
  let plan: ComponentPlan
  let classifier: RoleClassifier
  var roles: [Role] = []
  var displayNames: [String] = []
  /// Component-level dependencies (`from` → set of `to`), self excluded.
  var componentEdges: [Set<Int>] = []

  init(files: [ScannedFile], graph: TypeGraph, symbols: SymbolTable, options: AnalysisOptions) {
    self.files = files
    self.graph = graph
    self.symbols = symbols
    self.options = options
    plan = ComponentPlan(files: files, graph: graph, options: options)
    classifier = RoleClassifier(overrides: options.roleOverrides)
    roles = assignRoles()
    displayNames = makeDisplayNames()
    componentEdges = [Set<Int>](repeating: [], count: plan.names.count)
    for site in graph.sites.keys {
      let from = plan.siteComponent(site, groupBy: options.groupBy)
      let to = plan.nodeComponent[Int(site.to)]
      if to >= 0 && to != from { componentEdges[from].insert(to) }
    }
  }

  /// See `RoleClassifier` for the order of the rules.
  private func assignRoles() -> [Role] {
    let nodes = graph.nodes
    var roles = [Role?](repeating: nil, count: nodes.count)
    var firstBySimpleName: [String: Int] = [:]
    for index in nodes.indices where firstBySimpleName[nodes[index].simpleName] == nil {
      firstBySimpleName[nodes[index].simpleName] = index
    }
    let inherited = nodes.indices.map { nodes[$0].inherits.map { symbols.name($0) } }
    for index in nodes.indices {
      if nodes[index].isFramework {
        roles[index] = .view
      } else if let role = classifier.roleByName(nodes[index].simpleName) {
        roles[index] = role
      } else if inherited[index].contains(where: RoleClassifier.viewSupertypes.contains) {
        roles[index] = .view
      }
    }
    // Roles flow down inheritance and conformance, a few levels at most.
    for _ in 0..<4 {
      for index in nodes.indices where roles[index] == nil {
        for name in inherited[index] {
          if let other = firstBySimpleName[name], other != index, let role = roles[other],
            role != .other
          {
            roles[index] = role
            break
          }
        }
      }
    }
    return nodes.indices.map { index in
      if let role = roles[index] { return role }
      let kind = nodes[index].kind
      if (kind == .struct || kind == .enum)
        && inherited[index].contains(where: RoleClassifier.entityConformances.contains)
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
    // One slot per qualified name: the module of its declarations (-2 when several) and how
    // many declare it; each name is hashed once.
    var slotByName: [String: Int] = [:]
    slotByName.reserveCapacity(nodes.count)
    var slotModule: [Int32] = []
    var slotCount: [Int] = []
    var slots: [Int] = []
    slots.reserveCapacity(nodes.count)
    for index in nodes.indices {
      let module = nodes[index].moduleIndex
      if let slot = slotByName[nodes[index].qualifiedName] {
        if slotModule[slot] != module { slotModule[slot] = -2 }
        slotCount[slot] += 1
        slots.append(slot)
      } else {
        slotByName[nodes[index].qualifiedName] = slotModule.count
        slots.append(slotModule.count)
        slotModule.append(module)
        slotCount.append(1)
      }
    }
    var names = nodes.indices.map { index in
      slotModule[slots[index]] == -2 && !nodes[index].isFramework
        ? nodes[index].module + "." + nodes[index].qualifiedName : nodes[index].qualifiedName
    }
    let clashing = nodes.indices.filter {
      nodes[$0].isFilePrivate && slotCount[slots[$0]] > 1
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
    guard isTreeType(node), graph.nodes[node].kind != .typealias else { return [] }
    var reasons: [String] = []
    var counts: [String: Int] = [:]
    for site in graph.navigationSites[node] where isUIKitNavigation(site, in: node) {
      counts[symbols.name(site.symbol), default: 0] += 1
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
        imports: Array(Set(file.declarations.imports.map { symbols.name($0) })).sorted())
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
