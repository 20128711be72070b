extension StepParser {
  /// `expect screen`, `expect hierarchy`, `expect text` and `expect no-leaks`.
  func expectation(_ reader: inout LineReader) throws(LineError) -> Command {
    let expected = ScriptText.alternatives(Keyword.expectations.map { "'\($0)'" })
    let kind = try reader.word(expected: expected, after: "expect")
    switch kind.text {
    case "screen":
      let token = try reader.word(expected: "a screen name", after: "expect screen")
      let screen = try checker.screen(from: token)
      if let extra = reader.peek, extra.kind == .word, extra.text.hasPrefix("(") {
        throw LineError(
          column: extra.column,
          "unexpected '\(extra.text)'; write the id right after the name, as in "
            + "'\(screen.name)\(extra.text)'")
      }
      return .expectScreen(screen.name, id: screen.id)
    case "hierarchy":
      let token = try reader.string(
        expected: "the hierarchy in double quotes", after: "expect hierarchy")
      let notationChecker = HierarchyNotationChecker(vocabulary: checker.vocabulary)
      if let problem = notationChecker.problem(in: token.text) {
        let isBlank = token.text.allSatisfy(\.isWhitespace)
        let column = isBlank ? token.column : token.column(ofCharacterAt: problem.offset)
        throw LineError(column: column, problem.message)
      }
      return .expectHierarchy(token.text)
    case "text":
      let id = try reader.elementID(after: "expect text")
      let text = try reader.string(
        expected: "the text in double quotes", after: "expect text \(id)")
      return .expectText(id, text.text)
    case "no-leaks":
      return .expectNoLeaks
    default:
      throw Keyword.unknownSubcommand(kind, of: "expect", among: Keyword.expectations)
    }
  }
}
