import Foundation

/// Sorting many names by their indices: `String`'s `<` compares Unicode scalars after
/// normalising, which for ASCII is byte order, so all-ASCII names (nearly every Swift name and
/// path) are copied once into one buffer and compared with `memcmp`.
enum NameOrder {
  /// Indices of `names` in sorted order, ties by index.
  static func sortedIndices(_ names: [String]) -> [Int] {
    var arena: [UInt8] = []
    var starts: [Int] = [0]
    starts.reserveCapacity(names.count + 1)
    for name in names {
      for byte in name.utf8 {
        guard byte < 0x80 else {
          return names.indices.sorted { names[$0] != names[$1] ? names[$0] < names[$1] : $0 < $1 }
        }
        arena.append(byte)
      }
      starts.append(arena.count)
    }
    var order = Array(names.indices)
    arena.withUnsafeBufferPointer { arena in
      let base = arena.baseAddress ?? UnsafePointer(bitPattern: 1)!
      order.sort { a, b in
        let lengthA = starts[a + 1] - starts[a]
        let lengthB = starts[b + 1] - starts[b]
        let order = memcmp(base + starts[a], base + starts[b], min(lengthA, lengthB))
        if order != 0 { return order < 0 }
        return lengthA != lengthB ? lengthA < lengthB : a < b
      }
    }
    return order
  }
}
