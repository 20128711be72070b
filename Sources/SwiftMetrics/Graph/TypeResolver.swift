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
  /// For each symbol: -1 no node, a node, or -2 several (listed in `several`).
  private var nodeBySymbol: [Int32]
  private var several: [Int32: [Int32]] = [:]

  init(nodes: [TypeNode], symbolCount: Int) {
    nodeBySymbol = [Int32](repeating: -1, count: symbolCount)
    for node in nodes { add(node) }
  }

  /// Adds the next node (its index is the number of nodes added before).
  mutating func add(_ node: TypeNode) {
    let index = Int32(parents.count)
    parents.append(Int32(node.parent))
    modules.append(node.moduleIndex)
    nodeSymbols.append(node.symbol)
    inherits.append(node.inherits)
    isFramework.append(node.isFramework)
    privateFiles.append(node.isFilePrivate ? Int32(node.file) : -1)
    let symbol = Int(node.symbol)
    switch nodeBySymbol[symbol] {
    case -1: nodeBySymbol[symbol] = index
    case -2: several[node.symbol]!.append(index)
    default:
      several[node.symbol] = [nodeBySymbol[symbol], index]
      nodeBySymbol[symbol] = -2
    }
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
    let candidates = several[symbol]!
    var current = scope
    while current >= 0 {
      for candidate in candidates
      where encloses(current, candidate) && isVisible(candidate, in: file) {
        return .node(candidate)
      }
      current = parents[Int(current)]
    }
    var ownModule: Int32 = -1
    for candidate in candidates where parents[Int(candidate)] < 0 {
      let only = privateFiles[Int(candidate)]
      if only == file { return .node(candidate) }
      if only < 0 && ownModule < 0 && modules[Int(candidate)] == module { ownModule = candidate }
    }
    if ownModule >= 0 { return .node(ownModule) }
    var others: [Int32] = []
    for candidate in candidates
    where parents[Int(candidate)] < 0 && privateFiles[Int(candidate)] < 0 {
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
    let candidates = several[symbol]!.filter {
      parents[Int($0)] < 0 && modules[Int($0)] == module && isVisible($0, in: file)
    }
    return candidates.first { privateFiles[Int($0)] >= 0 } ?? candidates.first ?? -1
  }

  /// `Outer.Name` in `file`: the type `Name` nested in `outer` (or in a supertype it names)
  /// and visible there, or -1.
  func nested(_ symbol: Int32, in outer: Int32, file: Int32) -> Int32 {
    let entry = nodeBySymbol[Int(symbol)]
    if entry >= 0 { return encloses(outer, entry) && isVisible(entry, in: file) ? entry : -1 }
    guard entry == -2 else { return -1 }
    return several[symbol]!.first { encloses(outer, $0) && isVisible($0, in: file) } ?? -1
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
