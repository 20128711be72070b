/// Expressions as trees of postfix chains (`a.b(c)[d]`), joined by operators into groups.
/// Literals, operators and types are dropped: what is kept is what may hold or reach a screen.
extension NavigationScanner {
  /// Operands joined by binary operators (and the ternary `? :`), up to the first token that
  /// cannot continue the expression. Trailing closures are not read when `trailingClosures`
  /// is false: in `if x {` and `for a in b {` the `{` is the body.
  mutating func expression(_ function: Int32, trailingClosures: Bool) -> Int32 {
    guard depth < Self.depthLimit else {
      skipExpression()
      return -1
    }
    depth += 1
    defer { depth -= 1 }
    var first: Int32 = -1
    var last: Int32 = -1
    var operands = 0
    var ternaries = 0
    var line: Int32 = 0
    while index < tokens.count {
      let start = index
      let operand = droppingLiteral(
        postfixExpression(function, trailingClosures: trailingClosures))
      if operand >= 0 {
        if first < 0 {
          first = operand
          line = facts.nodes[Int(operand)].line
        } else {
          facts.nodes[Int(last)].next = operand
        }
        last = operand
        operands += 1
      }
      guard index < tokens.count else { break }
      let token = tokens[index]
      if token.kind == .operator && !isAssignment(index) && !isArrow(index) {
        if isOperator(index, 0x3F) && !touchesPrevious(index) { ternaries += 1 }
        index += 1
        continue
      }
      if token.kind == .colon && ternaries > 0 {
        ternaries -= 1
        index += 1
        continue
      }
      if isKeyword(index, .is) {
        index += 1
        _ = typeName()
        continue
      }
      if index == start { break }
      break
    }
    if operands <= 1 { return first }
    let group = addNode(.group, line: line)
    facts.nodes[Int(group)].child = first
    return group
  }

  /// Past an expression too deeply nested to read: to its `,`, closing bracket or statement end.
  mutating func skipExpression() {
    let start = index
    var level = 0
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace: level += 1
      case .rightParen, .rightBracket, .rightBrace:
        if level == 0 { return }
        level -= 1
      case .comma where level == 0: return
      default:
        if level == 0 && index > start && startsNewStatement(index) { return }
      }
      index += 1
    }
  }

  /// A primary expression and its postfixes: members, calls, subscripts, trailing closures,
  /// optional marks and casts.
  mutating func postfixExpression(_ function: Int32, trailingClosures: Bool) -> Int32 {
    var node = primary(function, trailingClosures: trailingClosures)
    guard node >= 0 else { return -1 }
    /// The last argument of `node` when it is a call, for appending trailing closures.
    var lastArgument: Int32 = -1
    loop: while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .period:
        guard index + 1 < tokens.count else { break loop }
        let member = tokens[index + 1]
        if member.kind == .keyword && member.symbol == Keyword.`self`.rawValue {
          let base = facts.nodes[Int(node)]
          node =
            base.kind == .name || base.kind == .member
            ? addNode(.metatype, line: member.line, symbol: base.symbol)
            : node
          index += 2
        } else if member.kind == .identifier || member.kind == .keyword {
          let access = addNode(.member, line: member.line, symbol: member.symbol)
          facts.nodes[Int(access)].child = node
          node = access
          index += 2
        } else if member.kind == .number {
          let access = addNode(.member, line: member.line)
          facts.nodes[Int(access)].child = node
          node = access
          index += 2
        } else {
          break loop
        }
        lastArgument = -1
      case .operator:
        if isOptionalMarks(index) && touchesPrevious(index) {
          index += 1
          continue
        }
        // `Type<Argument>(…)`: generic arguments of a name.
        if touchesPrevious(index) && angleChange(index) > 0
          && facts.nodes[Int(node)].kind == .name, let after = genericArgumentsEnd(from: index),
          isKind(after, .leftParen) || isKind(after, .period)
        {
          index = after
          continue
        }
        break loop
      case .leftParen where onSameLine(index):
        let call = addNode(.call, line: facts.nodes[Int(node)].line)
        facts.nodes[Int(call)].child = node
        facts.calls.append(CallFact(node: call, function: function))
        lastArgument = arguments(function, callee: node)
        node = call
      case .leftBracket where onSameLine(index):
        let subscripted = addNode(.subscripted, line: token.line)
        facts.nodes[Int(subscripted)].child = node
        index += 1
        var tail = node
        while index < tokens.count && !isKind(index, .rightBracket) {
          let before = index
          if isKind(index, .identifier) && isKind(index + 1, .colon) { index += 2 }
          let value = expression(function, trailingClosures: true)
          if value >= 0 {
            facts.nodes[Int(tail)].next = value
            tail = value
          }
          if isKind(index, .comma) { index += 1 }
          if index == before || isKind(index, .rightBrace) || isKind(index, .rightParen) { break }
        }
        if isKind(index, .rightBracket) { index += 1 }
        node = subscripted
        lastArgument = -1
      case .leftBrace where trailingClosures && onSameLine(index):
        var call = node
        if facts.nodes[Int(node)].kind != .call {
          call = addNode(.call, line: facts.nodes[Int(node)].line)
          facts.nodes[Int(call)].child = node
          facts.calls.append(CallFact(node: call, function: function))
          lastArgument = node
        } else if lastArgument < 0 {
          lastArgument = lastChild(of: call)
        }
        var label = ExpressionNode.trailingClosure
        while isKind(index, .leftBrace) {
          let closure = closureLiteral(function)
          let argument = addNode(.argument, line: token.line, symbol: label)
          facts.nodes[Int(argument)].child = closure
          facts.nodes[Int(lastArgument)].next = argument
          lastArgument = argument
          // `} label: {`: another trailing closure.
          guard index + 2 < tokens.count,
            tokens[index].kind == .identifier || tokens[index].kind == .keyword,
            tokens[index + 1].kind == .colon, tokens[index + 2].kind == .leftBrace
          else { break }
          label = tokens[index].symbol
          index += 2
        }
        node = call
      case .keyword
      where token.symbol == Keyword.as.rawValue || token.symbol == Keyword.is.rawValue:
        // `x is T` is kept as a cast too: `segue.destination is DetailViewController` names a
        // segue's destination as surely as `as?` does.
        index += 1
        if isOptionalMarks(index) && touchesPrevious(index) { index += 1 }
        let type = typeName()
        let cast = addNode(.cast, line: token.line, symbol: type)
        facts.nodes[Int(cast)].child = node
        node = cast
        lastArgument = -1
      default:
        break loop
      }
    }
    return node
  }

  /// The last child of a node.
  func lastChild(of node: Int32) -> Int32 {
    var child = facts.nodes[Int(node)].child
    while child >= 0 && facts.nodes[Int(child)].next >= 0 { child = facts.nodes[Int(child)].next }
    return child
  }

  /// The position after `<…>` at `start` when it holds only type-like tokens (a generic
  /// argument list), else nil.
  func genericArgumentsEnd(from start: Int) -> Int? {
    var level = 0
    var cursor = start
    let end = min(tokens.count, start + 32)
    while cursor < end {
      let token = tokens[cursor]
      switch token.kind {
      case .operator:
        level += angleChange(cursor)
        if level <= 0 { return cursor + 1 }
      case .identifier, .comma, .period, .leftBracket, .rightBracket, .colon: break
      case .keyword where token.symbol == Keyword.Any.rawValue: break
      default: return nil
      }
      cursor += 1
    }
    return nil
  }

  /// `( label: value, … )` at the `(`; each argument is an `argument` node after `callee`.
  /// Returns the last argument (or the callee when there is none).
  mutating func arguments(_ function: Int32, callee: Int32) -> Int32 {
    index += 1
    var tail = callee
    while index < tokens.count {
      if isKind(index, .rightParen) {
        index += 1
        return tail
      }
      if isKind(index, .rightBrace) { return tail }
      let before = index
      var label: Int32 = -1
      if index + 1 < tokens.count
        && (tokens[index].kind == .identifier || tokens[index].kind == .keyword)
        && tokens[index + 1].kind == .colon
      {
        label = tokens[index].symbol
        index += 2
      }
      let line = index < tokens.count ? tokens[index].line : 0
      let value = droppingLiteral(expression(function, trailingClosures: true))
      let argument = addNode(.argument, line: line, symbol: label)
      facts.nodes[Int(argument)].child = value
      facts.nodes[Int(tail)].next = argument
      tail = argument
      if isKind(index, .comma) {
        index += 1
        continue
      }
      if isKind(index, .rightParen) {
        index += 1
        return tail
      }
      // Something unexpected (an operator passed as a function, malformed input): on to the
      // next `,` or `)` of this call, never past the enclosing `}`.
      var level = 0
      while index < tokens.count {
        let token = tokens[index]
        if level == 0
          && (token.kind == .comma || token.kind == .rightParen || token.kind == .rightBrace)
        {
          break
        }
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace: level += 1
        case .rightParen, .rightBracket, .rightBrace: level -= 1
        default: break
        }
        index += 1
      }
      if isKind(index, .comma) { index += 1 }
      if index == before { index += 1 }
    }
    return tail
  }
}
