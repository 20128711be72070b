/// The command words of the language, and the messages about a word that is not one.
enum Keyword {
  /// The modifier before a step that acts while the previous step still animates.
  static let midTransition = "mid-transition"
  /// Words that begin a step (the modifier included).
  static let stepWords = [
    "launch", "relaunch", "tap", "double-tap", "type", "back", "swipe-down", "tab", "open",
    "expire-session", "expect", midTransition,
  ]
  /// Every word that may begin a line.
  static let lineWords = ["scenario", "end", "given"] + stepWords
  /// Every command as written, multi-word ones whole, for "did you mean".
  static let spellings = [
    "scenario", "end", "given onboarded", "given logged-in", "launch", "relaunch", "tap",
    "double-tap", "type",
    "back", "back cancelled", "swipe-down", "swipe-down cancelled", "mid-transition", "tab", "open",
    "expire-session", "expect screen",
    "expect hierarchy", "expect text", "expect no-leaks",
  ]
  static let expectations = ["screen", "hierarchy", "text", "no-leaks"]
  static let preconditions = ["onboarded", "logged-in"]

  /// The error for a first word that is not a command.
  static func unknownCommand(_ token: Token) -> LineError {
    let word = token.text
    if lineWords.contains(word.lowercased()) {
      return LineError(
        column: token.column,
        "keyword '\(word)' must be lower case; did you mean '\(word.lowercased())'?")
    }
    if word.hasPrefix("@") {
      return LineError(
        column: token.column, "tag '\(word)' must be on the 'scenario' line, after the title")
    }
    if let suggestion = Suggestion.nearest(to: word, in: spellings) {
      return LineError(
        column: token.column, "unknown command '\(word)'; did you mean '\(suggestion)'?")
    }
    return LineError(column: token.column, "unknown command '\(word)'")
  }

  /// The error for the word after `expect` or `given` (or `back`) that is none of `words`.
  static func unknownSubcommand(_ token: Token, of command: String, among words: [String])
    -> LineError
  {
    let word = token.text
    if words.contains(word.lowercased()) {
      return LineError(
        column: token.column,
        "keyword '\(word)' must be lower case; did you mean '\(word.lowercased())'?")
    }
    if let suggestion = Suggestion.nearest(to: word, in: words) {
      return LineError(
        column: token.column,
        "unknown command '\(command) \(word)'; did you mean '\(command) \(suggestion)'?")
    }
    let expected = ScriptText.alternatives(words.map { "'\($0)'" })
    return LineError(
      column: token.column,
      "unknown command '\(command) \(word)'; expected \(expected) after '\(command)'")
  }

  /// The line word a broken line most likely meant, so that the structure survives it: the
  /// word itself in lower case, else the first word of the nearest command.
  static func intended(by token: Token) -> String? {
    guard token.kind == .word else { return nil }
    let word = token.text.lowercased()
    if lineWords.contains(word) { return word }
    return Suggestion.nearest(to: word, in: spellings).map {
      String($0.prefix { $0 != " " })
    }
  }
}
