/// Adjacency lists of a graph of `count` vertices in two arrays (compressed rows): the
/// successors of `v` are `targets[offsets[v] ..< offsets[v + 1]]`, in increasing order. One
/// allocation for the whole graph instead of a set for each vertex.
struct Adjacency {
  var offsets: [Int]
  var targets: [Int32]

  init(offsets: [Int], targets: [Int32]) {
    self.offsets = offsets
    self.targets = targets
  }

  /// From `from << 32 | to` pairs (sorted here); each pair once.
  init(pairs: inout [Int64], count: Int) {
    pairs.sort()
    offsets = [Int](repeating: 0, count: count + 1)
    targets = []
    targets.reserveCapacity(pairs.count)
    var previous: Int64 = -1
    for pair in pairs where pair != previous {
      previous = pair
      offsets[Int(pair >> 32) + 1] += 1
      targets.append(Int32(truncatingIfNeeded: pair))
    }
    for vertex in 0..<count { offsets[vertex + 1] += offsets[vertex] }
  }

  var count: Int { offsets.count - 1 }

  subscript(vertex: Int) -> ArraySlice<Int32> { targets[offsets[vertex]..<offsets[vertex + 1]] }

  /// The same edges reversed: the predecessors of each vertex, in increasing order.
  func transposed() -> Adjacency {
    var reversedOffsets = [Int](repeating: 0, count: count + 1)
    for target in targets { reversedOffsets[Int(target) + 1] += 1 }
    for vertex in 0..<count { reversedOffsets[vertex + 1] += reversedOffsets[vertex] }
    var next = reversedOffsets
    var sources = [Int32](repeating: 0, count: targets.count)
    for vertex in 0..<count {
      for target in self[vertex] {
        sources[next[Int(target)]] = Int32(vertex)
        next[Int(target)] += 1
      }
    }
    return Adjacency(offsets: reversedOffsets, targets: sources)
  }
}
