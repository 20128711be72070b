/// The operands of expressions: names, `self`, casts' types, tuples, arrays, closures and
/// string literals (whose interpolations are read).
extension NavigationScanner {
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
