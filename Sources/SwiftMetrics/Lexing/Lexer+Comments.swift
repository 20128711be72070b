/// `/`: a comment, a regex literal or an operator; and `#/…/#` regex literals.
extension Lexer {
  mutating func slash() {
    if pos + 1 < count {
      if base[pos + 1] == 0x2F {
        let doc =
          pos + 2 < count && base[pos + 2] == 0x2F
          && !(pos + 3 < count && base[pos + 3] == 0x2F)
        lineComment(kind: doc ? .docLineComment : .lineComment)
        return
      }
      if base[pos + 1] == 0x2A {
        blockComment()
        return
      }
    }
    if regexMayStart && bareRegex() { return }
    operatorToken(from: pos, firstLength: 1, dotted: false)
  }

  mutating func lineComment(kind: TokenKind) {
    let start = pos
    while pos < count {
      let byte = base[pos]
      if byte == 0x0A { break }
      if byte >= 0x80 { skipNonASCII() } else { pos += 1 }
    }
    emitComment(kind, from: start, line: line)
  }

  /// Block comments nest: `/* a /* b */ c */` is one comment.
  mutating func blockComment() {
    let start = pos
    let startLine = line
    let doc =
      pos + 2 < count && base[pos + 2] == 0x2A && !(pos + 3 < count && base[pos + 3] == 0x2F)
    pos += 2
    var depth = 1
    while pos < count {
      let byte = base[pos]
      if byte == 0x2A && pos + 1 < count && base[pos + 1] == 0x2F {
        pos += 2
        depth -= 1
        if depth == 0 {
          emitComment(doc ? .docBlockComment : .blockComment, from: start, line: startLine)
          return
        }
      } else if byte == 0x2F && pos + 1 < count && base[pos + 1] == 0x2A {
        pos += 2
        depth += 1
      } else if byte == 0x0A {
        pos += 1
        line += 1
      } else if byte >= 0x80 {
        skipNonASCII()
      } else {
        pos += 1
      }
    }
    report("unterminated block comment", at: start, line: startLine)
    emitComment(doc ? .docBlockComment : .blockComment, from: start, line: startLine)
  }

  /// A regex literal can only start where an expression can: not right after a value.
  var regexMayStart: Bool {
    switch lastKind {
    case .identifier, .dollarIdentifier, .number, .regex, .rightParen, .rightBracket,
      .rightBrace:
      return false
    case .stringSegment:
      return base[lastEnd - 1] == 0x28  // inside `\(`: an expression starts here
    case .keyword:
      switch lastSymbol {
      case Keyword.`self`.rawValue, Keyword.`Self`.rawValue, Keyword.super.rawValue,
        Keyword.true.rawValue, Keyword.false.rawValue, Keyword.nil.rawValue:
        return false
      default:
        return true
      }
    default:
      return true
    }
  }

  /// `/…/` on one line, not starting or ending with a space (SE-0354); otherwise `/` is an
  /// operator and nothing is consumed.
  mutating func bareRegex() -> Bool {
    var next = pos + 1
    guard next < count else { return false }
    switch base[next] {
    case 0x20, 0x09, 0x0A, 0x0D: return false
    default: break
    }
    while next < count {
      let byte = base[next]
      if byte == 0x0A || byte == 0x0D { return false }
      if byte == 0x5C {
        next += next + 1 < count && base[next + 1] != 0x0A ? 2 : 1
        continue
      }
      if byte == 0x2F {
        if base[next - 1] == 0x20 || base[next - 1] == 0x09 { return false }
        let start = pos
        pos = next + 1
        emit(.regex, from: start, line: line)
        return true
      }
      next += 1
    }
    return false
  }

  /// `#/…/#` with any number of `#`; multi-line when the opening is followed by a line break.
  /// `pos` is at the `/`.
  mutating func extendedRegex(from start: Int, hashes: Int) {
    let startLine = line
    markCode(startLine)
    var next = pos + 1
    while next < count && (base[next] == 0x20 || base[next] == 0x09 || base[next] == 0x0D) {
      next += 1
    }
    let multiline = next < count && base[next] == 0x0A
    pos += 1
    while pos < count {
      let byte = base[pos]
      if byte == 0x0A {
        if !multiline { break }
        pos += 1
        line += 1
        markCode(line)
        continue
      }
      if byte == 0x5C {
        pos += pos + 1 < count && base[pos + 1] != 0x0A ? 2 : 1
        continue
      }
      if byte == 0x2F && closesWithHashes(pos + 1, hashes) {
        pos += 1 + hashes
        emit(.regex, from: start, line: startLine)
        return
      }
      if byte >= 0x80 { skipNonASCII() } else { pos += 1 }
    }
    report("unterminated regex literal", at: start, line: startLine)
    emit(.regex, from: start, line: startLine)
  }

  private func closesWithHashes(_ offset: Int, _ hashes: Int) -> Bool {
    guard offset + hashes <= count else { return false }
    for index in 0..<hashes where base[offset + index] != 0x23 { return false }
    return true
  }
}
