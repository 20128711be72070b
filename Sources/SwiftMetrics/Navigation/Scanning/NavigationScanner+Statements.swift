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
        // The outermost block of a body ends last, so its brace is what stays.
        if function >= 0 { facts.functions[Int(function)].endLine = tokens[index].line }
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

  private mutating func keywordStatement(_ function: Int32, _ token: Token) {
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
      let cases = conditions(function)
      if isKind(index, .leftBrace) {
        // `if case .detail = route { … }`: the body is that case's arm.
        let first = Int32(facts.nodes.count)
        block(function)
        for (name, subject) in cases {
          facts.arms.append(
            CaseArm(
              function: function, subject: subject, name: name, firstNode: first,
              endNode: Int32(facts.nodes.count), isCondition: true))
        }
      }
      guard isKeyword(index, .else) else { return }
      index += 1
      if isKind(index, .leftBrace) {
        block(function)
        return
      }
    }
  }

  /// `let x = v, case .a(let y) = w, expression, …` up to the body's `{` (or `else`); the case
  /// patterns' names (`a`) with the node of what they match.
  @discardableResult
  mutating func conditions(_ function: Int32) -> [(name: Int32, subject: Int32)] {
    var cases: [(name: Int32, subject: Int32)] = []
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
        var name = CaseArm.anyCase
        while index < tokens.count && !isOperator(index, 0x3D) && !isKind(index, .leftBrace)
          && !isKind(index, .comma) && !isKind(index, .rightBrace)
        {
          if isKind(index, .period) && isKind(index + 1, .identifier) {
            name = tokens[index + 1].symbol
          }
          if isKind(index, .leftParen) { skipBalanced() } else { index += 1 }
        }
        if isOperator(index, 0x3D) {
          index += 1
          let value = expression(function, trailingClosures: false)
          if value >= 0 {
            addStatement(StatementFact(kind: .expression, function: function, value: value))
            cases.append((name, value))
          }
        }
      } else {
        let value = expression(function, trailingClosures: false)
        if value >= 0 {
          addStatement(StatementFact(kind: .expression, function: function, value: value))
        }
      }
      guard isKind(index, .comma) else { return cases }
      index += 1
    }
    return cases
  }

  /// `for (a, b) in sequence where condition { … }`: the names are bound to the sequence.
  mutating func forStatement(_ function: Int32) {
    index += 1
    var names: [Int32] = []
    let limit = min(tokens.count, index + 64)
    while index < limit && !isKeyword(index, .in) && !isKind(index, .leftBrace) {
      if tokens[index].kind == .identifier && !isUnderscore(index)
        && tokens[index].symbol != Keyword.await.rawValue
      {
        names.append(tokens[index].symbol)
      }
      index += 1
    }
    guard isKeyword(index, .in) else { return }
    index += 1
    let sequence = expression(function, trailingClosures: false)
    for name in names {
      addStatement(StatementFact(kind: .bind, function: function, name: name, value: sequence))
    }
    if sequence >= 0 && names.isEmpty {
      addStatement(StatementFact(kind: .expression, function: function, value: sequence))
    }
    if isKeyword(index, .where) {
      index += 1
      let condition = expression(function, trailingClosures: false)
      if condition >= 0 {
        addStatement(StatementFact(kind: .expression, function: function, value: condition))
      }
    }
    if isKind(index, .leftBrace) { block(function) }
  }

  /// `switch subject { case pattern: statements … default: … }`. A pattern's `as Type` casts
  /// the subject (`case let detail as DetailViewController:`), and binds its name.
  mutating func switchStatement(_ function: Int32) {
    index += 1
    let subject = expression(function, trailingClosures: false)
    if subject >= 0 {
      addStatement(StatementFact(kind: .expression, function: function, value: subject))
    }
    guard isKind(index, .leftBrace) else { return }
    index += 1
    guard depth < Self.depthLimit else {
      skipRestOfBlock()
      return
    }
    depth += 1
    defer { depth -= 1 }
    // The arm being read: its case names and its first node.
    var open: (names: [Int32], first: Int32)?
    func close(_ arm: (names: [Int32], first: Int32)?, _ facts: inout NavigationFacts) {
      guard let arm, subject >= 0 else { return }
      let end = Int32(facts.nodes.count)
      for name in arm.names {
        facts.arms.append(
          CaseArm(
            function: function, subject: subject, name: name, firstNode: arm.first, endNode: end))
      }
    }
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .rightBrace {
        close(open, &facts)
        index += 1
        return
      }
      if isKeyword(index, .case) || isKeyword(index, .default) {
        close(open, &facts)
        let names = casePattern(function, subject: subject)
        open = (names, Int32(facts.nodes.count))
        continue
      }
      let before = index
      statement(function)
      if index == before { index += 1 }
    }
  }

  /// From `case`/`default` past the pattern's `:`; the case names the patterns match (see
  /// `CaseArm`).
  private mutating func casePattern(_ function: Int32, subject: Int32) -> [Int32] {
    if isKeyword(index, .default) {
      index += 1
      if isKind(index, .colon) { index += 1 }
      return [CaseArm.defaultArm]
    }
    index += 1
    var pendingName: Int32 = -1
    var level = 0
    var names: [Int32] = []
    // The pattern's case: the name after its last `.` outside parentheses (`.detail(let id)`,
    // `Route.detail`, `let .detail(id)`), until a `where` clause.
    var caseName = CaseArm.anyCase
    var inWhere = false
    func endPattern() {
      names.append(caseName)
      caseName = CaseArm.anyCase
      inWhere = false
    }
    while index < tokens.count {
      let token = tokens[index]
      if level == 0 && token.kind == .colon {
        endPattern()
        index += 1
        return names
      }
      if token.kind == .leftBrace || token.kind == .rightBrace {
        endPattern()
        return names
      }
      if level == 0 && token.kind == .comma {
        endPattern()
      } else if level == 0 && !inWhere {
        if token.kind == .period && isKind(index + 1, .identifier) {
          caseName = tokens[index + 1].symbol
        } else if token.kind == .keyword && token.symbol == Keyword.where.rawValue {
          inWhere = true
        }
      }
      switch token.kind {
      case .leftParen, .leftBracket: level += 1
      case .rightParen, .rightBracket: level = max(0, level - 1)
      case .keyword
      where token.symbol == Keyword.let.rawValue || token.symbol == Keyword.var.rawValue:
        if isKind(index + 1, .identifier) { pendingName = tokens[index + 1].symbol }
      case .keyword where token.symbol == Keyword.as.rawValue && subject >= 0:
        index += 1
        let type = typeName()
        let cast = addNode(.cast, line: token.line, symbol: type)
        facts.nodes[Int(cast)].child = subject
        if pendingName >= 0 {
          addStatement(
            StatementFact(kind: .bind, function: function, name: pendingName, value: cast))
        } else {
          addStatement(StatementFact(kind: .expression, function: function, value: cast))
        }
        pendingName = -1
        continue
      default: break
      }
      index += 1
    }
    endPattern()
    return names
  }

  /// An expression, or an assignment `target = value`.
  mutating func expressionStatement(_ function: Int32) {
    let start = index
    let target = expression(function, trailingClosures: true)
    if target >= 0 && isAssignment(index) {
      let isPlain = isOperator(index, 0x3D)
      index += 1
      if isPlain, let text = simpleLiteral(at: index), nameOfTarget(target) >= 0 {
        facts.literals.append(
          LiteralAssignment(function: function, name: nameOfTarget(target), text: text))
      }
      let value = expression(function, trailingClosures: true)
      addStatement(StatementFact(kind: .assign, function: function, target: target, value: value))
    } else if target >= 0 {
      addStatement(StatementFact(kind: .expression, function: function, value: target))
    }
    if index == start { index += 1 }
  }

  /// The assigned property of `name = …` or `self.name = …`, else -1.
  func nameOfTarget(_ target: Int32) -> Int32 {
    let node = facts.nodes[Int(target)]
    if node.kind == .name { return node.symbol }
    if node.kind == .member && node.child >= 0 && facts.nodes[Int(node.child)].kind == .selfValue {
      return node.symbol
    }
    return -1
  }

  /// The text of a one-piece string literal that ends its statement (`"Login"`), else nil.
  func simpleLiteral(at position: Int) -> String? {
    guard position < tokens.count, tokens[position].kind == .stringSegment,
      position + 1 >= tokens.count || startsNewStatement(position + 1)
        || tokens[position + 1].kind == .semicolon || tokens[position + 1].kind == .rightBrace
    else { return nil }
    let token = tokens[position]
    let start = Int(token.start)
    let end = Int(token.end)
    guard end - start >= 2, bytes[start] == 0x22, bytes[end - 1] == 0x22,
      !(end - start >= 6 && bytes[start + 1] == 0x22 && bytes[start + 2] == 0x22)
    else { return nil }
    var text: [UInt8] = []
    for offset in (start + 1)..<(end - 1) {
      if bytes[offset] == 0x5C { return nil }  // escapes: not a plain name
      text.append(bytes[offset])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
