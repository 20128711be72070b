import Foundation

/// Writes JSON bytes straight into one growing buffer, in the layout the analysis has always
/// used: two-space indentation, `key: value`, empty containers as `{}`/`[]`, a final newline.
/// Callers give an object's keys in sorted order; no tree of values is built, so a result of
/// 50 MB costs one buffer, not millions of small strings.
struct JSONWriter: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  private var depth = 0
  /// Whether each open container has a member yet: bit `d` for the container at depth `d`
  /// (the analysis nests six deep).
  private var hasMember: UInt64 = 0

  /// A writer whose output goes inside `depth` containers that already have members: a part
  /// of a document another writer writes the rest of (see `append(_:membersFollow:)`).
  init(capacity: Int = 1 << 16, depth: Int = 0) {
    self.capacity = max(capacity, 64)
    base = malloc(self.capacity)!.assumingMemoryBound(to: UInt8.self)
    self.depth = depth
    hasMember = depth == 0 ? 0 : (1 << (depth + 1)) - 1
  }

  /// Bytes another writer made at this writer's depth (elements after this one's).
  mutating func append(_ part: Data, membersFollow: Bool) {
    part.withUnsafeBytes { append($0.bindMemory(to: UInt8.self).baseAddress!, $0.count) }
    if membersFollow && !part.isEmpty { hasMember |= 1 << depth }
  }

  deinit { free(base) }

  /// Hands the bytes written so far to `emit` once they pass `limit` (see `drain()`): a
  /// long list written into one writer is handed on a piece at a time, not held whole.
  mutating func drain(over limit: Int, to emit: (Data) throws -> Void) rethrows {
    if count > limit { try emit(drain()) }
  }

  /// The bytes written so far, copied out, the buffer then emptied (containers stay open): a
  /// document handed on in pieces, so that the whole is never in memory.
  mutating func drain() -> Data {
    let piece = Data(bytes: base, count: count)
    count = 0
    return piece
  }

  /// The bytes written, with the final newline of a whole document, handed over without a
  /// copy.
  consuming func data(finished: Bool = true) -> Data {
    if finished { byte(0x0A) }
    let buffer = base
    let length = count
    // The data now owns the buffer.
    base = .allocate(capacity: 1)
    return Data(
      bytesNoCopy: buffer, count: length,
      deallocator: .custom { pointer, _ in
        pointer.deallocate()
      })
  }

  // MARK: Containers

  mutating func beginObject() { open(0x7B) }
  mutating func endObject() { close(0x7D) }
  mutating func beginArray() { open(0x5B) }
  mutating func endArray() { close(0x5D) }

  /// `"key": ` on a line of its own; the value follows. One reservation for the comma, the
  /// line break, the indentation and the key: most of the output is keys.
  mutating func key(_ name: StaticString) {
    let length = name.utf8CodeUnitCount
    reserve(length + 6 + 2 * depth)
    if hasMember & (1 << depth) != 0 {
      base[count] = 0x2C
      count += 1
    } else {
      hasMember |= 1 << depth
    }
    base[count] = 0x0A
    (base + count + 1).initialize(repeating: 0x20, count: 2 * depth)
    count += 1 + 2 * depth
    base[count] = 0x22
    (base + count + 1).update(from: name.utf8Start, count: length)
    count += 1 + length
    base[count] = 0x22
    base[count + 1] = 0x3A
    base[count + 2] = 0x20
    count += 3
  }

  /// A key that is not known in advance (a role or a kind); callers still sort them.
  mutating func key(named name: String) {
    nextMember()
    string(name)
    append(StaticString(": "))
  }

  /// Before an array element.
  mutating func element() { nextMember() }

  /// A value another writer laid out from depth 0 (the navigation graph's), indented to sit
  /// here.
  mutating func raw(_ text: String) {
    var first = true
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if !first { newline() }
      first = false
      var line = line
      line.withUTF8 { append($0.baseAddress!, $0.count) }
    }
  }

  // MARK: Values

  mutating func string(_ text: String) {
    let written: Void? = text.utf8.withContiguousStorageIfAvailable { utf8 in
      quoted(utf8.baseAddress!, utf8.count)
    }
    if written == nil {
      var copy = text
      copy.withUTF8 { quoted($0.baseAddress!, $0.count) }
    }
  }

  /// The bytes in quotes, escaped: runs that need no escape are copied whole, found eight
  /// bytes at a time.
  private mutating func quoted(_ text: UnsafePointer<UInt8>, _ length: Int) {
    reserve(length + 2)
    base[count] = 0x22
    count += 1
    var start = 0
    var index = 0
    while index < length {
      if index + 8 <= length
        && !Self.needsEscape(UnsafeRawPointer(text + index).loadUnaligned(as: UInt64.self))
      {
        index += 8
        continue
      }
      let unit = text[index]
      if unit < 0x20 || unit == 0x22 || unit == 0x5C {
        append(text + start, index - start)
        escape(unit)
        start = index + 1
      }
      index += 1
    }
    append(text + start, length - start)
    byte(0x22)
  }

  /// Whether any of eight bytes is a control character, `"` or `\` (bit tricks: a byte's high
  /// bit is set in `x - 0x01…` and clear in `x` only where `x` was zero, or below the subtrahend).
  @inline(__always)
  private static func needsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- ones &* 0x20) & ~word
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    return (control | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & highs != 0
  }

  mutating func integer(_ value: Int) {
    if value < 0 { byte(0x2D) }
    var magnitude = value.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      byte(UInt8(0x30 + magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    }
  }

  /// Three decimals, rounded half away from zero, as `Format.fixed` writes them; nil is `null`.
  mutating func ratio(_ value: Double?) {
    guard let value else {
      append(StaticString("null"))
      return
    }
    let scaled = Int((abs(value) * 1000).rounded())
    if value < 0 && scaled != 0 { byte(0x2D) }
    integer(scaled / 1000)
    byte(0x2E)
    let fraction = scaled % 1000
    byte(UInt8(0x30 + fraction / 100))
    byte(UInt8(0x30 + fraction / 10 % 10))
    byte(UInt8(0x30 + fraction % 10))
  }

  mutating func bool(_ value: Bool) { append(value ? StaticString("true") : StaticString("false")) }

  mutating func null() { append(StaticString("null")) }

  mutating func strings(_ values: [String]) {
    beginArray()
    for value in values {
      element()
      string(value)
    }
    endArray()
  }

  // MARK: Layout

  private mutating func open(_ bracket: UInt8) {
    precondition(depth < 63, "JSON nested too deep")
    byte(bracket)
    depth += 1
    hasMember &= ~(1 << depth)
  }

  private mutating func close(_ bracket: UInt8) {
    let hadMember = hasMember & (1 << depth) != 0
    depth -= 1
    // `{}` and `[]` stay on the opening line.
    if hadMember { newline() }
    byte(bracket)
  }

  private mutating func nextMember() {
    if hasMember & (1 << depth) != 0 { byte(0x2C) } else { hasMember |= 1 << depth }
    newline()
  }

  private mutating func newline() {
    reserve(1 + 2 * depth)
    base[count] = 0x0A
    (base + count + 1).initialize(repeating: 0x20, count: 2 * depth)
    count += 1 + 2 * depth
  }

  private mutating func escape(_ unit: UInt8) {
    switch unit {
    case 0x22: append(StaticString("\\\""))
    case 0x5C: append(StaticString("\\\\"))
    case 0x0A: append(StaticString("\\n"))
    case 0x0D: append(StaticString("\\r"))
    case 0x09: append(StaticString("\\t"))
    default:
      let hex: StaticString = "0123456789abcdef"
      append(StaticString("\\u00"))
      byte(hex.utf8Start[Int(unit >> 4)])
      byte(hex.utf8Start[Int(unit & 0xF)])
    }
  }

  // MARK: Bytes

  @inline(__always)
  private mutating func byte(_ value: UInt8) {
    reserve(1)
    base[count] = value
    count += 1
  }

  @inline(__always)
  private mutating func append(_ text: StaticString) {
    append(text.utf8Start, text.utf8CodeUnitCount)
  }

  @inline(__always)
  private mutating func append(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
    reserve(length)
    (base + count).update(from: bytes, count: length)
    count += length
  }

  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    var grown = capacity + capacity / 2
    while grown < count + extra { grown += grown / 2 }
    // Large blocks are moved by remapping pages, not by copying them.
    base = realloc(base, grown)!.assumingMemoryBound(to: UInt8.self)
    capacity = grown
  }
}
