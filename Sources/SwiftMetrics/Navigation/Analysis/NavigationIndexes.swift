/// Values grouped under dense keys `0..<count`, in two flat arrays (a key's values are one
/// slice): millions of small arrays would cost more than the facts they index.
struct GroupedIndex {
  private var starts: [Int32]
  private var items: [Int32]

  /// `keys[i]` is the key of `values[i]`; values keep their order within a key.
  init(count: Int, keys: [Int32], values: [Int32]) {
    var starts = [Int32](repeating: 0, count: count + 1)
    for key in keys { starts[Int(key) + 1] += 1 }
    for index in 0..<count { starts[index + 1] += starts[index] }
    var fill = starts
    var items = [Int32](repeating: 0, count: values.count)
    for (key, value) in zip(keys, values) {
      items[Int(fill[Int(key)])] = value
      fill[Int(key)] += 1
    }
    self.starts = starts
    self.items = items
  }

  subscript(key: Int) -> ArraySlice<Int32> {
    items[Int(starts[key])..<Int(starts[key + 1])]
  }
}

/// Values under sparse 64-bit keys, sorted once and searched by bisection.
struct SortedIndex<Value> {
  private var keys: [Int64] = []
  private var values: [Value] = []

  init(_ pairs: [(key: Int64, value: Value)]) {
    let sorted = pairs.enumerated().sorted {
      $0.element.key != $1.element.key ? $0.element.key < $1.element.key : $0.offset < $1.offset
    }
    keys = sorted.map(\.element.key)
    values = sorted.map(\.element.value)
  }

  subscript(key: Int64) -> ArraySlice<Value> {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < keys.count && keys[end] == key { end += 1 }
    return values[low..<end]
  }
}
