/// A hash map from `Int64` to non-negative `Int32`, with open addressing and a multiplicative
/// hash: the graph's keys are packed integers, for which `Dictionary`'s seeded SipHash costs
/// more than the rest of the lookup.
struct IntMap {
  private var keys: [Int64]
  /// -1 marks an empty slot.
  private var values: [Int32]
  private var mask: Int
  private(set) var count = 0

  init(capacity: Int = 16) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    keys = [Int64](repeating: 0, count: size)
    values = [Int32](repeating: -1, count: size)
    mask = size - 1
  }

  @inline(__always)
  private func slot(_ key: Int64) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
  }

  subscript(key: Int64) -> Int32? {
    var index = slot(key)
    while values[index] >= 0 {
      if keys[index] == key { return values[index] }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Sets the value of a key not in the map yet.
  mutating func insert(_ key: Int64, _ value: Int32) {
    precondition(value >= 0)
    if (count + 1) * 2 > values.count { grow() }
    var index = slot(key)
    while values[index] >= 0 { index = (index + 1) & mask }
    keys[index] = key
    values[index] = value
    count += 1
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    keys = [Int64](repeating: 0, count: oldValues.count * 2)
    values = [Int32](repeating: -1, count: oldValues.count * 2)
    mask = values.count - 1
    count = 0
    for index in oldValues.indices where oldValues[index] >= 0 {
      insert(oldKeys[index], oldValues[index])
    }
  }
}
