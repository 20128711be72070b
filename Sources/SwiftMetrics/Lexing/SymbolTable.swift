/// Interns names: each distinct spelling gets a small integer (its symbol), stored once.
///
/// Open addressing over one contiguous byte arena; a value type so that the lexer owns it
/// without reference counting or exclusivity checks in its loop. Every `SymbolTable` starts
/// with the `Keyword` words at their raw values.
public struct SymbolTable: Sendable {
  fileprivate var arena: [UInt8] = []
  /// Symbol `s` spans `arena[ends[s] ..< ends[s + 1]]`.
  private var ends: [Int32] = [0]
  private var hashes: [UInt32] = []
  private var slots: [Int32]
  private var mask: Int

  public init() {
    slots = [Int32](repeating: -1, count: 1024)
    mask = 1023
    for word in Keyword.allCases {
      let symbol = intern(word.spelling)
      precondition(symbol == word.rawValue, "keywords must intern in declaration order")
    }
  }

  /// How many distinct names are interned.
  public var count: Int { ends.count - 1 }

  /// The spelling of a symbol.
  public func name(_ symbol: Int32) -> String {
    let range = Int(ends[Int(symbol)])..<Int(ends[Int(symbol) + 1])
    return String(decoding: arena[range], as: UTF8.self)
  }

  /// The symbol of a spelling, interning it if new.
  @discardableResult
  public mutating func intern(_ text: String) -> Int32 {
    var utf8 = Array(text.utf8)
    return utf8.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress, buffer.count > 0 else { return internEmpty() }
      return intern(UnsafePointer(base), buffer.count)
    }
  }

  /// The symbols of those spellings that were interned.
  func symbols(of names: Set<String>) -> Set<Int32> {
    Set(names.compactMap(lookup))
  }

  /// The symbol of a spelling if it was interned, without adding it.
  public func lookup(_ text: String) -> Int32? {
    let utf8 = Array(text.utf8)
    let hash = Self.hash(utf8)
    var slot = Int(hash) & mask
    while true {
      let symbol = slots[slot]
      if symbol < 0 { return nil }
      if hashes[Int(symbol)] == hash && arena[range(of: symbol)].elementsEqual(utf8) {
        return symbol
      }
      slot = (slot &+ 1) & mask
    }
  }

  @inline(__always)
  fileprivate func range(of symbol: Int32) -> Range<Int> {
    Int(ends[Int(symbol)])..<Int(ends[Int(symbol) + 1])
  }

  fileprivate mutating func internEmpty() -> Int32 {
    let empty: [UInt8] = [0]
    return empty.withUnsafeBufferPointer { intern($0.baseAddress!, 0) }
  }

  static func hash<C: Collection<UInt8>>(_ bytes: C) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return hash
  }

  /// The hot path: interns `length` bytes at `base`.
  @inline(__always)
  mutating func intern(_ base: UnsafePointer<UInt8>, _ length: Int) -> Int32 {
    var hash: UInt32 = 2_166_136_261
    for index in 0..<length { hash = (hash ^ UInt32(base[index])) &* 16_777_619 }
    var slot = Int(hash) & mask
    while true {
      let symbol = slots[slot]
      if symbol < 0 { break }
      if hashes[Int(symbol)] == hash && matches(symbol, base, length) { return symbol }
      slot = (slot &+ 1) & mask
    }
    let symbol = Int32(ends.count - 1)
    arena.append(contentsOf: UnsafeBufferPointer(start: base, count: length))
    ends.append(Int32(arena.count))
    hashes.append(hash)
    slots[slot] = symbol
    if hashes.count * 2 > slots.count { grow() }
    return symbol
  }

  @inline(__always)
  private func matches(_ symbol: Int32, _ base: UnsafePointer<UInt8>, _ length: Int) -> Bool {
    let start = Int(ends[Int(symbol)])
    guard Int(ends[Int(symbol) + 1]) - start == length else { return false }
    return arena.withUnsafeBufferPointer { stored in
      for index in 0..<length where stored[start + index] != base[index] { return false }
      return true
    }
  }

  private mutating func grow() {
    let capacity = slots.count * 2
    slots = [Int32](repeating: -1, count: capacity)
    mask = capacity - 1
    for symbol in 0..<hashes.count {
      var slot = Int(hashes[symbol]) & mask
      while slots[slot] >= 0 { slot = (slot &+ 1) & mask }
      slots[slot] = Int32(symbol)
    }
  }
}

extension SymbolTable {
  /// Interns every name of `other` (a table filled by another thread); returns, for each of
  /// `other`'s symbols, its symbol here. Keywords keep theirs.
  mutating func merge(_ other: SymbolTable) -> [Int32] {
    var map = [Int32](repeating: 0, count: other.count)
    for symbol in 0..<Int32(other.count) {
      if symbol < Int32(Keyword.allCases.count) {
        map[Int(symbol)] = symbol
        continue
      }
      let range = other.range(of: symbol)
      map[Int(symbol)] = other.arena.withUnsafeBufferPointer { arena in
        guard range.count > 0 else { return internEmpty() }
        return intern(arena.baseAddress! + range.lowerBound, range.count)
      }
    }
    return map
  }

  /// An empty table that allocates nothing, for moving a real table in and out of a lexer.
  static var placeholder: SymbolTable { SymbolTable(empty: ()) }

  private init(empty: Void) {
    slots = []
    mask = 0
  }
}
