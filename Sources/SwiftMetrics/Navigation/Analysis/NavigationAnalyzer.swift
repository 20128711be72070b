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
  var functionBase: [Int] = []
  var functionFile: [Int32] = []
  /// The type node a function belongs to, or -1.
  var functionOwner: [Int32] = []
  /// Per function, its statements (indices in its file's `statements`).
  var statementsOf: [[Int32]] = []
  /// Per function, the call nodes written directly in it.
  var callsOf: [[Int32]] = []

  /// Tree types (not extensions, not framework nodes) by simple name.
  var typesBySymbol: [Int32: [Int32]] = [:]
  /// Supertypes and conformances of each node that are tree types.
  var supertypes: [[Int32]] = []
  /// The reverse: direct subclasses and conforming types.
  var subtypes: [[Int32]] = []
  /// Functions by (owner node, name).
  var methods: [Int64: [Int]] = [:]
  /// Functions by name, whatever their owner.
  var functionsByName: [Int32: [Int]] = [:]
  /// Properties by (owner node, name): (file, index in the file's `properties`).
  var properties: [Int64: [(file: Int32, index: Int32)]] = [:]

  var frameworkBaseMemo: [Int32: String?] = [:]
  var ancestorsMemo: [Int32: [Int32]] = [:]
  var descendantsMemo: [Int32: [Int32]] = [:]
  /// The function holding the initial values of a type's properties, by (file, declaration).
  var typeBodyOf: [Int64: Int] = [:]

  // Values (see `+Values`).
  var contexts: [ValueContext] = []
  var contextIDs: [ValueContext: Int] = [:]
  var valueMemo: [ValueKey: Set<Int32>] = [:]
  var valuesInProgress: Set<ValueKey> = []
  var returnsMemo: [Int64: Set<Int32>] = [:]
  var returnsInProgress: Set<Int64> = []
  var propertyMemo: [Int64: Set<Int32>] = [:]
  var propertiesInProgress: Set<Int64> = []
  var parameterFlowMemo: [Int64: Set<Int32>] = [:]
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

  // Triggers (see `+Triggers`).
  var companionsMemo: [Int32: Set<Int32>] = [:]
  var swiftUIScreens: Set<Int32> = []
  var triggerMemo: [Int: Set<Int32>] = [:]
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
    indexFunctions()
    indexTypes()
  }

  static func key(_ high: Int32, _ low: Int32) -> Int64 { Int64(high) << 32 | Int64(UInt32(bitPattern: low)) }

  func facts(_ file: Int32) -> NavigationFacts { files[Int(file)].navigation }

  func function(_ function: Int) -> FunctionFact {
    files[Int(functionFile[function])].navigation.functions[function - functionBase[Int(functionFile[function])]]
  }

  func globalFunction(file: Int32, local: Int32) -> Int { functionBase[Int(file)] + Int(local) }

  func node(_ file: Int32, _ node: Int32) -> ExpressionNode {
    files[Int(file)].navigation.nodes[Int(node)]
  }

  /// The children of a node, in order.
  func children(_ file: Int32, _ node: Int32) -> [Int32] {
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

  private func indexFunctions() {
    var total = 0
    for file in files {
      functionBase.append(total)
      total += file.navigation.functions.count
    }
    functionFile.reserveCapacity(total)
    functionOwner.reserveCapacity(total)
    statementsOf = [[Int32]](repeating: [], count: total)
    callsOf = [[Int32]](repeating: [], count: total)
    for (fileIndex, file) in files.enumerated() {
      let owners = graph.nodeOfDeclaration[fileIndex]
      let base = functionBase[fileIndex]
      for function in file.navigation.functions {
        functionFile.append(Int32(fileIndex))
        let owner = function.owner >= 0 && Int(function.owner) < owners.count ? owners[Int(function.owner)] : -1
        functionOwner.append(owner)
        let global = functionFile.count - 1
        if function.name >= 0 && function.kind != .closure && function.kind != .typeBody {
          methods[Self.key(owner, function.name), default: []].append(global)
          functionsByName[function.name, default: []].append(global)
        }
      }
      for (index, function) in file.navigation.functions.enumerated() where function.kind == .typeBody {
        typeBodyOf[Self.key(Int32(fileIndex), function.owner)] = base + index
      }
      for (index, statement) in file.navigation.statements.enumerated() {
        statementsOf[base + Int(statement.function)].append(Int32(index))
      }
      for call in file.navigation.calls { callsOf[base + Int(call.function)].append(call.node) }
      for (index, property) in file.navigation.properties.enumerated() {
        let owner =
          property.owner >= 0 && Int(property.owner) < owners.count ? owners[Int(property.owner)] : -1
        properties[Self.key(owner, property.name), default: []].append(
          (Int32(fileIndex), Int32(index)))
      }
    }
  }

  private func indexTypes() {
    let nodes = graph.nodes
    for (index, node) in nodes.enumerated() where !node.isFramework && node.kind != .extension {
      typesBySymbol[node.symbol, default: []].append(Int32(index))
    }
    supertypes = [[Int32]](repeating: [], count: nodes.count)
    subtypes = [[Int32]](repeating: [], count: nodes.count)
    for (index, node) in nodes.enumerated() where !node.isFramework {
      for inherited in node.inherits {
        for target in typesNamed(inherited, from: Int32(index)) where target != Int32(index) {
          if !supertypes[index].contains(target) {
            supertypes[index].append(target)
            subtypes[Int(target)].append(Int32(index))
          }
        }
      }
    }
  }

  /// The tree types a name means from `node`'s module (its own module's first; through a
  /// typealias, the aliased types).
  func typesNamed(_ symbol: Int32, from node: Int32) -> [Int32] {
    guard symbol >= 0, let candidates = typesBySymbol[symbol] else { return [] }
    var chosen = candidates
    if candidates.count > 1 && node >= 0 {
      let module = graph.nodes[Int(node)].moduleIndex
      let own = candidates.filter { graph.nodes[Int($0)].moduleIndex == module }
      if !own.isEmpty { chosen = own }
    }
    guard chosen.contains(where: { graph.nodes[Int($0)].kind == .typealias }) else { return chosen }
    var resolved: [Int32] = []
    for candidate in chosen {
      let type = graph.nodes[Int(candidate)]
      if type.kind != .typealias {
        resolved.append(candidate)
        continue
      }
      for target in type.inherits where target != type.symbol {
        for aliased in typesBySymbol[target] ?? [] where graph.nodes[Int(aliased)].kind != .typealias {
          resolved.append(aliased)
        }
      }
    }
    return resolved
  }

  /// A node, its supertypes and conformances, transitively (bounded).
  func ancestors(_ node: Int32) -> [Int32] {
    if let known = ancestorsMemo[node] { return known }
    var result = [node]
    var cursor = 0
    while cursor < result.count && result.count < 64 {
      for parent in supertypes[Int(result[cursor])] where !result.contains(parent) {
        result.append(parent)
      }
      cursor += 1
    }
    ancestorsMemo[node] = result
    return result
  }

  /// A node's subclasses and conforming types, transitively (bounded).
  func descendants(_ node: Int32) -> [Int32] {
    if let known = descendantsMemo[node] { return known }
    var result: [Int32] = []
    var queue = [node]
    var cursor = 0
    while cursor < queue.count && result.count < 512 {
      for child in subtypes[Int(queue[cursor])] where !result.contains(child) && child != node {
        result.append(child)
        queue.append(child)
      }
      cursor += 1
    }
    descendantsMemo[node] = result
    return result
  }

  /// The framework class a type derives from (`UIViewController`, …), or `View` for a SwiftUI
  /// view; nil for anything else.
  func frameworkBase(_ node: Int32) -> String? {
    if let known = frameworkBaseMemo[node] { return known }
    frameworkBaseMemo[node] = .some(nil)
    var found: String?
    let type = graph.nodes[Int(node)]
    if !type.isFramework && type.kind != .extension {
      if type.kind == .class, let first = type.inherits.first {
        let spelled = name(first)
        if NavigationWords.screenBases.contains(spelled) && typesNamed(first, from: node).isEmpty {
          found = spelled
        } else {
          for parent in typesNamed(first, from: node) where graph.nodes[Int(parent)].kind == .class {
            if let inherited = frameworkBase(parent), inherited != "View" { found = inherited }
          }
        }
      }
      if found == nil && type.kind != .protocol && conformsToView(node, depth: 0) { found = "View" }
    }
    frameworkBaseMemo[node] = .some(found)
    return found
  }

  /// Whether a type conforms to SwiftUI's `View`, directly or through the tree's protocols.
  private func conformsToView(_ node: Int32, depth: Int) -> Bool {
    guard depth < 8, words.view >= 0 else { return false }
    let type = graph.nodes[Int(node)]
    if type.inherits.contains(words.view) && typesBySymbol[words.view] == nil { return true }
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
  func isScreenCapable(_ node: Int32) -> Bool { node >= 0 && frameworkBase(node) != nil }

  func isNavigationController(_ node: Int32) -> Bool {
    node >= 0 && frameworkBase(node) == "UINavigationController"
  }

  func isTabBarController(_ node: Int32) -> Bool {
    node >= 0 && frameworkBase(node) == "UITabBarController"
  }

  /// Functions named `name` that a value of type `node` may run: declared in it, its
  /// supertypes and protocols (extensions included), and — for dynamic dispatch — its
  /// subclasses and conforming types.
  func methods(named name: Int32, on node: Int32) -> [Int] {
    var result: [Int] = []
    for type in ancestors(node) + descendants(node) {
      if let found = methods[Self.key(type, name)] {
        for function in found where !result.contains(function) { result.append(function) }
      }
    }
    return result
  }

  /// The properties named `name` of a type, its supertypes and protocols.
  func propertyFacts(named name: Int32, on node: Int32) -> [(file: Int32, index: Int32)] {
    var result: [(file: Int32, index: Int32)] = []
    for type in ancestors(node) {
      result += properties[Self.key(type, name)] ?? []
    }
    return result
  }

  /// The chain of a function and the functions it is written in (closures, local functions).
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
