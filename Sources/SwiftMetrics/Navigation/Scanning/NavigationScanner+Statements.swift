/// Statements inside bodies: bindings, assignments, returns, control flow, local declarations.
extension NavigationScanner {
  /// A `{ … }` body of `function`, at its `{`.
  mutating func block(_ function: Int32) {
    index += 1
    guard depth < Self.depthLimit else {
      skipRestOfBlock()
      return
    }
    depth += 1
    defer { depth -= 1 }
    while index < tokens.count {
      if tokens[index].kind == .rightBrace {
        index += 1
        return
      }
      let before = index
      statement(function)
      if index == before { index += 1 }
    }
  }

  mutating func statement(_ function: Int32) {
    let token = tokens[index]
    switch token.kind {
    case .semicolon, .directive:
      index += 1
    case .rightBrace:
      return
    case .attribute:
      skipAttribute()
    case .keyword:
      keywordStatement(function, token)
    case .identifier:
      if token.symbol == Keyword.actor.rawValue && isKind(index + 1, .identifier)
        && typeDeclaration(.actor)
      {
        return
      }
      if Self.isModifier(token.symbol)
        && (isKeyword(index + 1, .var) || isKeyword(index + 1, .let)
          || isKeyword(index + 1, .func) || isKind(index + 1, .identifier))
      {
        index += 1
        return
      }
      expressionStatement(function)
    default:
      expressionStatement(function)
    }
  }

  mutating func keywordStatement(_ function: Int32, _ token: Token) {
    switch token.symbol {
    case Keyword.let.rawValue, Keyword.var.rawValue:
      localBinding(function)
    case Keyword.if.rawValue:
      ifStatement(function)
    case Keyword.guard.rawValue:
      index += 1
      conditions(function)
      if isKeyword(index, .else) { index += 1 }
      if isKind(index, .leftBrace) { block(function) }
    case Keyword.while.rawValue:
      index += 1
      conditions(function)
      if isKind(index, .leftBrace) { block(function) }
    case Keyword.for.rawValue:
      forStatement(function)
    case Keyword.switch.rawValue:
      switchStatement(function)
    case Keyword.return.rawValue:
      index += 1
      guard index < tokens.count, onSameLine(index), tokens[index].kind != .rightBrace,
        tokens[index].kind != .semicolon, !isKeyword(index, .case), !isKeyword(index, .default)
      else { return }
      let value = expression(function, trailingClosures: true)
      if value >= 0 {
        addStatement(StatementFact(kind: .returnValue, function: function, value: value))
      }
    case Keyword.throw.rawValue:
      index += 1
      expressionStatement(function)
    case Keyword.defer.rawValue:
      index += 1
      if isKind(index, .leftBrace) { block(function) }
    case Keyword.do.rawValue:
      index += 1
      if isKind(index, .leftBrace) { block(function) }
      while isKeyword(index, .catch) {
        index += 1
        while index < tokens.count && !isKind(index, .leftBrace) && !isKind(index, .rightBrace) {
          index += 1
        }
        if isKind(index, .leftBrace) { block(function) }
      }
    case Keyword.repeat.rawValue:
      index += 1
      if isKind(index, .leftBrace) { block(function) }
      if isKeyword(index, .while) {
        index += 1
        expressionStatement(function)
      }
    case Keyword.break.rawValue, Keyword.continue.rawValue, Keyword.fallthrough.rawValue:
      index += 1
      if isKind(index, .identifier) && onSameLine(index) { index += 1 }
    case Keyword.func.rawValue, Keyword.`init`.rawValue, Keyword.deinit.rawValue,
      Keyword.subscript.rawValue:
      if token.symbol == Keyword.`init`.rawValue && !isKind(index + 1, .leftParen)
        && !isOptionalMarks(index + 1)
      {
        expressionStatement(function)
      } else {
        functionDeclaration(
          owner: facts.functions[Int(function)].owner, parent: function, isStatic: false)
      }
    case Keyword.class.rawValue:
      if !typeDeclaration(.class) { index += 1 }
    case Keyword.struct.rawValue:
      if !typeDeclaration(.struct) { index += 1 }
    case Keyword.enum.rawValue:
      if !typeDeclaration(.enum) { index += 1 }
    case Keyword.protocol.rawValue:
      if !typeDeclaration(.protocol) { index += 1 }
    case Keyword.extension.rawValue:
      if !typeDeclaration(.extension) { index += 1 }
    case Keyword.typealias.rawValue, Keyword.import.rawValue, Keyword.operator.rawValue,
      Keyword.precedencegroup.rawValue, Keyword.associatedtype.rawValue:
      skipLine()
    case Keyword.`self`.rawValue, Keyword.super.rawValue, Keyword.Self.rawValue,
      Keyword.try.rawValue, Keyword.nil.rawValue, Keyword.true.rawValue, Keyword.false.rawValue,
      Keyword.Any.rawValue:
      expressionStatement(function)
    default:
      index += 1
    }
  }

  /// `let name: Type = value, other = value`, `let (a, b) = value`.
  mutating func localBinding(_ function: Int32) {
    index += 1
    while index < tokens.count {
      var single: Int32 = -1
      var names: [Int32] = []
      if tokens[index].kind == .identifier {
        if !isUnderscore(index) { single = tokens[index].symbol }
        index += 1
      } else if tokens[index].kind == .leftParen {
        names = patternNames()
      } else {
        return
      }
      var type: Int32 = -1
      if isKind(index, .colon) {
        index += 1
        type = typeName()
      }
      var value: Int32 = -1
      if isOperator(index, 0x3D) {
        index += 1
        value = expression(function, trailingClosures: true)
      } else if isKind(index, .leftBrace) {
        skipBalanced()  // a local computed variable or observers
      }
      if single >= 0 {
        addStatement(
          StatementFact(kind: .bind, function: function, name: single, type: type, value: value))
      }
      for name in names {
        addStatement(
          StatementFact(kind: .bind, function: function, name: name, type: type, value: value))
      }
      guard isKind(index, .comma) else { return }
      index += 1
    }
  }

  /// The names a parenthesised pattern binds (`(index, item)`), at its `(`.
  mutating func patternNames() -> [Int32] {
    var names: [Int32] = []
    var level = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .leftParen: level += 1
      case .rightParen: level -= 1
      case .identifier where !isUnderscore(index) && !isKind(index + 1, .colon):
        names.append(token.symbol)
      case .leftBrace, .rightBrace, .semicolon: return names
      default: break
      }
      index += 1
      if level <= 0 { return names }
    }
    return names
  }

  mutating func ifStatement(_ function: Int32) {
    var branches = 0
    while isKeyword(index, .if) && branches < Self.depthLimit {
      branches += 1
      index += 1
      conditions(function)
      if isKind(index, .leftBrace) { block(function) }
      guard isKeyword(index, .else) else { return }
      index += 1
      if isKind(index, .leftBrace) {
        block(function)
        return
      }
    }
  }

  /// `let x = v, case .a(let y) = w, expression, …` up to the body's `{` (or `else`).
  mutating func conditions(_ function: Int32) {
    while index < tokens.count {
      if isKeyword(index, .let) || isKeyword(index, .var) {
        index += 1
        var single: Int32 = -1
        var names: [Int32] = []
        if isKind(index, .identifier) {
          single = tokens[index].symbol
          index += 1
        } else if isKeyword(index, .`self`) {
          index += 1  // `guard let self`: `self` goes on meaning the instance
        } else if isKind(index, .leftParen) {
          names = patternNames()
        }
        var type: Int32 = -1
        if isKind(index, .colon) {
          index += 1
          type = typeName()
        }
        // `if let x {` binds nothing new: the name goes on meaning what it meant.
        if isOperator(index, 0x3D) {
          index += 1
          let value = expression(function, trailingClosures: false)
          if single >= 0 {
            addStatement(
              StatementFact(kind: .bind, function: function, name: single, type: type, value: value)
            )
          }
          for name in names {
            addStatement(
              StatementFact(kind: .bind, function: function, name: name, type: type, value: value))
          }
        }
      } else if isKeyword(index, .case) {
        index += 1
        while index < tokens.count && !isOperator(index, 0x3D) && !isKind(index, .leftBrace)
          && !isKind(index, .comma) && !isKind(index, .rightBrace)
        {
          if isKind(index, .leftParen) { skipBalanced() } else { index += 1 }
        }
        if isOperator(index, 0x3D) {
          index += 1
          let value = expression(function, trailingClosures: false)
          if value >= 0 {
            addStatement(StatementFact(kind: .expression, function: function, value: value))
          }
        }
      } else {
        let value = expression(function, trailingClosures: false)
        if value >= 0 {
          addStatement(StatementFact(kind: .expression, function: function, value: value))
        }
      }
      guard isKind(index, .comma) else { return }
      index += 1
    }
  }
}
