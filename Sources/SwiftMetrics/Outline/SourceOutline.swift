/// One file as the analyser reads it, for tools that work on its code rather than measure it
/// (mutation testing): the tokens without comments, each bracket's partner, and the types and
/// extensions the declaration parser found, with the tokens of their bodies' braces. Tools build
/// on this instead of reading Swift a second way.
public struct SourceOutline: Sendable {
  /// A type or extension declaration.
  public struct TypeBody: Sendable, Equatable {
    public let kind: DeclarationKind
    /// The simple name; for an extension, the last component of the extended name.
    public let name: String
    public let line: Int
    /// Indices in `tokens` of the body's `{` and `}`; -1 when there is no body.
    public let open: Int
    public let close: Int
  }

  /// UTF-8 bytes of the file.
  public let bytes: [UInt8]
  /// Comments left out.
  public let tokens: [Token]
  /// The comments, in source order (a tool's markers live there).
  public let comments: [Token]
  /// For each `(`, `[`, `{` the index of its closing partner and back; -1 for every other token
  /// and for an unmatched bracket.
  public let partner: [Int]
  public let types: [TypeBody]
  private let symbols: SymbolTable

  public init(text: String) {
    var symbols = SymbolTable()
    let tokenized = Tokenizer.tokenize(text, symbols: &symbols, keepComments: true)
    let bytes = Array(text.utf8)
    let tokens = tokenized.tokens.filter { !$0.kind.isComment }
    self.comments = tokenized.tokens.filter(\.kind.isComment)
    self.bytes = bytes
    self.tokens = tokens
    self.partner = Self.partners(tokens)
    let declarations = tokens.withUnsafeBufferPointer { tokenBuffer in
      bytes.withUnsafeBufferPointer { byteBuffer in
        DeclarationParser.parse(tokens: tokenBuffer, bytes: byteBuffer).declarations
      }
    }
    var lineStarts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
    var types: [TypeBody] = []
    for declaration in declarations where declaration.kind != .typealias {
      let line = Int(declaration.line)
      let offset = lineStarts[min(line - 1, lineStarts.count - 1)] + Int(declaration.column) - 1
      guard let nameToken = tokens.firstIndex(where: { Int($0.start) == offset }) else { continue }
      var open = -1
      var cursor = nameToken + 1
      while cursor < tokens.count {
        let kind = tokens[cursor].kind
        if kind == .leftBrace {
          open = cursor
          break
        }
        if kind == .rightBrace || kind == .semicolon { break }
        // Generic arguments and attributes in parentheses are skipped whole.
        if (kind == .leftParen || kind == .leftBracket) && partner[cursor] > cursor {
          cursor = partner[cursor]
        }
        cursor += 1
      }
      types.append(
        TypeBody(
          kind: declaration.kind, name: symbols.name(declaration.name), line: line, open: open,
          close: open >= 0 ? partner[open] : -1))
    }
    self.types = types
    self.symbols = symbols
  }

  /// The source text of a token.
  public func text(_ index: Int) -> String {
    text(from: Int(tokens[index].start), to: Int(tokens[index].end))
  }

  /// The source text between two byte offsets.
  public func text(from start: Int, to end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The 1-based line of a token's last byte (a multi-line string literal ends lines below
  /// where it starts).
  public func lastLine(of index: Int) -> Int {
    let token = tokens[index]
    var line = Int(token.line)
    for offset in Int(token.start)..<Int(token.end) where bytes[offset] == 0x0A { line += 1 }
    return line
  }

  /// The code lines of the tokens `range` spans: the lines that carry a token or a part of
  /// one (comments are no tokens; blank lines carry none).
  public func codeLines(_ range: ClosedRange<Int>) -> Int {
    var count = 0
    var counted = 0
    for index in range {
      let first = max(Int(tokens[index].line), counted + 1)
      let last = lastLine(of: index)
      if last >= first {
        count += last - first + 1
        counted = last
      }
    }
    return count
  }

  /// Whether the token at `index` is the name or word `word`.
  public func isWord(_ index: Int, _ word: String) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].symbol >= 0 else { return false }
    return symbols.name(tokens[index].symbol) == word
  }

  private static func partners(_ tokens: [Token]) -> [Int] {
    var partner = [Int](repeating: -1, count: tokens.count)
    var open: [Int] = []
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace:
        open.append(index)
      case .rightParen, .rightBracket, .rightBrace:
        guard let last = open.popLast() else { continue }
        partner[last] = index
        partner[index] = last
      default:
        continue
      }
    }
    return partner
  }
}
