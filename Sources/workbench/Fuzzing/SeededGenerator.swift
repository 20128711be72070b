/// SplitMix64: a small, fast generator whose whole sequence follows from its seed, so that an
/// input the fuzzer made can be made again from the seed and its index alone.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The generator of input `index` under `seed` (and a target's salt): inputs are independent,
  /// so any one of them can be replayed without making those before it.
  init(seed: UInt64, salt: UInt64, index: Int) {
    var mixer = SeededGenerator(seed: seed ^ (salt &* 0x9E37_79B9_7F4A_7C15))
    for _ in 0..<2 { _ = mixer.next() }
    self.init(seed: mixer.next() ^ UInt64(truncatingIfNeeded: index) &* 0xBF58_476D_1CE4_E5B9)
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True with probability 1 in `n`.
  mutating func oneIn(_ n: Int) -> Bool {
    Int.random(in: 0..<n, using: &self) == 0
  }

  mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &self)]
  }
}
