/// Text built as UTF-8 bytes in one growing array: tens of thousands of lines without a string
/// for each cell.
struct TextBuffer {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func append(_ value: Int) {
    if value < 0 { bytes.append(0x2D) }
    let magnitude = value.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(0x30 + magnitude / divisor % 10))
      divisor /= 10
    }
  }

  mutating func spaces(_ count: Int) {
    if count > 0 { bytes.append(contentsOf: repeatElement(0x20, count: count)) }
  }

  /// A ratio as `Format.ratio` writes it: two decimals, or `n/a`.
  mutating func append(ratio: Double?) {
    guard let ratio else { return append("n/a" as StaticString) }
    let scaled = Int((abs(ratio) * 100).rounded())
    if ratio < 0 && scaled != 0 { bytes.append(0x2D) }
    append(scaled / 100)
    bytes.append(0x2E)
    bytes.append(UInt8(0x30 + scaled % 100 / 10))
    bytes.append(UInt8(0x30 + scaled % 10))
  }

  static func width(ratio: Double?) -> Int {
    guard let ratio else { return 3 }
    let scaled = Int((abs(ratio) * 100).rounded())
    return (ratio < 0 && scaled != 0 ? 1 : 0) + width(of: scaled / 100) + 3
  }

  /// `View 2, Presenter 1`: the roles in their order, as `AnalysisResult.roleList` writes them.
  mutating func appendRoles(_ counts: [Role: Int]) {
    // -1: the role is not listed.
    var tally: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (
      -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1
    )
    withUnsafeMutableBytes(of: &tally) { raw in
      let slots = raw.bindMemory(to: Int.self)
      for (role, count) in counts { slots[role.order] = count }
      var first = true
      for role in Role.allCases where slots[role.order] >= 0 {
        if !first { append(", " as StaticString) }
        first = false
        append(role.rawValue)
        bytes.append(0x20)
        append(slots[role.order])
      }
    }
  }

  /// Characters of an integer as `append(_: Int)` writes it.
  static func width(of value: Int) -> Int {
    var width = value < 0 ? 2 : 1
    var rest = value.magnitude
    while rest >= 10 {
      rest /= 10
      width += 1
    }
    return width
  }
}
