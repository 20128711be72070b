/// String literals: `"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, escapes and
/// interpolation. An interpolation leaves the string's context on `contexts` and returns to the
/// main loop, which comes back here at the `)` that closes it.
extension Lexer {
  /// `pos` is at the opening quote; `start` is where the literal (its `#`s included) begins.
  mutating func stringLiteral(from start: Int, hashes: Int) {
    let multiline = pos + 2 < count && base[pos + 1] == 0x22 && base[pos + 2] == 0x22
    let openLine = line
    pos += multiline ? 3 : 1
    if multiline { requireLineBreakAfterOpening(start: start) }
    markCode(openLine)
    contexts.append(
      StringContext(
        hashes: hashes, multiline: multiline, openOffset: Int32(truncatingIfNeeded: start),
        openLine: openLine))
    stringBody(segmentStart: start, segmentLine: openLine)
  }

  /// Swift requires the content of a multi-line string to start on the next line.
  private mutating func requireLineBreakAfterOpening(start: Int) {
    var next = pos
    while next < count && (base[next] == 0x20 || base[next] == 0x09 || base[next] == 0x0D) {
      next += 1
    }
    if next < count && base[next] != 0x0A {
      report(
        "multi-line string literal content must begin on a new line", at: start, line: line)
    }
  }

  /// Scans string content until the closing delimiter, an interpolation, or an error.
  mutating func stringBody(segmentStart: Int, segmentLine: Int32) {
    let context = contexts[contexts.count - 1]
    let hashes = context.hashes
    let multiline = context.multiline
    while pos < count {
      let byte = base[pos]
      if byte == 0x5C {  // backslash
        var next = pos + 1
        var found = 0
        while found < hashes && next < count && base[next] == 0x23 {
          found += 1
          next += 1
        }
        if found < hashes {  // in a raw string, a backslash without its `#`s is content
          pos += 1
          continue
        }
        if next < count && base[next] == 0x28 {  // interpolation
          contexts[contexts.count - 1].depth = 0
          contexts[contexts.count - 1].interpolationOffset = Int32(truncatingIfNeeded: pos)
          contexts[contexts.count - 1].interpolationLine = line
          pos = next + 1
          emit(.stringSegment, from: segmentStart, line: segmentLine)
          return
        }
        escape(at: next, multiline: multiline)
        continue
      }
      if byte == 0x22 {  // quote
        if multiline {
          if pos + 2 < count && base[pos + 1] == 0x22 && base[pos + 2] == 0x22
            && hashesFollow(pos + 3, hashes)
          {
            pos += 3 + hashes
            closeString(segmentStart: segmentStart, segmentLine: segmentLine)
            return
          }
        } else if hashesFollow(pos + 1, hashes) {
          pos += 1 + hashes
          closeString(segmentStart: segmentStart, segmentLine: segmentLine)
          return
        }
        pos += 1
        continue
      }
      if byte == 0x0A {
        if !multiline {
          report("unterminated string literal", at: Int(context.openOffset), line: context.openLine)
          emit(.stringSegment, from: segmentStart, line: segmentLine)
          contexts.removeLast()
          return
        }
        pos += 1
        line += 1
        markCode(line)
        continue
      }
      if byte >= 0x80 {
        skipNonASCII()
        continue
      }
      pos += 1
    }
    report("unterminated string literal", at: Int(context.openOffset), line: context.openLine)
    emit(.stringSegment, from: segmentStart, line: segmentLine)
    contexts.removeLast()
  }

  @inline(__always)
  private func hashesFollow(_ offset: Int, _ hashes: Int) -> Bool {
    guard offset + hashes <= count else { return false }
    for index in 0..<hashes where base[offset + index] != 0x23 { return false }
    return true
  }

  private mutating func closeString(segmentStart: Int, segmentLine: Int32) {
    emit(.stringSegment, from: segmentStart, line: segmentLine)
    contexts.removeLast()
  }

  /// `next` is the byte after the backslash and its `#`s.
  private mutating func escape(at next: Int, multiline: Bool) {
    let backslash = pos
    pos = next
    guard next < count else { return }
    switch base[next] {
    case 0x30, 0x5C, 0x74, 0x6E, 0x72, 0x22, 0x27:  // \0 \\ \t \n \r \" \'
      pos += 1
    case 0x75:  // \u{…}
      pos += 1
      unicodeEscape(backslash: backslash)
    case 0x0A, 0x20, 0x09, 0x0D:
      // In a multi-line string, a backslash before the line break joins the lines; the break
      // itself is handled by the caller.
      if !multiline { report("invalid escape sequence", at: backslash, line: line) }
    default:
      report("invalid escape sequence", at: backslash, line: line)
    }
  }

  private mutating func unicodeEscape(backslash: Int) {
    guard pos < count && base[pos] == 0x7B else {
      report("invalid unicode escape: expected '{'", at: backslash, line: line)
      return
    }
    var next = pos + 1
    var digitCount = 0
    while next < count && Self.isHexDigit(base[next]) && digitCount < 8 {
      next += 1
      digitCount += 1
    }
    if next < count && base[next] == 0x7D && digitCount > 0 {
      pos = next + 1
    } else {
      report("invalid unicode escape", at: backslash, line: line)
      pos = next
    }
  }
}
