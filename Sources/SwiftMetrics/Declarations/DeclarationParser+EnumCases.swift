/// Enum cases: each element of `case a, b(Int), c` is a member.
extension DeclarationParser {
  /// `case a, b(Int), c` in an enum body counts one member per element.
  mutating func enumCases(_ caseToken: Token) {
    let member = memberOwner
    guard member >= 0, result.declarations[Int(member)].kind == .enum else { return }
    var elements: Int32 = 1
    var depth = 0
    var cursor = index + 1
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.line != caseToken.line && depth == 0 { break }
      switch token.kind {
      case .leftParen, .leftBracket: depth += 1
      case .rightParen, .rightBracket: depth -= 1
      case .comma where depth == 0: elements += 1
      case .semicolon, .leftBrace, .rightBrace, .keyword: cursor = tokens.count
      default: break
      }
      cursor += 1
    }
    result.declarations[Int(member)].members += elements
  }
}
