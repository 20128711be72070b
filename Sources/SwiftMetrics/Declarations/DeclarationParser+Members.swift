/// What members reveal: enum case counts, the types a stored property holds, navigation calls.
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

  /// `var name: Type` or `let name = Type(…)` directly in a type body: the type's names are
  /// what the type holds.
  mutating func storedProperty() {
    let member = memberOwner
    guard member >= 0 else { return }
    var cursor = index + 1
    guard cursor < tokens.count, tokens[cursor].kind == .identifier else { return }
    cursor += 1
    if cursor < tokens.count && tokens[cursor].kind == .colon {
      cursor = annotation(from: cursor + 1, owner: member)
    }
    if cursor + 2 < tokens.count && isOperator(tokens[cursor], 0x3D)
      && tokens[cursor + 1].kind == .identifier && tokens[cursor + 2].kind == .leftParen
    {
      result.heldTypes.append(Reference(owner: member, symbol: tokens[cursor + 1].symbol))
    }
  }

  /// Reads a type annotation, recording its names; returns the index after it.
  mutating func annotation(from start: Int, owner member: Int32) -> Int {
    var depth = 0
    var expectName = true
    var cursor = start
    var lastName = -1
    while cursor < tokens.count {
      let token = tokens[cursor]
      switch token.kind {
      case .identifier:
        if !expectName && depth == 0 { return cursor }
        if token.symbol != Keyword.any.rawValue && token.symbol != Keyword.some.rawValue {
          var qualification = Reference.Qualification.none
          if cursor > start && tokens[cursor - 1].kind == .period {
            qualification = lastName == cursor - 2 ? .byPrevious : .unrecorded
          }
          result.heldTypes.append(
            Reference(
              owner: member, symbol: token.symbol, line: token.line,
              qualification: qualification))
          lastName = cursor
          expectName = false
        }
      case .period:
        expectName = true
      case .leftParen, .leftBracket:
        depth += 1
        expectName = true
      case .rightParen, .rightBracket:
        if depth == 0 { return cursor }
        depth -= 1
        expectName = false
      case .comma, .colon:
        if depth == 0 { return cursor }
        expectName = true
      case .operator:
        if depth == 0 && isOperator(token, 0x3D) { return cursor }
        let change = angleChange(token)
        depth += change
        if depth < 0 { return cursor }
        if change > 0 || bytes[Int(token.start)] == 0x26 || bytes[Int(token.start)] == 0x2D {
          expectName = true  // `<`, `&`, `->`
        }
      case .keyword:
        if token.symbol != Keyword.Any.rawValue && token.symbol != Keyword.Self.rawValue {
          return cursor
        }
        expectName = false
      default:
        return cursor
      }
      cursor += 1
    }
    return cursor
  }

  /// `pushViewController(`, `present(`, … called; `rootViewController =` or
  /// `viewControllers =` assigned. Declarations of such names are not calls.
  mutating func navigationCall(_ token: Token) {
    if index > 0 {
      let previous = tokens[index - 1]
      if previous.kind == .keyword
        && (previous.symbol == Keyword.func.rawValue || previous.symbol == Keyword.var.rawValue
          || previous.symbol == Keyword.let.rawValue)
      {
        return
      }
    }
    guard index + 1 < tokens.count else { return }
    let next = tokens[index + 1]
    let isCall: Bool
    switch token.symbol {
    case Keyword.rootViewController.rawValue, Keyword.viewControllers.rawValue:
      isCall = isOperator(next, 0x3D)
    default:
      isCall = next.kind == .leftParen
    }
    if isCall { result.navigationCalls.append(Reference(owner: owner, symbol: token.symbol)) }
  }
}
