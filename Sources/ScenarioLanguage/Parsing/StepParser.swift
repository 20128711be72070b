/// Builds the command of a step line, checking its arguments against the vocabulary.
struct StepParser {
  let checker: VocabularyChecker

  init(vocabulary: ScenarioVocabulary) {
    checker = VocabularyChecker(vocabulary: vocabulary)
  }

  /// `tokens` begins with one of `Keyword.stepWords`.
  func command(from tokens: [Token]) throws(LineError) -> Command {
    var reader = LineReader(tokens, consumed: 1)
    let command: Command
    switch tokens[0].text {
    case "launch": command = .launch
    case "relaunch": command = .relaunch
    case "swipe-down": command = .swipeDown
    case "expire-session": command = .expireSession
    case "back": command = try back(&reader)
    case "tap": command = .tap(try reader.elementID(after: "tap"))
    case "type":
      let id = try reader.elementID(after: "type")
      let text = try reader.string(expected: "the text in double quotes", after: "type \(id)")
      command = .type(id, text.text)
    case "tab":
      let tabs = checker.vocabulary.tabs
      let expected = tabs.isEmpty ? "a tab name" : "a tab name (\(ScriptText.alternatives(tabs)))"
      let name = try reader.word(expected: expected, after: "tab")
      if let problem = checker.tabProblem(name.text, in: .step) {
        throw LineError(column: name.column, problem)
      }
      command = .tab(name.text)
    case "open":
      command = .open(try reader.string(expected: "a URL in double quotes", after: "open").text)
    default:
      command = try expectation(&reader)
    }
    try reader.expectEnd(after: command.displayText)
    return command
  }

  private func back(_ reader: inout LineReader) throws(LineError) -> Command {
    guard let word = reader.peek else { return .back }
    if word.kind == .word, word.text == "cancelled" {
      _ = try reader.word(expected: "'cancelled'", after: "back")
      return .backCancelled
    }
    if word.kind == .word, Suggestion.nearest(to: word.text, in: ["cancelled"]) != nil {
      throw Keyword.unknownSubcommand(word, of: "back", among: ["cancelled"])
    }
    throw LineError(column: word.column, "unexpected \(word.quotedForMessage) after 'back'")
  }
}
