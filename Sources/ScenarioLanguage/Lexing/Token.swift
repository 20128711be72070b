/// One lexical unit of a script line: a bare word or a double-quoted string.
struct Token: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case word
    case string
  }

  let kind: Kind
  /// A word as written; a string's value with its escapes resolved and without its quotes.
  let text: String
  /// Column of the first character (the opening quote of a string).
  let column: Int
  /// Column just past the last character (past the closing quote of a string).
  let endColumn: Int
  /// For a string, the column of each character of `text`, so that a message about a part of
  /// the value (a screen name inside a hierarchy, say) can point at it.
  let valueColumns: [Int]

  /// Where the character at `offset` of `text` was written; `text.count` gives the closing quote.
  func column(ofCharacterAt offset: Int) -> Int {
    switch kind {
    case .word: return column + offset
    case .string: return offset < valueColumns.count ? valueColumns[offset] : endColumn - 1
    }
  }

  /// The token as it reads in a message: `'word'` or `"string"`.
  var quotedForMessage: String {
    kind == .word ? "'\(text)'" : ScriptText.quoted(text)
  }
}
