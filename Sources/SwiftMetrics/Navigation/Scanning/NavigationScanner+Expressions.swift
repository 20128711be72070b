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
      var labelPosition = -1
      if index + 1 < tokens.count
        && (tokens[index].kind == .identifier || tokens[index].kind == .keyword)
        && tokens[index + 1].kind == .colon
      {
        label = tokens[index].symbol
        labelPosition = index
        index += 2
      }
      let line = index < tokens.count ? tokens[index].line : 0
      let kept = keptStringArgument(labelAt: labelPosition, valueAt: index)
      let value = droppingLiteral(expression(function, trailingClosures: true))
      let argument = addNode(.argument, line: line, symbol: label)
      if let kept { facts.strings.append(StringArgument(argument: argument, text: kept)) }
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

  mutating func primary(_ function: Int32, trailingClosures: Bool) -> Int32 {
    guard index < tokens.count else { return -1 }
    let token = tokens[index]
    switch token.kind {
    case .identifier:
      let symbol = token.symbol
      if symbol == Keyword.await.rawValue || symbol == Keyword.some.rawValue
        || symbol == Keyword.any.rawValue
      {
        index += 1
        return primary(function, trailingClosures: trailingClosures)
      }
      index += 1
      return addNode(.name, line: token.line, symbol: symbol)
    case .keyword:
      switch token.symbol {
      case Keyword.`self`.rawValue, Keyword.Self.rawValue:
        index += 1
        return addNode(.selfValue, line: token.line)
      case Keyword.super.rawValue:
        index += 1
        return addNode(.superValue, line: token.line)
      case Keyword.nil.rawValue, Keyword.true.rawValue, Keyword.false.rawValue:
        index += 1
        return addNode(.literal, line: token.line)
      case Keyword.try.rawValue:
        index += 1
        if isOptionalMarks(index) && touchesPrevious(index) { index += 1 }
        return primary(function, trailingClosures: trailingClosures)
      case Keyword.Any.rawValue, Keyword.`init`.rawValue:
        index += 1
        return addNode(.name, line: token.line, symbol: token.symbol)
      case Keyword.if.rawValue, Keyword.switch.rawValue:
        // An `if` or `switch` expression: its branches are read as statements.
        statement(function)
        return addNode(.literal, line: token.line)
      default:
        return -1
      }
    case .dollarIdentifier, .number, .regex:
      index += 1
      return addNode(.literal, line: token.line)
    case .stringSegment:
      stringLiteral()
      return addNode(.literal, line: token.line)
    case .poundKeyword:
      index += 1
      if isKind(index, .leftParen) && touchesPrevious(index) { skipBalanced() }
      return addNode(.literal, line: token.line)
    case .period:
      guard index + 1 < tokens.count,
        tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword
      else { return -1 }
      index += 2
      return addNode(.implicitMember, line: token.line, symbol: tokens[index - 1].symbol)
    case .leftParen:
      return tuple(function)
    case .leftBracket:
      return arrayLiteral(function)
    case .leftBrace:
      return closureLiteral(function)
    case .backslash:
      index += 1
      while index < tokens.count
        && (tokens[index].kind == .period || tokens[index].kind == .identifier
          || isOptionalMarks(index))
        && touchesPrevious(index)
      {
        index += 1
      }
      return addNode(.literal, line: token.line)
    case .operator:
      // A prefix operator (`!`, `-`, `&`, `...`) or an operator passed as a value.
      index += 1
      if index < tokens.count && touchesPrevious(index) && !startsNewStatement(index) {
        return postfixExpression(function, trailingClosures: trailingClosures)
      }
      return addNode(.literal, line: token.line)
    case .attribute:
      skipAttribute()
      return primary(function, trailingClosures: trailingClosures)
    default:
      return -1
    }
  }

  /// Past a string literal and its interpolations (whose code holds no navigation).
  mutating func stringLiteral() {
    var segment = tokens[index]
    index += 1
    while opensInterpolation(segment) {
      var level = 0
      var continued = false
      while index < tokens.count {
        let token = tokens[index]
        index += 1
        if token.kind == .stringSegment && level == 0 {
          segment = token
          continued = true
          break
        }
        if token.kind == .leftParen { level += 1 }
        if token.kind == .rightParen { level -= 1 }
      }
      if !continued { return }
    }
  }

  /// A piece of a string that ends with `\(` or `\#(`: an interpolation follows.
  func opensInterpolation(_ segment: Token) -> Bool {
    let end = Int(segment.end)
    guard end - Int(segment.start) >= 2, bytes[end - 1] == 0x28 else { return false }
    let before = bytes[end - 2]
    return before == 0x5C || before == 0x23
  }

  /// `(a, label: b)`: a group of its elements, or the element itself.
  mutating func tuple(_ function: Int32) -> Int32 {
    let open = tokens[index]
    index += 1
    var first: Int32 = -1
    var last: Int32 = -1
    var count = 0
    while index < tokens.count && !isKind(index, .rightParen) {
      let before = index
      if index + 1 < tokens.count
        && (tokens[index].kind == .identifier || tokens[index].kind == .keyword)
        && tokens[index + 1].kind == .colon
      {
        index += 2
      }
      let element = expression(function, trailingClosures: true)
      if element >= 0 {
        if first < 0 { first = element } else { facts.nodes[Int(last)].next = element }
        last = element
        count += 1
      }
      if isKind(index, .comma) { index += 1 }
      if index == before || isKind(index, .rightBrace) || isKind(index, .rightBracket) { break }
    }
    if isKind(index, .rightParen) { index += 1 }
    if count == 1 { return first }
    let group = addNode(.group, line: open.line)
    facts.nodes[Int(group)].child = first
    return group
  }

  /// `[a, b]` or `[k: v]`: an array node whose children are the elements in order.
  mutating func arrayLiteral(_ function: Int32) -> Int32 {
    let open = tokens[index]
    index += 1
    let array = addNode(.array, line: open.line)
    var last: Int32 = -1
    while index < tokens.count && !isKind(index, .rightBracket) {
      let before = index
      let element = expression(function, trailingClosures: true)
      if element >= 0 {
        if last < 0 {
          facts.nodes[Int(array)].child = element
        } else {
          facts.nodes[Int(last)].next = element
        }
        last = element
      }
      if isKind(index, .comma) || isKind(index, .colon) { index += 1 }
      if index == before || isKind(index, .rightBrace) || isKind(index, .rightParen) { break }
    }
    if isKind(index, .rightBracket) { index += 1 }
    return array
  }

  /// `{ [capture] (params) -> Result in statements }`: a closure function of its own,
  /// written in `function`.
  mutating func closureLiteral(_ function: Int32) -> Int32 {
    let open = tokens[index]
    index += 1
    let closure = addFunction(
      FunctionFact(
        kind: .closure, owner: facts.functions[Int(function)].owner, name: -1, parent: function,
        line: open.line))
    facts.functions[Int(closure)].firstParameter = Int32(facts.parameters.count)
    var signatureStart = index
    if isKind(index, .leftBracket), let end = captureListEnd(from: index) {
      signatureStart = end
    }
    if let inPosition = signatureIn(from: signatureStart) {
      for position in signatureStart..<inPosition where tokens[position].kind == .identifier {
        let previous = tokens[position - 1].kind
        let next = tokens[position + 1].kind
        let startsName =
          position == signatureStart || previous == .leftParen || previous == .comma
        let endsName =
          next == .comma || next == .rightParen || next == .colon
          || (position + 1 == inPosition)
        if startsName && endsName && !isUnderscore(position) {
          facts.parameters.append(ParameterFact(label: -1, name: tokens[position].symbol, type: -1))
        }
      }
      index = inPosition + 1
    } else if signatureStart != index, isKeyword(signatureStart, .in) {
      index = signatureStart + 1
    }
    facts.functions[Int(closure)].parameterCount =
      Int32(facts.parameters.count) - facts.functions[Int(closure)].firstParameter
    let node = addNode(.closure, line: open.line, symbol: closure)
    guard depth < Self.depthLimit else {
      skipRestOfBlock()
      return node
    }
    depth += 1
    defer { depth -= 1 }
    while index < tokens.count {
      if tokens[index].kind == .rightBrace {
        index += 1
        break
      }
      let before = index
      statement(closure)
      if index == before { index += 1 }
    }
    return node
  }

  /// The position after a closure's capture list `[weak self, x = y]` at `start` when an
  /// `in` or a parameter list follows it, else nil (an array literal starts the body).
  func captureListEnd(from start: Int) -> Int? {
    var level = 0
    var cursor = start
    let end = min(tokens.count, start + 64)
    while cursor < end {
      switch tokens[cursor].kind {
      case .leftBracket, .leftParen: level += 1
      case .rightBracket, .rightParen:
        level -= 1
        if level == 0 {
          let after = cursor + 1
          return isKeyword(after, .in) || signatureIn(from: after) != nil ? after : nil
        }
      case .leftBrace, .rightBrace: return nil
      default: break
      }
      cursor += 1
    }
    return nil
  }

  /// The `in` ending a closure signature that starts at `start`, else nil.
  func signatureIn(from start: Int) -> Int? {
    var cursor = start
    let end = min(tokens.count, start + 64)
    while cursor < end {
      let token = tokens[cursor]
      switch token.kind {
      case .keyword:
        switch token.symbol {
        case Keyword.in.rawValue: return cursor > start || cursor == start ? cursor : nil
        case Keyword.throws.rawValue, Keyword.rethrows.rawValue, Keyword.inout.rawValue,
          Keyword.Any.rawValue, Keyword.Self.rawValue:
          break
        default: return nil
        }
      case .identifier, .comma, .leftParen, .rightParen, .colon, .period, .operator,
        .leftBracket, .rightBracket, .attribute:
        break
      default: return nil
      }
      cursor += 1
    }
    return nil
  }
}
