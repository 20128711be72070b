/// The byte-level scanner behind `Tokenizer`. It walks UTF-8 bytes through an unsafe pointer,
/// appends `Token`s, counts code lines as it goes and records diagnostics instead of stopping:
/// every step advances at least one byte, so any input ends.
struct Lexer {
  let base: UnsafePointer<UInt8>
  let count: Int
  let keepComments: Bool
  var pos = 0
  var line: Int32 = 1
  var tokens: [Token]
  var symbols: SymbolTable
  var diagnostics: DiagnosticList
  /// Open string literals whose interpolation we are inside, innermost last.
  var contexts: [StringContext] = []
  var codeLines = 0
  var lastCodeLine: Int32 = 0
  /// The last token that was not a comment: decides whether `/` may start a regex literal.
  var lastKind: TokenKind = .semicolon
  var lastSymbol: Int32 = -1
  var lastEnd = 0

  init(
    base: UnsafePointer<UInt8>, count: Int, keepComments: Bool, tokens: [Token],
    symbols: SymbolTable, diagnosticLimit: Int = .max
  ) {
    diagnostics = DiagnosticList(limit: diagnosticLimit)
    self.base = base
    self.count = count
    self.keepComments = keepComments
    self.tokens = tokens
    self.symbols = symbols
  }

  mutating func run() {
    if count >= 2 && base[0] == 0x23 && base[1] == 0x21 {  // "#!" shebang
      lineComment(kind: .lineComment)
    }
    while pos < count {
      let byte = base[pos]
      switch byte {
      case 0x20, 0x09, 0x0D, 0x0B, 0x0C: pos += 1
      case 0x0A: newline()
      case 0x41...0x5A, 0x61...0x7A, 0x5F:
        let start = pos
        pos += 1
        identifier(from: start)
      case 0x30...0x39: number()
      case 0x22: stringLiteral(from: pos, hashes: 0)  // "
      case 0x23: pound()  // #
      case 0x2F: slash()  // /
      case 0x28: leftParen()
      case 0x29: rightParen()
      case 0x5B: single(.leftBracket)
      case 0x5D: single(.rightBracket)
      case 0x7B: single(.leftBrace)
      case 0x7D: single(.rightBrace)
      case 0x2C: single(.comma)
      case 0x3A: single(.colon)
      case 0x3B: single(.semicolon)
      case 0x2E: period()
      case 0x40: attribute()  // @
      case 0x24: dollar()  // $
      case 0x60: backtick()  // `
      case 0x5C: single(.backslash)
      case 0x3C:  // <
        if pos + 1 < count && base[pos + 1] == 0x23 && editorPlaceholder() { break }
        operatorToken(from: pos, firstLength: 1, dotted: false)
      case 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
        operatorToken(from: pos, firstLength: 1, dotted: false)
      case 0x80...0xFF: unicode()
      default: stray()
      }
    }
    finish()
  }

  // MARK: Emitting

  @inline(__always)
  mutating func emit(_ kind: TokenKind, from start: Int, line startLine: Int32, symbol: Int32 = -1)
  {
    tokens.append(
      Token(
        kind: kind, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: pos),
        line: startLine, symbol: symbol))
    markCode(startLine)
    lastKind = kind
    lastSymbol = symbol
    lastEnd = pos
  }

  @inline(__always)
  mutating func emitComment(_ kind: TokenKind, from start: Int, line startLine: Int32) {
    guard keepComments else { return }
    tokens.append(
      Token(
        kind: kind, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: pos),
        line: startLine, symbol: -1))
  }

  /// A line holds code once any non-comment token touches it.
  @inline(__always)
  mutating func markCode(_ codeLine: Int32) {
    if codeLine > lastCodeLine {
      codeLines += 1
      lastCodeLine = codeLine
    }
  }

  @inline(__always)
  mutating func single(_ kind: TokenKind) {
    let start = pos
    pos += 1
    emit(kind, from: start, line: line)
  }

  mutating func report(
    _ message: @autoclosure () -> String, at offset: Int, line reportLine: Int32
  ) {
    diagnostics.add(
      offset: Int32(truncatingIfNeeded: offset), line: reportLine, message: message())
  }

  // MARK: Layout

  mutating func newline() {
    pos += 1
    line += 1
    // A single-line string cannot continue past the end of its line, even inside `\( )`.
    while let top = contexts.last, !top.multiline {
      report(
        "unterminated string interpolation", at: Int(top.interpolationOffset),
        line: top.interpolationLine)
      contexts.removeLast()
    }
  }

  mutating func leftParen() {
    single(.leftParen)
    if !contexts.isEmpty { contexts[contexts.count - 1].depth += 1 }
  }

  mutating func rightParen() {
    if let top = contexts.last {
      if top.depth == 0 {
        // The `)` that closes an interpolation starts the next piece of the string.
        let start = pos
        let startLine = line
        pos += 1
        stringBody(segmentStart: start, segmentLine: startLine)
        return
      }
      contexts[contexts.count - 1].depth -= 1
    }
    single(.rightParen)
  }

  mutating func finish() {
    while let top = contexts.popLast() {
      report(
        "unterminated string interpolation", at: Int(top.interpolationOffset),
        line: top.interpolationLine)
    }
  }

  mutating func stray() {
    let byte = base[pos]
    report(
      "unexpected character "
        + (byte >= 0x20 && byte < 0x7F
          ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(Self.hex(byte))"),
      at: pos, line: line)
    let start = pos
    pos += 1
    emit(.unknown, from: start, line: line)
  }

  static func hex(_ byte: UInt8) -> String {
    let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
  }
}

/// An open string literal: how it ends, and how deep we are in the parentheses of its current
/// interpolation.
struct StringContext {
  var hashes: Int
  var multiline: Bool
  var depth: Int32 = 0
  var openOffset: Int32
  var openLine: Int32
  var interpolationOffset: Int32 = 0
  var interpolationLine: Int32 = 0
}

/// A problem found while scanning, located by byte offset and line.
struct LexDiagnostic: Equatable {
  var offset: Int32
  var line: Int32
  var message: String
}
