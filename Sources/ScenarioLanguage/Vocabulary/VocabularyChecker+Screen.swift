extension VocabularyChecker {
  /// The screen of `expect screen NAME[(ID)]`, from its one word.
  func screen(from token: Token) throws(LineError) -> (name: String, id: Int?) {
    let characters = Array(token.text)
    let open = characters.firstIndex(of: "(")
    let name = String(characters[..<(open ?? characters.count)])
    guard !name.isEmpty else {
      throw LineError(
        column: token.column,
        "expected a screen name after 'expect screen', found \(token.quotedForMessage)")
    }
    if let problem = screenProblem(name, in: .step) {
      throw LineError(column: token.column, problem)
    }
    guard let open else { return (name, nil) }
    guard vocabulary.takesID(name) else {
      throw LineError(column: token.column + open, takesNoIDMessage(name))
    }
    let closed = characters.last == ")" && characters.count - 1 > open
    let inner = String(characters[(open + 1)..<(closed ? characters.count - 1 : characters.count)])
    let innerColumn = token.column + open + 1
    if inner.isEmpty {
      throw LineError(column: innerColumn, "expected the id of '\(name)' after '('")
    }
    guard inner.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw LineError(column: innerColumn, badIDMessage(name, found: inner))
    }
    guard closed else {
      throw LineError(column: token.endColumn, "expected ')' after the id of '\(name)'")
    }
    guard let id = Int(inner) else {
      throw LineError(column: innerColumn, "the id \(inner) of '\(name)' is too large")
    }
    return (name, id)
  }
}
