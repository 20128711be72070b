/// Qualified names (`Outer.Inner`) as ids in a tree of symbols, so that declarations are
/// matched by integers and a name's text is built once, when it is shown: building each nested
/// name from its parent's text made deep nesting quadratic.
struct QualifiedNames {
  /// The top level, the parent of every outermost name.
  static let root: Int32 = -1

  private(set) var parents: [Int32] = []
  private(set) var symbols: [Int32] = []
  private var ids = IntMap()

  var count: Int { parents.count }

  /// The id of `parent.symbol`, added if new.
  mutating func child(of parent: Int32, _ symbol: Int32) -> Int32 {
    let key = Int64(parent) << 32 | Int64(UInt32(bitPattern: symbol))
    if let known = ids[key] { return known }
    let id = Int32(parents.count)
    parents.append(parent)
    symbols.append(symbol)
    ids.insert(key, id)
    return id
  }

  /// The text of every name asked for (`A.B.C`), each built from its parent's.
  struct Texts {
    let names: QualifiedNames
    let spellings: SymbolNames
    private var texts: [String?]

    init(names: QualifiedNames, spellings: SymbolNames) {
      self.names = names
      self.spellings = spellings
      texts = [String?](repeating: nil, count: names.count)
    }

    mutating func text(_ id: Int32) -> String {
      if let known = texts[Int(id)] { return known }
      // Up to the nearest name already built, then back down, without recursion.
      var pending: [Int32] = []
      var current = id
      while current != QualifiedNames.root && texts[Int(current)] == nil {
        pending.append(current)
        current = names.parents[Int(current)]
      }
      var prefix = current == QualifiedNames.root ? nil : texts[Int(current)]
      for name in pending.reversed() {
        let spelling = spellings[names.symbols[Int(name)]]
        let text = prefix.map { $0 + "." + spelling } ?? spelling
        texts[Int(name)] = text
        prefix = text
      }
      return texts[Int(id)]!
    }
  }
}
