/// Reads a `scenario "Title" @tag …` line.
enum HeaderParser {
  struct Header {
    let title: String
    let titleColumn: Int
    let tags: [String]
  }

  /// `tokens` begins with `scenario`.
  static func header(from tokens: [Token]) throws(LineError) -> Header {
    var reader = LineReader(tokens, consumed: 1)
    let title = try reader.string(expected: "a title in double quotes", after: "scenario")
    if title.text.allSatisfy(\.isWhitespace) {
      throw LineError(column: title.column, "the scenario title is empty")
    }
    var tags: [String] = []
    for token in tokens.dropFirst(2) {
      let tag = try self.tag(token)
      if tags.contains(tag) { throw LineError(column: token.column, "duplicate tag '@\(tag)'") }
      tags.append(tag)
    }
    return Header(title: title.text, titleColumn: title.column, tags: tags)
  }

  /// The title of a header that failed to parse, when there is one, to name the scenario by.
  static func recoveredTitle(from tokens: [Token]) -> String {
    tokens.count > 1 && tokens[1].kind == .string ? tokens[1].text : ""
  }

  private static func tag(_ token: Token) throws(LineError) -> String {
    guard token.kind == .word, token.text.hasPrefix("@") else {
      throw LineError(
        column: token.column,
        "expected a tag (@name) after the title, found \(token.quotedForMessage)")
    }
    let name = String(token.text.dropFirst())
    guard !name.isEmpty else {
      throw LineError(column: token.column + 1, "expected a tag name after '@'")
    }
    if let offset = Identifier.firstInvalidOffset(in: name) {
      throw LineError(
        column: token.column + 1 + offset,
        "invalid character '\(Array(name)[offset])' in tag '\(token.text)'; tags use letters, "
          + "digits and '-'")
    }
    return name
  }
}
