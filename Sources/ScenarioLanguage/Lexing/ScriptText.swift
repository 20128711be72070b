/// How values are spelled back into script syntax (for display texts and messages).
enum ScriptText {
  /// `text` in double quotes, with `"` and `\` escaped as the lexer expects them.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      if character == "\"" || character == "\\" { result.append("\\") }
      result.append(character)
    }
    return result + "\""
  }

  /// A bare word when it would lex back as the same single word, else a quoted string.
  static func bareOrQuoted(_ text: String) -> String {
    let needsQuotes =
      text.isEmpty || text.contains { $0.isWhitespace || $0 == "#" || $0 == "\"" || $0 == "\\" }
    return needsQuotes ? quoted(text) : text
  }

  /// `A`, `A or B`, `A, B or C`.
  static func alternatives(_ items: [String], joiner: String = "or") -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " \(joiner) " + last
  }
}
