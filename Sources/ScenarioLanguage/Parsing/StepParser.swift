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
    case "swipe-down":
      command = try cancelled(&reader, after: "swipe-down") ? .swipeDownCancelled : .swipeDown
    case "expire-session": command = .expireSession
    case "back": command = try cancelled(&reader, after: "back") ? .backCancelled : .back
    case "tap": command = .tap(try reader.elementID(after: "tap"))
    case "double-tap": command = .doubleTap(try reader.elementID(after: "double-tap"))
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

  /// The optional `cancelled` after a gesture (`back`, `swipe-down`): true when written.
  private func cancelled(_ reader: inout LineReader, after gesture: String) throws(LineError)
    -> Bool
  {
    guard let word = reader.peek else { return false }
    if word.kind == .word, word.text == "cancelled" {
      _ = try reader.word(expected: "'cancelled'", after: gesture)
      return true
    }
    if word.kind == .word, Suggestion.nearest(to: word.text, in: ["cancelled"]) != nil {
      throw Keyword.unknownSubcommand(word, of: gesture, among: ["cancelled"])
    }
    throw LineError(column: word.column, "unexpected \(word.quotedForMessage) after '\(gesture)'")
  }
}
