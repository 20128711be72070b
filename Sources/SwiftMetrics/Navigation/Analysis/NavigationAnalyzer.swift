/// Turns every file's `NavigationFacts` and the type graph into a `NavigationGraph`:
/// indexes the functions, properties and calls of the tree (here), follows values
/// (`+Values`), resolves calls (`+Calls`), finds the navigation steps (`+Sites`), who triggers
/// them (`+Triggers`) and assembles the edges (`+Graph`).
///
/// A class: the analysis memoises a great deal as it goes, and lives for one build only.
final class NavigationAnalyzer {
  let files: [ScannedFile]
  let graph: TypeGraph
  let symbols: SymbolTable
  let roles: [Role]
  let names: [String]
  let options: AnalysisOptions
  let words: NavigationWords

  /// Functions of all files, flattened: file `f`'s function `i` is `functionBase[f] + i`.
  let functionBase: [Int]
  let functionFile: [Int32]
  /// The type node a function belongs to, or -1.
  let functionOwner: [Int32]
  /// Per function, its statements (indices in its file's `statements`). Built at once, not
  /// lazily: read at every name looked up, a stored constant costs no check.
  let statementsOf: GroupedIndex
  /// Per function, the call nodes written directly in it.
  let callsOf: GroupedIndex

  /// Tree types (not extensions, not framework nodes) by simple name: per symbol the one node,
  /// -1 for none, or -2 for several (listed in `severalTypes`). Arrays, not a dictionary of
  /// arrays: every type of a large tree is asked about.
  lazy var typeOfSymbol: [Int32] = {
    var result = [Int32](repeating: -1, count: symbols.count)
    // By index: each node taken out whole would retain its names.
    let nodes = graph.nodes
    for index in nodes.indices where !nodes[index].isFramework && nodes[index].kind != .extension {
      let name = nodes[index].symbol
      let symbol = Int(name)
      guard symbol >= 0 && symbol < result.count else { continue }
      switch result[symbol] {
      case -1: result[symbol] = Int32(index)
      case -2: severalTypes[name, default: []].append(Int32(index))
      default:
        severalTypes[name] = [result[symbol], Int32(index)]
        result[symbol] = -2
      }
    }
    return result
  }()
  var severalTypes: [Int32: [Int32]] = [:]
  /// See `identityAccessorNames()`.
  lazy var identityAccessors: Set<Int32> = identityAccessorNames()
  lazy var selfTypedFactories: Set<Int32> = selfTypedFactoryNames()
  lazy var elementPreservingSymbols: Set<Int32> = Set(
    Vocabulary.elementPreservingMethods.compactMap { symbols.lookup($0) })
  /// Each node's kind, copied out of the graph's nodes (whose names would be retained on
  /// every access).
  lazy var nodeKinds: [DeclarationKind] = graph.nodes.map(\.kind)
  /// Each tree node's first supertype or conformance (a class's superclass), or -1.
  lazy var firstInherits: [Int32] = graph.nodes.map {
    $0.isFramework ? -1 : $0.inherits.first ?? -1
  }

  /// Supertypes and conformances of each node that are tree types.
  var supertypes: [[Int32]] { hierarchy.supertypes }
  /// The reverse: direct subclasses and conforming types.
  var subtypes: [[Int32]] { hierarchy.subtypes }
  lazy var hierarchy: (supertypes: [[Int32]], subtypes: [[Int32]]) = inheritance()
  /// Per function, the indices of the case arms written directly in it (in its file's
  /// `arms`); functions without any are absent.
  lazy var armsByFunction: [Int: [Int32]] = {
    var result: [Int: [Int32]] = [:]
    for (fileIndex, file) in files.enumerated() {
      for (index, arm) in file.navigation.arms.enumerated() {
        result[functionBase[fileIndex] + Int(arm.function), default: []].append(Int32(index))
      }
    }
    return result
  }()
  /// Functions by (owner node, name).
  let methodIndex: SortedIndex<Int32>
  /// Functions by name, whatever their owner.
  let nameIndex: SortedIndex<Int32>
  /// Properties by (owner node, name): the file and the index in its `properties`, packed.
  lazy var propertyIndex = SortedIndex<Int64>(
    files.indices.flatMap { fileIndex -> [(key: Int64, value: Int64)] in
      let owners = graph.nodeOfDeclaration[fileIndex]
      return files[fileIndex].navigation.properties.enumerated().map { index, property in
        let owner =
          property.owner >= 0 && Int(property.owner) < owners.count
          ? owners[Int(property.owner)] : -1
        return (Self.key(owner, property.name), Self.key(Int32(fileIndex), Int32(index)))
      }
    })
  /// The function holding the initial values of a type's properties, by (file, declaration).
  lazy var typeBodyOf: [Int64: Int] = {
    var result: [Int64: Int] = [:]
    for (fileIndex, file) in files.enumerated() {
      for (index, function) in file.navigation.functions.enumerated()
      where function.kind == .typeBody {
        result[Self.key(Int32(fileIndex), function.owner)] = functionBase[fileIndex] + index
      }
    }
    return result
  }()

  /// Per node: an index of `baseNames`, -1 for none, `unknownBase` before it is asked.
  var frameworkBases: [Int8] = []
  /// The symbols of `NavigationWords.screenBases`, with their index in `baseNames`.
  lazy var screenBaseSymbols: [Int32: Int8] = {
    var result: [Int32: Int8] = [:]
    for (index, name) in Self.baseNames.dropLast().enumerated() {
      if let symbol = symbols.lookup(name) { result[symbol] = Int8(index) }
    }
    return result
  }()
  /// Per node, its ancestors and descendants once asked (arrays by node, not dictionaries:
  /// asked at every call resolved).
  var ancestorsMemo: [[Int32]?] = []
  var descendantsMemo: [[Int32]?] = []

  // Values (see `+Values`).
  var contexts: [ValueContext] = []
  var contextIDs: [ValueContext: Int] = [:]
  // The memos of values hold indices in `valueSets`.
  /// The values of nodes evaluated in a context.
  var valueMemo: [ValueKey: Int32] = [:]
  /// The values of nodes evaluated without a context (most of them), by node: file `f`'s node
  /// `n` at `nodeBase[f] + n`, an index in `valueSets`, -1 before it is known. An array, not
  /// the memo's hash table: no key stored, no hashing.
  var contextFreeValues: [Int32] = []
  let nodeBase: [Int]
  var valueSets = ValueSets()
  var valuesInProgress: Set<ValueKey> = []
  var returnsMemo: [Int64: Int32] = [:]
  var returnsInProgress: Set<Int64> = []
  var propertyMemo: [Int64: Int32] = [:]
  var propertiesInProgress: Set<Int64> = []
  /// Per property name, the assignment sites by the type they assign (see
  /// `assignmentsApplying(to:symbol:sites:)`).
  var assignmentTypes: [Int32: [Int32: [Int]]] = [:]
  var assignmentTypesInProgress: Set<Int32> = []
  var parameterFlowMemo: [Int64: Int32] = [:]
  var parameterFlowInProgress: Set<Int64> = []
  var bindingsInProgress: Set<Int64> = []
  /// Per collecting context, the parameters its values were found to depend on.
  var collected: [Int: Set<CollectedParameter>] = [:]
  var evaluationDepth = 0

  // Calls (see `+Calls`), indexed on first use.
  var callsByNameIndex: [Int32: [CallSite]]?
  var assignmentsByNameIndex: [Int32: [AssignmentSite]]?
  var calleesMemo: [Int64: [Int]] = [:]
  var callSitesMemo: [Int: [CallSite]] = [:]
  /// Per called name, its calls by the function they may run (see `callSites(of:)`).
  var callSitesByCallee: [Int32: [Int: [CallSite]]] = [:]
  var callSitesIndexInProgress: Set<Int32> = []

  /// Empty navigation controllers by where they are made (see `container(_:_:type:in:)`).
  var containers: [(file: Int32, call: Int32, type: Int32, function: Int)] = []
  var containerIndex: [Int64: Int32] = [:]

  // Triggers (see `+Triggers`).
  var companionsMemo: [Int32: Set<Int32>] = [:]
  var swiftUIScreens: Set<Int32> = []
  /// The app's storyboard scenes, for `+StoryboardInstantiation`.
  var storyboardScenes = StoryboardScenes()
  var triggerMemo: [Int: Set<Int32>] = [:]
  /// The cases each type's constructions store in a property (`+StoredStyles`).
  var toldCasesMemo: [Int64: Set<Int32>?] = [:]
  var closureAttachments: [Int: ClosureAttachment]?

  init(
    files: [ScannedFile], graph: TypeGraph, symbols: SymbolTable, roles: [Role], names: [String],
    options: AnalysisOptions
  ) {
    self.files = files
    self.graph = graph
    self.symbols = symbols
    self.roles = roles
    self.names = names
    self.options = options
    words = NavigationWords(symbols: symbols)
    frameworkBases = [Int8](repeating: Self.unknownBase, count: graph.nodes.count)
    ancestorsMemo = [[Int32]?](repeating: nil, count: graph.nodes.count)
    descendantsMemo = [[Int32]?](repeating: nil, count: graph.nodes.count)
    let functions = Self.indexFunctions(files, graph: graph)
    functionBase = functions.base
    functionFile = functions.file
    functionOwner = functions.owner
    let count = functionFile.count
    statementsOf = Self.groupFacts(files, functionBase: functionBase, count: count) { navigation in
      navigation.statements.map(\.function)
    }
    callsOf = Self.groupFacts(
      files, functionBase: functionBase, count: count,
      { navigation in navigation.calls.map(\.function) },
      values: { navigation in navigation.calls.map(\.node) })
    var byOwner: [(key: Int64, value: Int32)] = []
    var byName: [(key: Int64, value: Int32)] = []
    for (fileIndex, file) in files.enumerated() {
      let base = functionBase[fileIndex]
      for (local, fact) in file.navigation.functions.enumerated()
      where fact.name >= 0 && fact.kind != .closure && fact.kind != .typeBody {
        let global = base + local
        byOwner.append((Self.key(functionOwner[global], fact.name), Int32(global)))
        byName.append((Int64(fact.name), Int32(global)))
      }
    }
    methodIndex = SortedIndex(byOwner)
    nameIndex = SortedIndex(byName)
    var nodeBase: [Int] = []
    var nodes = 0
    for file in files {
      nodeBase.append(nodes)
      nodes += file.navigation.nodes.count
    }
    self.nodeBase = nodeBase
    contextFreeValues = [Int32](repeating: -1, count: nodes)
  }

  static func key(_ high: Int32, _ low: Int32) -> Int64 {
    Int64(high) << 32 | Int64(UInt32(bitPattern: low))
  }

  func facts(_ file: Int32) -> NavigationFacts { files[Int(file)].navigation }

  func function(_ function: Int) -> FunctionFact {
    files[Int(functionFile[function])].navigation.functions[
      function - functionBase[Int(functionFile[function])]]
  }

  func globalFunction(file: Int32, local: Int32) -> Int { functionBase[Int(file)] + Int(local) }

  /// A node; a literal for -1 (an argument whose value was a literal, dropped).
  func node(_ file: Int32, _ node: Int32) -> ExpressionNode {
    node >= 0
      ? files[Int(file)].navigation.nodes[Int(node)] : ExpressionNode(kind: .literal, line: 0)
  }

  /// The children of a node, in order.
  func children(_ file: Int32, _ node: Int32) -> [Int32] {
    guard node >= 0 else { return [] }
    let nodes = files[Int(file)].navigation.nodes
    var result: [Int32] = []
    var child = nodes[Int(node)].child
    while child >= 0 && result.count < 4096 {
      result.append(child)
      child = nodes[Int(child)].next
    }
    return result
  }

  func name(_ symbol: Int32) -> String { symbol >= 0 ? symbols.name(symbol) : "" }

  private static func indexFunctions(_ files: [ScannedFile], graph: TypeGraph)
    -> (base: [Int], file: [Int32], owner: [Int32])
  {
    var base: [Int] = []
    var total = 0
    for file in files {
      base.append(total)
      total += file.navigation.functions.count
    }
    var functionFile: [Int32] = []
    var functionOwner: [Int32] = []
    functionFile.reserveCapacity(total)
    functionOwner.reserveCapacity(total)
    for (fileIndex, file) in files.enumerated() {
      let owners = graph.nodeOfDeclaration[fileIndex]
      for function in file.navigation.functions {
        functionFile.append(Int32(fileIndex))
        let owner =
          function.owner >= 0 && Int(function.owner) < owners.count
          ? owners[Int(function.owner)] : -1
        functionOwner.append(owner)
      }
    }
    return (base, functionFile, functionOwner)
  }

  /// Facts of every file grouped by their (global) function: `function(facts)` gives each
  /// fact's function in its file, `values(facts)` what to keep (the fact's index by default).
  private static func groupFacts(
    _ files: [ScannedFile], functionBase: [Int], count: Int,
    _ function: (NavigationFacts) -> [Int32],
    values: ((NavigationFacts) -> [Int32])? = nil
  ) -> GroupedIndex {
    var keys: [Int32] = []
    var items: [Int32] = []
    for (fileIndex, file) in files.enumerated() {
      let base = Int32(functionBase[fileIndex])
      let functions = function(file.navigation)
      keys += functions.map { base + $0 }
      items += values?(file.navigation) ?? functions.indices.map { Int32($0) }
    }
    return GroupedIndex(count: count, keys: keys, values: items)
  }

  private func inheritance() -> (supertypes: [[Int32]], subtypes: [[Int32]]) {
    let nodes = graph.nodes
    var supertypes = [[Int32]](repeating: [], count: nodes.count)
    var subtypes = [[Int32]](repeating: [], count: nodes.count)
    for (index, node) in nodes.enumerated() where !node.isFramework && !node.inherits.isEmpty {
      for inherited in node.inherits {
        for target in typesNamed(inherited, from: Int32(index)) where target != Int32(index) {
          if !supertypes[index].contains(target) {
            supertypes[index].append(target)
            subtypes[Int(target)].append(Int32(index))
          }
        }
      }
    }
    return (supertypes, subtypes)
  }

  /// The functions declared in `owner` (-1: top level) with that name.
  func declared(_ owner: Int32, _ name: Int32) -> [Int] {
    methodIndex[Self.key(owner, name)].map(Int.init)
  }

  /// The functions of that name, whatever their owner.
  func functions(named name: Int32) -> [Int] { nameIndex[Int64(name)].map(Int.init) }

  /// Which screens hold a type in a property, and which screens a type holds (a protocol
  /// one view controller implements stands for it).
  lazy var holdings: (screensHolding: [Int32: Set<Int32>], screensHeld: [Int32: Set<Int32>]) = {
    var holding: [Int32: Set<Int32>] = [:]
    var held: [Int32: Set<Int32>] = [:]
    for (holder, property, file) in allProperties() {
      var declared = typesNamed(property.type, from: holder)
      if declared.isEmpty, let made = constructedType(property, file: file) {
        declared = typesNamed(made, from: holder)
      }
      for type in declared {
        if isViewController(holder) { holding[type, default: []].insert(holder) }
        if isViewController(type) {
          held[holder, default: []].insert(type)
        } else if graph.nodes[Int(type)].kind == .protocol {
          let implementing = descendants(type).filter(isViewController)
          if implementing.count == 1 { held[holder, default: []].insert(implementing[0]) }
        }
      }
    }
    return (holding, held)
  }()

  /// The name a property's initial value constructs (`let screen = FeedScreen()`), or nil.
  func constructedType(_ property: PropertyFact, file: Int32) -> Int32? {
    let value = node(file, property.initializer)
    guard value.kind == .call else { return nil }
    let callee = node(file, value.child)
    return callee.kind == .name ? callee.symbol : nil
  }

  /// Every property fact of the tree with the type node it belongs to.
  func allProperties() -> [(owner: Int32, fact: PropertyFact, file: Int32)] {
    var result: [(owner: Int32, fact: PropertyFact, file: Int32)] = []
    for (fileIndex, file) in files.enumerated() {
      let owners = graph.nodeOfDeclaration[fileIndex]
      for property in file.navigation.properties
      where property.owner >= 0 && Int(property.owner) < owners.count
        && owners[Int(property.owner)] >= 0
      {
        result.append((owners[Int(property.owner)], property, Int32(fileIndex)))
      }
    }
    return result
  }

  /// The tree types a name means from `node`'s module (its own module's first; through a
  /// typealias, the aliased types).
  func typesNamed(_ symbol: Int32, from node: Int32) -> [Int32] {
    typesNamed(symbol, from: node, aliasDepth: 0)
  }

  private func typesNamed(_ symbol: Int32, from node: Int32, aliasDepth: Int) -> [Int32] {
    guard symbol >= 0, Int(symbol) < typeOfSymbol.count, aliasDepth < 8 else { return [] }
    let entry = typeOfSymbol[Int(symbol)]
    if entry == -1 { return [] }
    if entry >= 0 && nodeKinds[Int(entry)] != .typealias { return [entry] }
    let chosen = entry >= 0 ? [entry] : severalCandidates(symbol, from: node)
    guard chosen.contains(where: { nodeKinds[Int($0)] == .typealias }) else { return chosen }
    var resolved: [Int32] = []
    for candidate in chosen {
      if nodeKinds[Int(candidate)] != .typealias {
        resolved.append(candidate)
        continue
      }
      let type = graph.nodes[Int(candidate)]
      for target in type.inherits where target != type.symbol {
        for aliased in typesNamed(target, from: -1, aliasDepth: aliasDepth + 1)
        where nodeKinds[Int(aliased)] != .typealias {
          resolved.append(aliased)
        }
      }
    }
    return resolved
  }

  /// The types of a name several tree types have, as seen from `node`: the one nested in the
  /// innermost type enclosing `node` (itself included), as Swift looks names up; else those of
  /// `node`'s own module, else all. Indexed, not filtered: when every screen nests its own
  /// `Cell`, filtering every `Cell` for each use made the analysis cubic (issue #29).
  private func severalCandidates(_ symbol: Int32, from node: Int32) -> [Int32] {
    let index = severalIndex
    guard node >= 0 else { return severalTypes[symbol] ?? [] }
    var scope = node
    var steps = 0
    // Bounded by the nesting depth the parser allows; `steps` guards against a cycle.
    while scope >= 0 && steps < 1024 {
      if let nested = index.nestedIn[Self.key(scope, symbol)] { return nested }
      scope = Int32(graph.nodes[Int(scope)].parent)
      steps += 1
    }
    let module = graph.nodes[Int(node)].moduleIndex
    return index.inModule[Self.key(module, symbol)] ?? severalTypes[symbol] ?? []
  }

  /// `severalTypes` grouped by enclosing type and by module, each in node order.
  lazy var severalIndex: (nestedIn: [Int64: [Int32]], inModule: [Int64: [Int32]]) = {
    _ = typeOfSymbol  // fills `severalTypes`
    var nestedIn: [Int64: [Int32]] = [:]
    var inModule: [Int64: [Int32]] = [:]
    for (symbol, candidates) in severalTypes {
      for candidate in candidates {
        let type = graph.nodes[Int(candidate)]
        if type.parent >= 0 {
          nestedIn[Self.key(Int32(type.parent), symbol), default: []].append(candidate)
        }
        inModule[Self.key(type.moduleIndex, symbol), default: []].append(candidate)
      }
    }
    return (nestedIn, inModule)
  }()

  /// A node, its supertypes and conformances, transitively (bounded).
  func ancestors(_ node: Int32) -> [Int32] {
    if let known = ancestorsMemo[Int(node)] { return known }
    var result = [node]
    // A set beside the list: `contains` on the list made each call quadratic in its bound.
    var seen: Set<Int32> = [node]
    var cursor = 0
    while cursor < result.count && result.count < 64 {
      for parent in supertypes[Int(result[cursor])] where seen.insert(parent).inserted {
        result.append(parent)
      }
      cursor += 1
    }
    ancestorsMemo[Int(node)] = result
    return result
  }

  /// A node's subclasses and conforming types, transitively (bounded).
  func descendants(_ node: Int32) -> [Int32] {
    if let known = descendantsMemo[Int(node)] { return known }
    var result: [Int32] = []
    var queue = [node]
    // A set beside the list: along a 60,000-class chain, `contains` on the list cost 512²
    // for each class.
    var seen: Set<Int32> = [node]
    var cursor = 0
    while cursor < queue.count && result.count < 512 {
      for child in subtypes[Int(queue[cursor])] where seen.insert(child).inserted {
        result.append(child)
        queue.append(child)
      }
      cursor += 1
    }
    descendantsMemo[Int(node)] = result
    return result
  }

  /// Whether a class has a subclass among its descendants (as `descendants(_:)` bounds
  /// them): found at the first one, not after listing up to 512 of them for every view
  /// controller of a long chain.
  func hasSubclass(_ node: Int32) -> Bool {
    if let known = descendantsMemo[Int(node)] {
      return known.contains { nodeKinds[Int($0)] == .class }
    }
    var queue = [node]
    var seen: Set<Int32> = [node]
    var cursor = 0
    while cursor < queue.count && queue.count <= 512 {
      for child in subtypes[Int(queue[cursor])] where seen.insert(child).inserted {
        if nodeKinds[Int(child)] == .class { return true }
        queue.append(child)
      }
      cursor += 1
    }
    return false
  }

  /// The framework class a type derives from (`UIViewController`, …), or `View` for a SwiftUI
  /// view; nil for anything else. Asked of every type, so symbols are compared, not names.
  func frameworkBase(_ node: Int32) -> String? {
    guard node >= 0 else { return nil }
    if frameworkBases[Int(node)] == Self.unknownBase { resolveFrameworkBases(from: node) }
    let cached = frameworkBases[Int(node)]
    return cached < 0 ? nil : Self.baseNames[Int(cached)]
  }

  /// Finds the framework base of `start` and of the superclasses it goes through, without
  /// recursion: a chain of 60,000 classes declared child-first must not overflow the stack
  /// (issue #29). A depth-first walk on an explicit stack, each class settled after its
  /// superclasses; a class is marked "none" (-1) when first entered, so that an inheritance
  /// cycle ends where it closes, as the recursive walk it replaces did.
  private func resolveFrameworkBases(from start: Int32) {
    // `parentsPushed`: the class's superclasses are on the stack above it (settle it next).
    var stack: [(node: Int32, parentsPushed: Bool)] = [(start, false)]
    while let (node, parentsPushed) = stack.popLast() {
      let kind = nodeKinds[Int(node)]
      let first = firstInherits[Int(node)]
      let walksUp = first >= 0 && kind == .class
      if !parentsPushed {
        guard frameworkBases[Int(node)] == Self.unknownBase else { continue }
        frameworkBases[Int(node)] = -1
        guard walksUp else {
          frameworkBases[Int(node)] = settledBase(node, kind: kind, first: first, parents: [])
          continue
        }
        stack.append((node, true))
        // Pushed in reverse so that the first parent is settled first, as before.
        for parent in typesNamed(first, from: node).reversed()
        where nodeKinds[Int(parent)] == .class && frameworkBases[Int(parent)] == Self.unknownBase {
          stack.append((parent, false))
        }
        continue
      }
      frameworkBases[Int(node)] = settledBase(
        node, kind: kind, first: first, parents: typesNamed(first, from: node))
    }
  }

  /// A type's framework base once its superclasses' are known (or in progress: -1).
  private func settledBase(_ node: Int32, kind: DeclarationKind, first: Int32, parents: [Int32])
    -> Int8
  {
    var found: Int8 = -1
    guard first >= 0 && kind != .extension else { return found }
    if kind == .class {
      if parents.isEmpty, let base = screenBaseSymbols[first] {
        found = base
      } else {
        for parent in parents where nodeKinds[Int(parent)] == .class {
          let inherited = frameworkBases[Int(parent)]
          // `View` (the last base name) is SwiftUI's: not inherited through a class.
          if inherited >= 0 && Int(inherited) != Self.baseNames.count - 1 { found = inherited }
        }
      }
    }
    if found < 0 && kind != .protocol && words.view >= 0 && conformsToView(node, depth: 0) {
      found = Int8(Self.baseNames.count - 1)
    }
    return found
  }

  /// The screen bases, then `View`; indices of `frameworkBases`.
  static let baseNames = NavigationWords.screenBases.sorted() + ["View"]
  static let unknownBase: Int8 = -2

  /// Whether a type conforms to SwiftUI's `View`, directly or through the tree's protocols.
  private func conformsToView(_ node: Int32, depth: Int) -> Bool {
    guard depth < 8, words.view >= 0 else { return false }
    let type = graph.nodes[Int(node)]
    if type.inherits.contains(words.view) && typesNamed(words.view, from: -1).isEmpty {
      return true
    }
    return supertypes[Int(node)].contains {
      graph.nodes[Int($0)].kind == .protocol && conformsToView($0, depth: depth + 1)
    }
  }

  /// A UIKit view controller of the tree (not a SwiftUI view).
  func isViewController(_ node: Int32) -> Bool {
    node >= 0 && (frameworkBase(node).map { $0 != "View" } ?? false)
  }

  func isSwiftUIView(_ node: Int32) -> Bool { node >= 0 && frameworkBase(node) == "View" }

  /// What can be a screen: a view controller or a SwiftUI view.
  func isScreenCapable(_ node: Int32) -> Bool {
    node >= 0 ? frameworkBase(node) != nil : isExternalScreen(node)
  }

  /// A screen the code uses but the tree does not declare (`ProfileViewController` from a
  /// module outside the analysed paths): the value standing for it, from its name's symbol.
  static let externalBase: Int32 = -1_000_000

  func isExternalScreen(_ value: Int32) -> Bool { value <= Self.externalBase }

  /// The value of an undeclared screen, when a name looks like one: it ends with
  /// `ViewController` and is not one of Apple's (`UIImagePickerController`,
  /// `SFSafariViewController`: two or more capitals before a word).
  func externalScreen(_ symbol: Int32) -> Int32? {
    guard symbol >= 0, typesNamed(symbol, from: -1).isEmpty else { return nil }
    let spelled = Array(name(symbol).utf8)
    guard spelled.count > 14,
      String(decoding: spelled.suffix(14), as: UTF8.self) == "ViewController"
    else { return nil }
    var capitals = 0
    while capitals < spelled.count && spelled[capitals] >= 0x41 && spelled[capitals] <= 0x5A {
      capitals += 1
    }
    // `UIImage…` has 3 capitals before its first word's lowercase; `ProfileView…` has 1.
    if capitals >= 3 { return nil }
    return Self.externalBase - symbol
  }

  /// A screen's name as the graph writes it.
  func screenName(_ value: Int32) -> String {
    isExternalScreen(value) ? name(Self.externalBase - value) : names[Int(value)]
  }

  func isNavigationController(_ node: Int32) -> Bool {
    node >= 0 && frameworkBase(node) == "UINavigationController"
  }

  /// An app's tab bar controller, or a plain one (see `+PlainTabBars`).
  func isTabBarController(_ node: Int32) -> Bool {
    node >= 0 ? frameworkBase(node) == "UITabBarController" : isPlainTabBar(node)
  }

  /// Functions named `name` that a value of type `node` may run: declared in it, its
  /// supertypes and protocols (extensions included), and — for dynamic dispatch — its
  /// subclasses and conforming types.
  func methods(named name: Int32, on node: Int32) -> [Int] {
    var result: [Int] = []
    // The two lists in turn, not joined into a new array for every call resolved.
    for types in [ancestors(node), descendants(node)] {
      for type in types {
        for function in methodIndex[Self.key(type, name)] where !result.contains(Int(function)) {
          result.append(Int(function))
        }
      }
    }
    return result
  }

  /// The properties named `name` of a type, its supertypes and protocols.
  func propertyFacts(named name: Int32, on node: Int32) -> [(file: Int32, index: Int32)] {
    var result: [(file: Int32, index: Int32)] = []
    for type in ancestors(node) {
      for packed in propertyIndex[Self.key(type, name)] {
        result.append((Int32(truncatingIfNeeded: packed >> 32), Int32(truncatingIfNeeded: packed)))
      }
    }
    return result
  }

  /// The chain of a function and the functions it is written in (closures, local functions).
  /// The function enclosing `function` (a closure's or a local function's), or -1: one step
  /// of `enclosingChain`, for lookups that stop at the first scope declaring a name without
  /// making the chain.
  @inline(__always)
  func enclosing(_ function: Int) -> Int {
    let parent = self.function(function).parent
    return parent >= 0 ? functionBase[Int(functionFile[function])] + Int(parent) : -1
  }

  func enclosingChain(_ function: Int) -> [Int] {
    var chain = [function]
    var current = self.function(function)
    let file = Int(functionFile[function])
    while current.parent >= 0 && chain.count < 64 {
      let parent = functionBase[file] + Int(current.parent)
      chain.append(parent)
      current = self.function(parent)
    }
    return chain
  }

  /// A function's parameters.
  func parameters(of function: Int) -> ArraySlice<ParameterFact> {
    let fact = self.function(function)
    let all = files[Int(functionFile[function])].navigation.parameters
    let start = Int(fact.firstParameter)
    return all[start..<min(all.count, start + Int(fact.parameterCount))]
  }
}
