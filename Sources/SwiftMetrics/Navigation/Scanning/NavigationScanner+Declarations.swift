/// Declarations: type bodies, functions, initialisers, properties and their accessors.
extension NavigationScanner {
  /// Declarations of a file (`owner` -1, where other code is top-level code) or of a type
  /// body (which ends at its `}`).
  mutating func members(owner: Int32, inBody: Bool) {
    var isStatic = false
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .rightBrace:
        index += 1
        if inBody { return }
      case .keyword:
        switch token.symbol {
        case Keyword.class.rawValue:
          if !typeDeclaration(.class) {
            isStatic = true
            index += 1
          }
          continue
        case Keyword.struct.rawValue:
          if !typeDeclaration(.struct) { index += 1 }
        case Keyword.enum.rawValue:
          if !typeDeclaration(.enum) { index += 1 }
        case Keyword.protocol.rawValue:
          if !typeDeclaration(.protocol) { index += 1 }
        case Keyword.extension.rawValue:
          if !typeDeclaration(.extension) { index += 1 }
        case Keyword.func.rawValue, Keyword.`init`.rawValue, Keyword.deinit.rawValue,
          Keyword.subscript.rawValue:
          functionDeclaration(owner: owner, parent: -1, isStatic: isStatic)
        case Keyword.var.rawValue, Keyword.let.rawValue:
          if owner < 0 && !inBody {
            statement(topLevelFunction(line: token.line))
          } else {
            propertyDeclaration(owner: owner, isStatic: isStatic)
          }
        case Keyword.case.rawValue, Keyword.typealias.rawValue, Keyword.import.rawValue,
          Keyword.associatedtype.rawValue, Keyword.operator.rawValue,
          Keyword.precedencegroup.rawValue:
          skipLine()
        case Keyword.static.rawValue:
          isStatic = true
          index += 1
          continue
        case Keyword.private.rawValue, Keyword.fileprivate.rawValue, Keyword.public.rawValue,
          Keyword.internal.rawValue:
          index += 1
          if isKind(index, .leftParen) && touchesPrevious(index) { skipBalanced() }  // `(set)`
          continue
        default:
          if owner < 0 && !inBody {
            statement(topLevelFunction(line: token.line))
          } else {
            index += 1
          }
        }
      case .identifier:
        if token.symbol == Keyword.actor.rawValue && isKind(index + 1, .identifier)
          && typeDeclaration(.actor)
        {
          break
        }
        if Self.isModifier(token.symbol) {
          index += 1
          continue
        }
        if token.symbol == Keyword.macro.rawValue && isKind(index + 1, .identifier) {
          skipLine()
        } else if owner < 0 && !inBody {
          statement(topLevelFunction(line: token.line))
        } else {
          index += 1
        }
      case .attribute:
        skipAttribute()
        continue
      case .directive, .semicolon:
        index += 1
        continue
      case .leftBrace where inBody:
        skipBalanced()
      default:
        if owner < 0 && !inBody {
          let before = index
          statement(topLevelFunction(line: token.line))
          if index == before { index += 1 }
        } else {
          index += 1
        }
      }
      isStatic = false
    }
  }

  /// Whether a name is a contextual modifier (`final`, `lazy`, `weak`, …): a table lookup,
  /// as every name at a declaration's level is asked.
  static func isModifier(_ symbol: Int32) -> Bool {
    symbol >= 0 && Int(symbol) < modifierTable.count && modifierTable[Int(symbol)]
  }

  static let modifierTable: [Bool] = {
    var table = [Bool](repeating: false, count: Keyword.allCases.count)
    for symbol in modifiers { table[Int(symbol)] = true }
    return table
  }()

  /// Contextual modifiers that may stand before a declaration.
  static let modifiers: Set<Int32> = [
    Keyword.final.rawValue, Keyword.override.rawValue, Keyword.mutating.rawValue,
    Keyword.nonmutating.rawValue, Keyword.lazy.rawValue, Keyword.weak.rawValue,
    Keyword.unowned.rawValue, Keyword.convenience.rawValue, Keyword.required.rawValue,
    Keyword.optional.rawValue, Keyword.dynamic.rawValue, Keyword.indirect.rawValue,
    Keyword.nonisolated.rawValue, Keyword.open.rawValue, Keyword.package.rawValue,
    Keyword.distributed.rawValue, Keyword.consuming.rawValue, Keyword.borrowing.rawValue,
  ]

  /// A type or extension the declaration parser recorded at this keyword: its body's members
  /// are read with it as owner. False (nothing consumed) when the keyword starts none.
  mutating func typeDeclaration(_ kind: DeclarationKind) -> Bool {
    guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
      !(index > 0 && tokens[index - 1].kind == .period)
    else { return false }
    let name = tokens[index + 1]
    let end = min(declarations.count, declarationCursor + Self.declarationWindow)
    var found = -1
    var candidate = declarationCursor
    while candidate < end {
      let declaration = declarations[candidate]
      if declaration.kind == kind && declaration.line == name.line
        && declaration.name == name.symbol
      {
        found = candidate
        break
      }
      candidate += 1
    }
    guard found >= 0 else { return false }
    declarationCursor = found + 1
    index += 2
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .leftBrace {
        index += 1
        if depth < Self.depthLimit {
          depth += 1
          members(owner: Int32(found), inBody: true)
          depth -= 1
        } else {
          skipRestOfBlock()
        }
        return true
      }
      if token.kind == .rightBrace || token.kind == .semicolon { return true }
      if token.kind == .keyword && token.symbol != Keyword.where.rawValue
        && token.symbol != Keyword.Any.rawValue && token.symbol != Keyword.Self.rawValue
        && token.symbol != Keyword.class.rawValue
      {
        return true
      }
      index += 1
    }
    return true
  }

  /// `func name<T>(params) async throws -> Result where … { body }`, `init?(…)`, `deinit`,
  /// `subscript(…) -> T { … }`; a requirement without a body is recorded too.
  mutating func functionDeclaration(owner: Int32, parent: Int32, isStatic: Bool) {
    let keyword = tokens[index]
    index += 1
    var name = keyword.symbol
    var kind = FunctionFact.Kind.function
    if keyword.symbol == Keyword.func.rawValue {
      name = index < tokens.count && tokens[index].kind == .identifier ? tokens[index].symbol : -1
      index += 1
    } else if keyword.symbol == Keyword.`init`.rawValue {
      kind = .initializer
      if isOptionalMarks(index) && touchesPrevious(index) { index += 1 }
    }
    if index < tokens.count && tokens[index].kind == .operator && angleChange(index) > 0 {
      skipAngles()
    }
    var function = FunctionFact(
      kind: kind, owner: owner, name: name, parent: parent, line: keyword.line)
    function.isStatic = isStatic
    function.firstParameter = Int32(facts.parameters.count)
    if isKind(index, .leftParen) { parameterList() }
    function.parameterCount = Int32(facts.parameters.count) - function.firstParameter
    while index < tokens.count {
      if isKind(index, .leftBrace) { break }
      if isArrow(index) {
        index += 1
        function.returnType = typeName()
      } else if isKeyword(index, .throws) || isKeyword(index, .rethrows) || isWord(index, .async) {
        index += 1
        if isKind(index, .leftParen) && touchesPrevious(index) { skipBalanced() }  // typed throws
      } else if isKeyword(index, .where) {
        index += 1
        while index < tokens.count {
          let token = tokens[index]
          if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon {
            break
          }
          if token.kind == .keyword && token.symbol != Keyword.Any.rawValue
            && token.symbol != Keyword.Self.rawValue
          {
            break
          }
          index += 1
        }
      } else {
        break
      }
    }
    let fact = addFunction(function)
    if isKind(index, .leftBrace) { block(fact) }
  }
}
