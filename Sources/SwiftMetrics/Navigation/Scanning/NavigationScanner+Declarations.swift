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

  /// Past `<…>` (generic parameters or arguments).
  mutating func skipAngles() {
    var level = 0
    let end = min(tokens.count, index + 256)
    while index < end {
      let token = tokens[index]
      if token.kind == .operator {
        level += angleChange(index)
      } else if token.kind == .leftBrace || token.kind == .rightBrace
        || token.kind == .semicolon
      {
        return
      }
      index += 1
      if level <= 0 { return }
    }
  }

  /// `(label name: Type = default, _ name: Type)`: each parameter's label, name and type.
  mutating func parameterList() {
    index += 1
    while index < tokens.count {
      if isKind(index, .rightParen) {
        index += 1
        return
      }
      var label: Int32 = -1
      var name: Int32 = -1
      var count = 0
      var labelIsUnderscore = false
      while index < tokens.count && count < 2
        && (tokens[index].kind == .identifier || tokens[index].kind == .keyword)
      {
        if count == 0 {
          labelIsUnderscore = isUnderscore(index)
          label = tokens[index].symbol
        }
        name = tokens[index].symbol
        count += 1
        index += 1
      }
      var type: Int32 = -1
      if isKind(index, .colon) {
        index += 1
        type = typeName()
      }
      if count > 0 {
        var parameter = ParameterFact(
          label: labelIsUnderscore ? -1 : label, name: name, type: type,
          hasDefault: isOperator(index, 0x3D) || isVariadicDots(index))
        if isOperator(index, 0x3D) && defaultValueIsPlain(from: index + 1) {
          index += 1
          // Its calls are the declared function's, whose index is the next one: nothing in
          // a parameter list without braces adds a function.
          parameter.defaultValue = expression(
            Int32(facts.functions.count), trailingClosures: false)
        }
        facts.parameters.append(parameter)
      }
      // A default value, variadic dots or anything unexpected: on to the next `,` or `)`.
      var level = 0
      while index < tokens.count {
        let token = tokens[index]
        if level == 0 && (token.kind == .comma || token.kind == .rightParen) { break }
        if token.kind == .leftBrace && level == 0 && isKind(index - 1, .rightParen) { return }
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace: level += 1
        case .rightParen, .rightBracket, .rightBrace: level -= 1
        default: break
        }
        if level < 0 { return }
        index += 1
      }
      if isKind(index, .comma) { index += 1 }
    }
  }

  /// Whether a default value starting at `position` has no braces up to its `,` or `)`: a
  /// closure's function and parameters would interleave with the declared function's.
  func defaultValueIsPlain(from position: Int) -> Bool {
    var level = 0
    var current = position
    while current < tokens.count && current < position + 256 {
      switch tokens[current].kind {
      case .leftBrace, .rightBrace, .semicolon: return false
      case .leftParen, .leftBracket: level += 1
      case .rightParen, .rightBracket:
        if level == 0 { return current > position }
        level -= 1
      case .comma:
        if level == 0 { return current > position }
      default: break
      }
      current += 1
    }
    return false
  }

  /// Whether the token at `position` is `_`.
  func isUnderscore(_ position: Int) -> Bool {
    let token = tokens[position]
    return token.end - token.start == 1 && bytes[Int(token.start)] == 0x5F
  }

  /// `...` after a variadic parameter's type.
  func isVariadicDots(_ position: Int) -> Bool {
    position < tokens.count && tokens[position].kind == .operator
      && bytes[Int(tokens[position].start)] == 0x2E
  }

  /// `->`.
  func isArrow(_ position: Int) -> Bool {
    guard position < tokens.count, tokens[position].kind == .operator else { return false }
    let token = tokens[position]
    return token.end - token.start == 2 && bytes[Int(token.start)] == 0x2D
      && bytes[Int(token.start) + 1] == 0x3E
  }

  /// A type at `index`, consumed: the last name of its path (`UIKit.UIViewController` →
  /// `UIViewController`), the element of an array (`[T]`), the value of a dictionary, the type
  /// inside `(any T)?`; -1 for a function or tuple type.
  mutating func typeName() -> Int32 {
    var guardCount = 0
    while index < tokens.count && guardCount < 8 {
      guardCount += 1
      let token = tokens[index]
      if token.kind == .attribute {
        skipAttribute()
      } else if isKeyword(index, .inout)
        || (token.kind == .identifier
          && (token.symbol == Keyword.some.rawValue || token.symbol == Keyword.any.rawValue
            || token.symbol == Keyword.consuming.rawValue
            || token.symbol == Keyword.borrowing.rawValue))
      {
        index += 1
      } else {
        break
      }
    }
    guard index < tokens.count, depth < Self.depthLimit else { return -1 }
    depth += 1
    defer { depth -= 1 }
    var result: Int32 = -1
    let token = tokens[index]
    switch token.kind {
    case .leftParen:
      index += 1
      let inner = typeName()
      var elements = 1
      while index < tokens.count && !isKind(index, .rightParen) {
        if isKind(index, .comma) { elements += 1 }
        if tokens[index].kind == .leftBrace || tokens[index].kind == .rightBrace { return -1 }
        if tokens[index].kind == .leftParen || tokens[index].kind == .leftBracket {
          skipBalanced()
        } else {
          index += 1
        }
      }
      if isKind(index, .rightParen) { index += 1 }
      result = elements == 1 ? inner : -1
    case .leftBracket:
      index += 1
      result = typeName()
      if isKind(index, .colon) {
        index += 1
        result = typeName()
      }
      if isKind(index, .rightBracket) { index += 1 }
    case .identifier, .keyword:
      result = token.symbol
      index += 1
      while isKind(index, .period) && index + 1 < tokens.count
        && (tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .keyword)
      {
        result = tokens[index + 1].symbol
        index += 2
      }
      if index < tokens.count && tokens[index].kind == .operator && angleChange(index) > 0
        && touchesPrevious(index)
      {
        skipAngles()
      }
    default:
      return -1
    }
    while isOptionalMarks(index) && touchesPrevious(index) { index += 1 }
    if isKeyword(index, .throws) || isKeyword(index, .rethrows) || isWord(index, .async) {
      index += 1
    }
    if isArrow(index) {  // a function type: its result follows
      index += 1
      _ = typeName()
      return -1
    }
    if isOperator(index, 0x26) {  // `A & B`
      index += 1
      _ = typeName()
    }
    return result
  }

  /// `var name: Type = value`, `let (a, b) = …`, `var name: Type { get … }`, observers.
  mutating func propertyDeclaration(owner: Int32, isStatic: Bool) {
    let keyword = tokens[index]
    let isWeak = declaredWeak(before: index)
    index += 1
    while index < tokens.count {
      var name: Int32 = -1
      let line = tokens[index].line
      if tokens[index].kind == .identifier {
        name = tokens[index].symbol
        index += 1
      } else if tokens[index].kind == .leftParen {
        skipBalanced()
      } else {
        return
      }
      var property = PropertyFact(owner: owner, name: name, type: -1, line: line)
      property.isStatic = isStatic
      property.isWeak = isWeak
      if isKind(index, .colon) {
        index += 1
        property.type = typeName()
      }
      if isOperator(index, 0x3D) {
        index += 1
        let function = typeBody(owner, line: keyword.line)
        property.initializer = expression(function, trailingClosures: true)
      }
      if isKind(index, .leftBrace) && name >= 0 {
        property.getter = accessors(owner: owner, property: name, line: line)
      }
      if name >= 0 { facts.properties.append(property) }
      guard isKind(index, .comma) else { return }
      index += 1
    }
  }

  /// Whether the modifiers before the `var` at `keyword` include `weak` or `unowned`
  /// (`@IBOutlet private weak var`, `unowned(unsafe) let`).
  func declaredWeak(before keyword: Int) -> Bool {
    var cursor = keyword - 1
    while cursor >= 0 && keyword - cursor <= 12 {
      let token = tokens[cursor]
      switch token.kind {
      case .identifier
      where token.symbol == Keyword.weak.rawValue
        || token.symbol == Keyword.unowned.rawValue:
        return true
      case .identifier where Self.isModifier(token.symbol) || token.symbol == Keyword.set.rawValue:
        break
      case .rightParen:
        // `unowned(unsafe)`, `private(set)`: back to the parenthesis that opens it.
        while cursor > 0 && tokens[cursor].kind != .leftParen { cursor -= 1 }
      case .keyword, .attribute:
        guard token.kind != .keyword || Self.accessModifiers.contains(token.symbol) else {
          return false
        }
      default:
        return false
      }
      cursor -= 1
    }
    return false
  }

  static let accessModifiers: Set<Int32> = [
    Keyword.private.rawValue, Keyword.fileprivate.rawValue, Keyword.public.rawValue,
    Keyword.internal.rawValue, Keyword.static.rawValue, Keyword.class.rawValue,
  ]

  static let accessorWords: Set<Int32> = [
    Keyword.get.rawValue, Keyword.set.rawValue, Keyword.willSet.rawValue,
    Keyword.didSet.rawValue, Keyword.mutating.rawValue, Keyword.nonmutating.rawValue,
  ]

  /// `{ get { … } set { … } }`, `{ willSet { … } didSet { … } }`, `{ get set }` or a getter's
  /// body `{ … }`; returns the getter's function, or -1.
  mutating func accessors(owner: Int32, property: Int32, line: Int32) -> Int32 {
    let next = index + 1
    let startsAccessors =
      next < tokens.count
      && ((tokens[next].kind == .identifier && Self.accessorWords.contains(tokens[next].symbol))
        || tokens[next].kind == .attribute || isKind(next, .rightBrace))
    guard startsAccessors else {
      let getter = addFunction(
        FunctionFact(kind: .accessor, owner: owner, name: property, line: line))
      block(getter)
      return getter
    }
    index += 1
    var getter: Int32 = -1
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .rightBrace {
        index += 1
        return getter
      }
      if token.kind == .leftBrace {
        let accessor = addFunction(
          FunctionFact(kind: .accessor, owner: owner, name: property, line: token.line))
        if isWord(index - 1, .get) { getter = accessor }
        block(accessor)
        continue
      }
      if token.kind == .leftParen {
        skipBalanced()  // `set(newValue)`
        continue
      }
      index += 1
    }
    return getter
  }
}
