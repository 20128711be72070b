/// Swift's lookup of type names, approximated without type checking (the rules are listed in
/// SwiftMetrics.docc, "Name lookup"): which node a name means from a given place.
struct TypeResolver {
  /// What an unqualified name means.
  enum Outcome: Equatable {
    case node(Int32)
    case unknown
    /// Several modules' declarations, none preferred: the candidates.
    case ambiguous([Int32])
  }

  private var parents: [Int32] = []
  private var modules: [Int32] = []
  private var nodeSymbols: [Int32] = []
  private var inherits: [[Int32]] = []
  private var isFramework: [Bool] = []
  /// The file a file-private node is visible in; -1 for the others.
  private var privateFiles: [Int32] = []
  /// For each symbol: -1 no node, a node, or -2 several (indexed below).
  private var nodeBySymbol: [Int32]
  /// The candidates of a symbol several nodes have, by (enclosing node, symbol) and by (enclosing type's symbol,
  /// symbol), in node order: a nested name is looked up in its scopes without going through
  /// every same-named type (when every screen nests a `Cell`, that made lookups quadratic).
  private var nestedBySymbol: [Int64: [Int32]] = [:]
  private var nestedByParentSymbol: [Int64: [Int32]] = [:]
  /// The top-level candidates per symbol, and those visible everywhere by
  /// (module, symbol) and the file-private ones by (file, symbol).
  private var topLevelOfSeveral: [Int32: [Int32]] = [:]
  private var publicByModule: [Int64: [Int32]] = [:]
  private var privateByFile: [Int64: [Int32]] = [:]

  init(nodes: [TypeNode], symbolCount: Int) {
    nodeBySymbol = [Int32](repeating: -1, count: symbolCount)
    // Every node's facts first: a node's parent may come after it (a type declared in an
    // extension), and the indexes need the parent's symbol.
    for node in nodes { append(node) }
    for index in nodes.indices { register(Int32(index)) }
  }

  /// Adds the next node (its index is the number of nodes added before).
  mutating func add(_ node: TypeNode) {
    append(node)
    register(Int32(parents.count - 1))
  }

  private mutating func append(_ node: TypeNode) {
    parents.append(Int32(node.parent))
    modules.append(node.moduleIndex)
    nodeSymbols.append(node.symbol)
    inherits.append(node.inherits)
    isFramework.append(node.isFramework)
    privateFiles.append(node.isFilePrivate ? Int32(node.file) : -1)
  }

  private mutating func register(_ index: Int32) {
    let symbol = Int(nodeSymbols[Int(index)])
    switch nodeBySymbol[symbol] {
    case -1: nodeBySymbol[symbol] = index
    case -2: addSeveral(index)
    default:
      let first = nodeBySymbol[symbol]
      nodeBySymbol[symbol] = -2
      addSeveral(first)
      addSeveral(index)
    }
  }

  private mutating func addSeveral(_ node: Int32) {
    let symbol = nodeSymbols[Int(node)]
    let parent = parents[Int(node)]
    if parent < 0 {
      topLevelOfSeveral[symbol, default: []].append(node)
      let only = privateFiles[Int(node)]
      if only >= 0 {
        privateByFile[Self.key(only, symbol), default: []].append(node)
      } else {
        publicByModule[Self.key(modules[Int(node)], symbol), default: []].append(node)
      }
    } else {
      nestedBySymbol[Self.key(parent, symbol), default: []].append(node)
      nestedByParentSymbol[Self.key(nodeSymbols[Int(parent)], symbol), default: []].append(node)
    }
  }

  private static func key(_ high: Int32, _ low: Int32) -> Int64 {
    Int64(high) << 32 | Int64(UInt32(bitPattern: low))
  }

  /// The first candidate (in node order) nested in `scope` or in a type `scope` inherits
  /// from by name, and visible in `file`: `encloses(scope, _)` answered from the indexes.
  private func firstNested(_ symbol: Int32, in scope: Int32, file: Int32) -> Int32? {
    var best: Int32?
    func consider(_ candidates: [Int32]?) {
      for candidate in candidates ?? [] where isVisible(candidate, in: file) {
        if best.map({ candidate < $0 }) ?? true { best = candidate }
        break
      }
    }
    consider(nestedBySymbol[Self.key(scope, symbol)])
    for inherited in inherits[Int(scope)] {
      consider(nestedByParentSymbol[Self.key(inherited, symbol)])
    }
    return best
  }

  /// Whether any type of the tree (or a framework node) has this simple name.
  func declares(_ symbol: Int32) -> Bool { nodeBySymbol[Int(symbol)] != -1 }

  /// An unqualified name used inside `scope` (a node; -1 at top level) in `file`, of `module`,
  /// which imports `imports`: a type nested in an enclosing type (innermost first) or in a
  /// supertype of one; else a file-private top-level type of that file; else the file's own
  /// module's top-level type; else the one other module's; else the one imported module's;
  /// else ambiguous. Nested types are not visible from elsewhere without qualification, nor
  /// file-private ones from other files.
  func lookup(_ symbol: Int32, from scope: Int32, file: Int32, module: Int32, imports: [Int32])
    -> Outcome
  {
    let entry = nodeBySymbol[Int(symbol)]
    if entry == -1 { return .unknown }
    if entry >= 0 {
      guard isVisible(entry, in: file) else { return .unknown }
      return parents[Int(entry)] < 0 || isVisible(entry, from: scope) ? .node(entry) : .unknown
    }
    var current = scope
    while current >= 0 {
      if let nested = firstNested(symbol, in: current, file: file) { return .node(nested) }
      current = parents[Int(current)]
    }
    if let own = privateByFile[Self.key(file, symbol)]?.first { return .node(own) }
    if let own = publicByModule[Self.key(module, symbol)]?.first { return .node(own) }
    let candidates = topLevelOfSeveral[symbol] ?? []
    var others: [Int32] = []
    for candidate in candidates where privateFiles[Int(candidate)] < 0 {
      others.append(candidate)
    }
    if others.count <= 1 { return others.first.map { .node($0) } ?? .unknown }
    let imported = others.filter { imports.contains(modules[Int($0)]) }
    if imported.count == 1 { return .node(imported[0]) }
    return .ambiguous(imported.isEmpty ? others : imported)
  }

  /// `Module.Name` in `file`: the top-level type `Name` of that module visible there (its own
  /// file-private one first), or -1.
  func topLevel(_ symbol: Int32, in module: Int32, file: Int32) -> Int32 {
    let entry = nodeBySymbol[Int(symbol)]
    if entry >= 0 {
      return parents[Int(entry)] < 0 && modules[Int(entry)] == module
        && isVisible(entry, in: file) ? entry : -1
    }
    guard entry == -2 else { return -1 }
    let own = (privateByFile[Self.key(file, symbol)] ?? []).first { modules[Int($0)] == module }
    return own ?? publicByModule[Self.key(module, symbol)]?.first ?? -1
  }

  /// `Outer.Name` in `file`: the type `Name` nested in `outer` (or in a supertype it names)
  /// and visible there, or -1.
  func nested(_ symbol: Int32, in outer: Int32, file: Int32) -> Int32 {
    let entry = nodeBySymbol[Int(symbol)]
    if entry >= 0 { return encloses(outer, entry) && isVisible(entry, in: file) ? entry : -1 }
    guard entry == -2 else { return -1 }
    return firstNested(symbol, in: outer, file: file) ?? -1
  }

  /// Whether a node may be named from `file`: not file-private elsewhere.
  @inline(__always)
  private func isVisible(_ node: Int32, in file: Int32) -> Bool {
    let only = privateFiles[Int(node)]
    return only < 0 || only == file
  }

  /// The framework navigation type of that name, or -1.
  func framework(_ symbol: Int32) -> Int32 {
    let entry = nodeBySymbol[Int(symbol)]
    return entry >= 0 && isFramework[Int(entry)] ? entry : -1
  }

  /// Whether `candidate` is nested in `scope`, or in a type `scope` inherits from (by name).
  private func encloses(_ scope: Int32, _ candidate: Int32) -> Bool {
    let parent = parents[Int(candidate)]
    guard parent >= 0 else { return false }
    return parent == scope || inherits[Int(scope)].contains(nodeSymbols[Int(parent)])
  }

  private func isVisible(_ candidate: Int32, from scope: Int32) -> Bool {
    var current = scope
    while current >= 0 {
      if encloses(current, candidate) { return true }
      current = parents[Int(current)]
    }
    return false
  }
}
