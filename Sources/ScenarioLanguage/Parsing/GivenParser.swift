/// Builds the precondition of a `given` line.
struct GivenParser {
  let checker: VocabularyChecker

  init(vocabulary: ScenarioVocabulary) {
    checker = VocabularyChecker(vocabulary: vocabulary)
  }

  /// `tokens` begins with `given`.
  func given(from tokens: [Token]) throws(LineError) -> Given {
    var reader = LineReader(tokens, consumed: 1)
    let expected = "'onboarded' or 'logged-in EMAIL'"
    let kind = try reader.word(expected: expected, after: "given")
    let given: Given
    switch kind.text {
    case "onboarded":
      given = .onboarded
    case "logged-in":
      let email = try reader.wordOrString(expected: "an email", after: "given logged-in")
      if let problem = checker.emailProblem(email.text) {
        throw LineError(column: email.column, problem)
      }
      given = .loggedIn(email.text)
    default:
      throw Keyword.unknownSubcommand(kind, of: "given", among: Keyword.preconditions)
    }
    try reader.expectEnd(after: given.displayText)
    return given
  }
}

extension Given {
  /// The kind of precondition, of which a scenario has at most one each.
  var kindName: String {
    switch self {
    case .onboarded: return "onboarded"
    case .loggedIn: return "logged-in"
    }
  }
}
