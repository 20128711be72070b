/// Names, numbers, operators and the `@`, `$`, `` ` ``, `#` prefixes.
extension Lexer {
  @inline(__always)
  static func isIdentifierASCII(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x30...0x39: return true
    default: return false
    }
  }

  @inline(__always)
  static func isOperatorASCII(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
      return true
    default: return false
    }
  }

  /// Scans the rest of a name whose first character ends before `pos`.
  @inline(__always)
  mutating func identifierTail() {
    while pos < count {
      let byte = base[pos]
      if Self.isIdentifierASCII(byte) {
        pos += 1
      } else if byte >= 0x80, let length = identifierScalarLength(at: pos) {
        pos += length
      } else {
        return
      }
    }
  }

  mutating func identifier(from start: Int) {
    identifierTail()
    let symbol = symbols.intern(base + start, pos - start)
    emit(
      symbol < Keyword.reservedCount ? .keyword : .identifier, from: start, line: line,
      symbol: symbol)
  }

  mutating func number() {
    let start = pos
    // After `.`, as in `tuple.0.1`, only an integer: the next `.` is member access.
    let integerOnly = lastKind == .period && lastEnd == pos
    if base[pos] == 0x30, pos + 1 < count,
      base[pos + 1] == 0x78 || base[pos + 1] == 0x6F
        || base[pos + 1] == 0x62
    {
      let hex = base[pos + 1] == 0x78
      pos += 2
      digits(hex: hex)
      if hex && !integerOnly && pos + 1 < count && base[pos] == 0x2E
        && Self.isHexDigit(base[pos + 1])
      {
        pos += 1
        digits(hex: true)
      }
      if hex && pos < count && (base[pos] == 0x70 || base[pos] == 0x50) { exponent() }
    } else {
      digits(hex: false)
      if !integerOnly && pos + 1 < count && base[pos] == 0x2E && Self.isDigit(base[pos + 1]) {
        pos += 1
        digits(hex: false)
      }
      if !integerOnly && pos < count && (base[pos] == 0x65 || base[pos] == 0x45) { exponent() }
    }
    if pos < count && Self.isIdentifierASCII(base[pos]) {
      identifierTail()
      report("malformed number literal", at: start, line: line)
    }
    emit(.number, from: start, line: line)
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
  }

  @inline(__always)
  mutating func digits(hex: Bool) {
    while pos < count {
      let byte = base[pos]
      if Self.isDigit(byte) || byte == 0x5F || (hex && Self.isHexDigit(byte)) {
        pos += 1
      } else {
        return
      }
    }
  }

  /// `e`/`p`, an optional sign and digits — only taken when digits follow.
  mutating func exponent() {
    var next = pos + 1
    if next < count && (base[next] == 0x2B || base[next] == 0x2D) { next += 1 }
    guard next < count && Self.isDigit(base[next]) else { return }
    pos = next
    digits(hex: false)
  }

  /// An operator run. `dotted` operators (`...`, `..<`) may contain dots, others may not; a
  /// comment start (`//`, `/*`) ends the run.
  mutating func operatorToken(from start: Int, firstLength: Int, dotted: Bool) {
    pos = start + firstLength
    scan: while pos < count {
      let byte = base[pos]
      if byte == 0x2F {
        if pos + 1 < count && (base[pos + 1] == 0x2F || base[pos + 1] == 0x2A) { break scan }
        pos += 1
      } else if Self.isOperatorASCII(byte) {
        pos += 1
      } else if byte == 0x2E && dotted {
        pos += 1
      } else if byte >= 0x80, let length = operatorScalarLength(at: pos) {
        pos += length
      } else {
        break scan
      }
    }
    emit(.operator, from: start, line: line)
  }

  /// `.` alone is member access; `..` starts a dotted operator (`...`, `..<`).
  mutating func period() {
    if pos + 1 < count && base[pos + 1] == 0x2E {
      operatorToken(from: pos, firstLength: 1, dotted: true)
    } else {
      single(.period)
    }
  }

  mutating func attribute() {
    let start = pos
    pos += 1
    if pos < count, Self.isIdentifierASCII(base[pos]) && !Self.isDigit(base[pos]) {
      let nameStart = pos
      identifierTail()
      let symbol = symbols.intern(base + nameStart, pos - nameStart)
      emit(.attribute, from: start, line: line, symbol: symbol)
    } else {
      report("expected an attribute name after '@'", at: start, line: line)
      emit(.unknown, from: start, line: line)
    }
  }

  mutating func dollar() {
    let start = pos
    pos += 1
    identifierTail()
    emit(.dollarIdentifier, from: start, line: line)
  }

  mutating func backtick() {
    let start = pos
    var end = pos + 1
    while end < count && base[end] != 0x60 && base[end] != 0x0A { end += 1 }
    if end < count && base[end] == 0x60 && end > start + 1 {
      let symbol = symbols.intern(base + start + 1, end - start - 1)
      pos = end + 1
      emit(.identifier, from: start, line: line, symbol: symbol)
    } else {
      report("unterminated backticked identifier", at: start, line: line)
      pos += 1
      emit(.unknown, from: start, line: line)
    }
  }

  /// `<#name#>`, an Xcode placeholder left in the source: one diagnostic at its `<`, and one
  /// name token, as swiftc reads it. Returns false, consuming nothing, when no `#>` closes it
  /// on the same line within 1,024 bytes (the bound keeps a line of `<#<#<#…` linear).
  mutating func editorPlaceholder() -> Bool {
    var next = pos + 2
    let end = min(count, pos + 1024)
    while next + 1 < end && base[next] != 0x0A {
      if base[next] == 0x23 && base[next + 1] == 0x3E {
        let start = pos
        report("editor placeholder", at: start, line: line)
        pos = next + 2
        let symbol = symbols.intern(base + start, pos - start)
        emit(.identifier, from: start, line: line, symbol: symbol)
        return true
      }
      next += 1
    }
    return false
  }

  /// `#` starts a raw string, an extended regex, a directive or a pound keyword.
  mutating func pound() {
    let start = pos
    var next = pos
    while next < count && base[next] == 0x23 { next += 1 }
    let hashes = next - pos
    if next < count {
      if base[next] == 0x22 {
        pos = next
        stringLiteral(from: start, hashes: hashes)
        return
      }
      if base[next] == 0x2F {
        pos = next
        extendedRegex(from: start, hashes: hashes)
        return
      }
      if hashes == 1 && Self.isIdentifierASCII(base[next]) && !Self.isDigit(base[next]) {
        pos = next
        identifierTail()
        let symbol = symbols.intern(base + next, pos - next)
        directiveOrPoundKeyword(from: start, symbol: symbol)
        return
      }
    }
    report("unexpected '#'", at: start, line: line)
    pos = next
    emit(.unknown, from: start, line: line)
  }

  /// `#if`/`#elseif` take their condition, up to a comment or the end of the line, into the
  /// token: the condition's names are not references.
  mutating func directiveOrPoundKeyword(from start: Int, symbol: Int32) {
    switch symbol {
    case Keyword.if.rawValue, Keyword.elseif.rawValue:
      while pos < count && base[pos] != 0x0A {
        if base[pos] == 0x2F && pos + 1 < count && (base[pos + 1] == 0x2F || base[pos + 1] == 0x2A)
        {
          break
        }
        pos += 1
      }
      emit(.directive, from: start, line: line, symbol: symbol)
    case Keyword.else.rawValue, Keyword.endif.rawValue:
      emit(.directive, from: start, line: line, symbol: symbol)
    default:
      emit(.poundKeyword, from: start, line: line, symbol: symbol)
    }
  }
}
