/// `for` loops, `switch` statements and their case patterns, expression statements.
extension NavigationScanner {
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
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .rightBrace {
        index += 1
        return
      }
      if isKeyword(index, .case) || isKeyword(index, .default) {
        casePattern(function, subject: subject)
        continue
      }
      let before = index
      statement(function)
      if index == before { index += 1 }
    }
  }

  /// From `case`/`default` past the pattern's `:`.
  mutating func casePattern(_ function: Int32, subject: Int32) {
    index += 1
    var pendingName: Int32 = -1
    var level = 0
    while index < tokens.count {
      let token = tokens[index]
      if level == 0 && token.kind == .colon {
        index += 1
        return
      }
      if token.kind == .leftBrace || token.kind == .rightBrace { return }
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
