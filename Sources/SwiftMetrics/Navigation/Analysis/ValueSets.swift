/// The distinct sets of values the analysis has found, each stored once and named by its
/// index: on a navigation-dense tree some 250,000 nodes hold a value set, but only some
/// 50,000 different ones (every module's `wireframe` holds its one wireframe type), and one
/// set is a heap object of its own (issue #28).
struct ValueSets {
  /// Index 0 is the empty set.
  private var sets: [Set<Int32>] = [[]]
  private var indices: [Set<Int32>: Int32] = [:]
  /// Sets of one value, the most common, found without hashing a set.
  private var singles: [Int32: Int32] = [:]

  subscript(index: Int32) -> Set<Int32> { sets[Int(index)] }

  /// The index of a set equal to `values`, stored first if none is.
  mutating func index(of values: Set<Int32>) -> Int32 {
    if values.isEmpty { return 0 }
    if values.count == 1, let only = values.first {
      if let known = singles[only] { return known }
      let index = append(values)
      singles[only] = index
      return index
    }
    if let known = indices[values] { return known }
    let index = append(values)
    indices[values] = index
    return index
  }

  private mutating func append(_ values: Set<Int32>) -> Int32 {
    sets.append(values)
    return Int32(sets.count - 1)
  }
}
