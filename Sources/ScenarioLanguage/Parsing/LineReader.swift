/// Reads the arguments of one command from its tokens, with the "expected …" errors.
struct LineReader {
  private let tokens: [Token]
  private var next: Int
  /// Where a missing argument is reported: just past the last token read.
  private var endOfRead: Int

  /// A reader positioned after the first `consumed` tokens (the command's keywords).
  init(_ tokens: [Token], consumed: Int) {
    self.tokens = tokens
    self.next = consumed
    self.endOfRead = tokens[consumed - 1].endColumn
  }

  var isAtEnd: Bool { next >= tokens.count }

  var peek: Token? { isAtEnd ? nil : tokens[next] }

  /// The next token, which must be a bare word.
  mutating func word(expected what: String, after context: String) throws(LineError) -> Token {
    try take(.word, expected: what, after: context)
  }

  /// The next token, which must be a double-quoted string.
  mutating func string(expected what: String, after context: String) throws(LineError) -> Token {
    try take(.string, expected: what, after: context)
  }

  /// The next token, a word or a string.
  mutating func wordOrString(expected what: String, after context: String) throws(LineError)
    -> Token
  {
    guard let token = peek else {
      throw LineError(column: endOfRead, "expected \(what) after '\(context)'")
    }
    return advance(token)
  }

  /// An element id: a word of letters, digits and `-`.
  mutating func elementID(after context: String) throws(LineError) -> String {
    let token = try word(expected: "an element id", after: context)
    if let offset = Identifier.firstInvalidOffset(in: token.text) {
      let character = Array(token.text)[offset]
      throw LineError(
        column: token.column + offset,
        "invalid character '\(character)' in element id '\(token.text)'; ids use letters, "
          + "digits and '-'")
    }
    return token.text
  }

  /// Fails on any token left on the line.
  func expectEnd(after context: String) throws(LineError) {
    guard let extra = peek else { return }
    throw LineError(column: extra.column, "unexpected \(extra.quotedForMessage) after '\(context)'")
  }

  private mutating func take(_ kind: Token.Kind, expected what: String, after context: String)
    throws(LineError) -> Token
  {
    guard let token = peek else {
      throw LineError(column: endOfRead, "expected \(what) after '\(context)'")
    }
    guard token.kind == kind else {
      throw LineError(
        column: token.column,
        "expected \(what) after '\(context)', found \(token.quotedForMessage)")
    }
    return advance(token)
  }

  private mutating func advance(_ token: Token) -> Token {
    next += 1
    endOfRead = token.endColumn
    return token
  }
}
