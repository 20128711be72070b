/// Non-ASCII input: UTF-8 validation, and Swift's split of Unicode characters into operator
/// characters and identifier characters.
extension Lexer {
  /// Decodes one scalar at `offset`; nil when the bytes are not valid UTF-8.
  @inline(__always)
  func decode(at offset: Int) -> (length: Int, scalar: UInt32)? {
    let lead = base[offset]
    if lead < 0x80 { return (1, UInt32(lead)) }
    let length: Int
    var scalar: UInt32
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF:
      length = 2
      scalar = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      scalar = UInt32(lead & 0x0F)
      if lead == 0xE0 { low = 0xA0 }  // overlong
      if lead == 0xED { high = 0x9F }  // surrogates
    case 0xF0...0xF4:
      length = 4
      scalar = UInt32(lead & 0x07)
      if lead == 0xF0 { low = 0x90 }
      if lead == 0xF4 { high = 0x8F }
    default:
      return nil
    }
    guard offset + length <= count else { return nil }
    for index in 1..<length {
      let byte = base[offset + index]
      if index == 1 {
        guard byte >= low && byte <= high else { return nil }
      } else {
        guard byte >= 0x80 && byte <= 0xBF else { return nil }
      }
      scalar = (scalar << 6) | UInt32(byte & 0x3F)
    }
    return (length, scalar)
  }

  /// Swift's operator-head ranges (The Swift Programming Language, Lexical Structure).
  static func isOperatorScalar(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
      0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
      0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
      0x3008...0x3020, 0x3030:
      return true
    default:
      return false
    }
  }

  /// Characters that continue an operator but cannot start one (combining marks and the like).
  static func isOperatorContinuationScalar(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
      0xE0100...0xE01EF:
      return true
    default:
      return isOperatorScalar(scalar)
    }
  }

  static func isSpaceScalar(_ scalar: UInt32) -> Bool {
    scalar == 0xFEFF || scalar == 0x2028 || scalar == 0x2029 || scalar == 0x85
  }

  /// Length of a valid non-operator scalar at `offset` (part of a name), else nil.
  @inline(__always)
  func identifierScalarLength(at offset: Int) -> Int? {
    guard let (length, scalar) = decode(at: offset),
      !Self.isOperatorScalar(scalar), !Self.isSpaceScalar(scalar), scalar > 0xA0
    else { return nil }
    return length
  }

  @inline(__always)
  func operatorScalarLength(at offset: Int) -> Int? {
    guard let (length, scalar) = decode(at: offset), Self.isOperatorContinuationScalar(scalar)
    else { return nil }
    return length
  }

  /// A non-ASCII byte where a token may start.
  mutating func unicode() {
    guard let (length, scalar) = decode(at: pos) else {
      invalidUTF8()
      return
    }
    if Self.isOperatorScalar(scalar) {
      operatorToken(from: pos, firstLength: length, dotted: false)
    } else if Self.isSpaceScalar(scalar) || scalar <= 0xA0 {
      pos += length  // a byte-order mark, a line separator, a no-break space: layout only
    } else {
      let start = pos
      pos += length
      identifier(from: start)
    }
  }

  mutating func invalidUTF8() {
    let byte = base[pos]
    report("invalid UTF-8 byte 0x\(Self.hex(byte))", at: pos, line: line)
    pos += 1
  }

  /// Inside strings and comments: steps over one scalar, reporting bytes that are not UTF-8.
  @inline(__always)
  mutating func skipNonASCII() {
    if let (length, _) = decode(at: pos) {
      pos += length
    } else {
      invalidUTF8()
    }
  }
}
