/// Type, extension, typealias and import declarations.
extension DeclarationParser {
  /// At a `class`/`struct`/`enum`/`protocol`/`extension` keyword or `actor`. Returns false when
  /// the word does not start a type declaration (`class func`, `let actor = …`), consuming
  /// nothing.
  mutating func typeDeclaration(_ kind: DeclarationKind) -> Bool {
    let count = tokens.count
    if index > 0 && tokens[index - 1].kind == .period { return false }
    var cursor = index + 1
    guard cursor < count, tokens[cursor].kind == .identifier else { return false }
    let nameToken = tokens[cursor]
    var path = [nameToken.symbol]
    cursor += 1
    if kind == .extension {
      while cursor + 1 < count && tokens[cursor].kind == .period
        && tokens[cursor + 1].kind == .identifier
      {
        path.append(tokens[cursor + 1].symbol)
        cursor += 2
      }
    } else {
      // A type's name is followed by its body, inheritance, generic parameters or `where`.
      guard cursor < count else { return false }
      let next = tokens[cursor]
      let startsHeader =
        next.kind == .leftBrace || next.kind == .colon
        || (next.kind == .operator && bytes[Int(next.start)] == 0x3C)
        || (next.kind == .keyword && next.symbol == Keyword.where.rawValue)
      guard startsHeader else { return false }
    }
    countMember()
    let depth = owner >= 0 ? result.declarations[Int(owner)].depth + 1 : 0
    guard depth < Self.maximumTypeNesting else {
      tooDeep(nameToken)
      index = cursor
      return true
    }
    let declaration = Int32(result.declarations.count)
    let nameColumn = column(of: nameToken)
    result.declarations.append(
      Declaration(
        kind: kind, name: path[path.count - 1], path: path, parent: owner, depth: depth,
        line: nameToken.line, column: nameColumn,
        isFilePrivate: isFilePrivate(declarationAt: index, parent: owner)))
    index = header(from: cursor, declaration: declaration)
    return true
  }

  /// Types nested deeper than this are left out, as swiftc rejects "structure nesting level
  /// exceeded maximum of 256": a qualified name holds every enclosing name, so without a bound
  /// the names alone would grow with the square of the input.
  static let maximumTypeNesting: Int32 = 256

  /// A type declaration inside 256 others: reported, unless it lies in one already reported, and
  /// left out with everything in it (its code counts for the type around it).
  mutating func tooDeep(_ nameToken: Token) {
    if tooDeepBody < 0 || scopes.count <= tooDeepBody {
      report(
        "type nesting exceeds \(Self.maximumTypeNesting) levels: this type and the types in it "
          + "are not analysed", at: nameToken)
    }
    tooDeepBody = scopes.count
  }

  /// Whether the declaration whose keyword is at `position` is `private` or `fileprivate`
  /// (among its modifiers and attributes, read backwards), or lies in such a declaration.
  func isFilePrivate(declarationAt position: Int, parent: Int32) -> Bool {
    if parent >= 0 && result.declarations[Int(parent)].isFilePrivate { return true }
    // Modifiers are few; the bound keeps malformed input (`) ) ) class`) linear.
    let lowest = max(0, position - 64)
    var cursor = position - 1
    while cursor >= lowest {
      let token = tokens[cursor]
      switch token.kind {
      case .keyword:
        switch token.symbol {
        case Keyword.private.rawValue, Keyword.fileprivate.rawValue: return true
        case Keyword.public.rawValue, Keyword.internal.rawValue, Keyword.static.rawValue: break
        default: return false
        }
      case .identifier:
        guard Self.modifierWords.contains(token.symbol) else { return false }
      case .attribute:
        break
      case .rightParen:
        // `@available(…)`, `private(set)`: skip back to the `(`.
        var depth = 0
        while cursor >= lowest {
          if tokens[cursor].kind == .rightParen { depth += 1 }
          if tokens[cursor].kind == .leftParen {
            depth -= 1
            if depth == 0 { break }
          }
          cursor -= 1
        }
      default:
        return false
      }
      cursor -= 1
    }
    return false
  }

  /// Contextual modifiers that may stand before a type's keyword.
  static let modifierWords: Set<Int32> = [
    Keyword.final.rawValue, Keyword.open.rawValue, Keyword.package.rawValue,
    Keyword.indirect.rawValue, Keyword.nonisolated.rawValue, Keyword.distributed.rawValue,
  ]

  /// Generic parameters, inheritance list and `where` clause, up to and including the `{` of
  /// the body. Names here are references of the declaration itself.
  mutating func header(from start: Int, declaration: Int32) -> Int {
    let count = tokens.count
    var angle = 0
    var inInheritance = false
    var inWhere = false
    var expectItem = false
    var item: Int32 = -1
    var cursor = start
    func flush(_ result: inout FileDeclarations) {
      if item >= 0 { result.declarations[Int(declaration)].inherits.append(item) }
      item = -1
    }
    while cursor < count {
      let token = tokens[cursor]
      switch token.kind {
      case .leftBrace where angle <= 0:
        flush(&result)
        result.declarations[Int(declaration)].bodyStart = token.line
        scopes.append(
          Scope(
            declaration: declaration, owner: declaration, openOffset: token.start,
            openLine: token.line))
        return cursor + 1
      case .rightBrace, .semicolon:
        flush(&result)
        return cursor
      case .operator:
        angle += angleChange(token)
        if inInheritance && angle <= 0 && isOperator(token, 0x26) {  // `A & B`
          flush(&result)
          expectItem = true
        }
      case .colon:
        if angle <= 0 && !inInheritance && !inWhere {
          inInheritance = true
          expectItem = true
        }
      case .comma:
        if angle <= 0 && inInheritance {
          flush(&result)
          expectItem = true
        }
      case .keyword:
        switch token.symbol {
        case Keyword.where.rawValue:
          flush(&result)
          inInheritance = false
          inWhere = true
        case Keyword.Any.rawValue, Keyword.Self.rawValue, Keyword.class.rawValue:
          break
        default:
          // A statement keyword: the declaration has no body (malformed or cut short).
          flush(&result)
          return cursor
        }
      case .identifier:
        if token.symbol >= Keyword.uiNavigationController.rawValue && isTypeReference(at: cursor) {
          recordReference(at: cursor, owner: declaration)
        }
        if inInheritance && angle <= 0 {
          if expectItem {
            item = token.symbol
            expectItem = false
          } else if cursor > 0 && tokens[cursor - 1].kind == .period {
            item = token.symbol
          }
        }
      case .attribute:
        recordReference(at: cursor, owner: declaration)
      default:
        break
      }
      cursor += 1
    }
    flush(&result)
    return cursor
  }

  /// How an operator token changes the depth of angle brackets: `<` opens, `>` closes, `->` is
  /// neither; `>>` or `>?` are lexed as one operator.
  func angleChange(_ token: Token) -> Int {
    var change = 0
    var offset = Int(token.start)
    let end = Int(token.end)
    while offset < end {
      let byte = bytes[offset]
      if byte == 0x3C {
        change += 1
      } else if byte == 0x3E && !(offset > Int(token.start) && bytes[offset - 1] == 0x2D) {
        change -= 1
      }
      offset += 1
    }
    return change
  }

  /// `typealias Name<T> = Right`: the right-hand names are references of the enclosing
  /// declaration and the alias's targets.
  mutating func typealiasDeclaration() {
    let count = tokens.count
    var cursor = index + 1
    guard cursor < count, tokens[cursor].kind == .identifier else {
      index += 1
      return
    }
    let nameToken = tokens[cursor]
    countMember()
    let enclosing = owner
    let alias = Int32(result.declarations.count)
    let nameColumn = column(of: nameToken)
    result.declarations.append(
      Declaration(
        kind: .typealias, name: nameToken.symbol, path: [nameToken.symbol], parent: enclosing,
        line: nameToken.line, column: nameColumn,
        isFilePrivate: isFilePrivate(declarationAt: index, parent: enclosing)))
    cursor += 1
    while cursor < count && !isOperator(tokens[cursor], 0x3D) {
      let token = tokens[cursor]
      if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .keyword
        || token.line != nameToken.line
      {
        index = cursor
        return
      }
      cursor += 1
    }
    cursor += 1
    var previous = tokens[min(cursor - 1, count - 1)]
    while cursor < count {
      let token = tokens[cursor]
      if token.line != previous.line && !continues(previous, token) { break }
      if token.kind == .rightBrace || token.kind == .leftBrace || token.kind == .semicolon {
        break
      }
      if token.kind == .keyword {
        switch token.symbol {
        case Keyword.Any.rawValue, Keyword.Self.rawValue, Keyword.throws.rawValue,
          Keyword.rethrows.rawValue, Keyword.inout.rawValue:
          break
        default:
          index = cursor
          return
        }
      }
      if token.kind == .identifier && token.symbol >= Keyword.uiNavigationController.rawValue
        && isTypeReference(at: cursor)
      {
        recordReference(at: cursor, owner: enclosing)
        result.aliasTargets.append(
          AliasTarget(alias: alias, reference: Int32(result.references.count - 1)))
        result.declarations[Int(alias)].inherits.append(token.symbol)
      }
      previous = token
      cursor += 1
    }
    index = cursor
  }

  /// Whether a type expression goes on to the next line.
  func continues(_ previous: Token, _ next: Token) -> Bool {
    switch previous.kind {
    case .operator, .comma, .leftParen, .leftBracket, .colon, .period: return true
    default: break
    }
    switch next.kind {
    case .operator, .period, .rightParen, .rightBracket, .comma: return true
    default: return false
    }
  }

  /// `import Module`, `import struct Module.Type`, `@testable import Module`.
  mutating func importDeclaration() {
    let count = tokens.count
    var cursor = index + 1
    if cursor < count && tokens[cursor].kind == .keyword {
      switch tokens[cursor].symbol {
      case Keyword.class.rawValue, Keyword.struct.rawValue, Keyword.enum.rawValue,
        Keyword.protocol.rawValue, Keyword.typealias.rawValue, Keyword.func.rawValue,
        Keyword.var.rawValue, Keyword.let.rawValue:
        cursor += 1
      default:
        break
      }
    }
    if cursor < count && tokens[cursor].kind == .identifier {
      result.imports.append(tokens[cursor].symbol)
      cursor += 1
      while cursor + 1 < count && tokens[cursor].kind == .period
        && tokens[cursor + 1].kind == .identifier
      {
        cursor += 2
      }
    }
    index = cursor
  }
}
