/// Stored properties: the type each one holds, for "holds a navigation container or a Router".
extension DeclarationParser {
  /// `var name: Type` or `let name = Type(…)` directly in a type body and stored (no accessor
  /// block, or only `willSet`/`didSet`): what it holds is the annotated type itself — optional,
  /// implicitly unwrapped or an array of it, never a function or tuple type that mentions one —
  /// or the type whose initialiser gives its value.
  mutating func storedProperty() {
    let member = memberOwner
    guard member >= 0 else { return }
    var cursor = index + 1
    guard cursor < tokens.count, tokens[cursor].kind == .identifier else { return }
    let name = tokens[cursor].symbol
    cursor += 1
    var annotated: ClosedRange<Int>?
    if cursor < tokens.count && tokens[cursor].kind == .colon {
      annotated = heldType(from: cursor + 1)
      cursor = annotationEnd(from: cursor + 1)
    }
    var initialised: ClosedRange<Int>?
    if cursor + 2 < tokens.count && isOperator(tokens[cursor], 0x3D)
      && tokens[cursor + 1].kind == .identifier && tokens[cursor + 2].kind == .leftParen
    {
      initialised = (cursor + 1)...(cursor + 1)
    } else if cursor < tokens.count && tokens[cursor].kind == .leftBrace
      && !startsObserver(at: cursor + 1)
    {
      return  // a computed property, or a protocol's requirement `{ get set }`
    }
    guard let path = annotated ?? initialised else { return }
    recordHeld(path, owner: member)
    result.properties.append(
      StoredProperty(owner: member, name: name, heldType: Int32(result.heldTypes.count - 1)))
    if annotated != nil, let initialised { recordHeld(initialised, owner: member) }
  }

  /// Records the names of a path `A.B.C` (every other token), each qualified by the one before.
  mutating func recordHeld(_ path: ClosedRange<Int>, owner member: Int32) {
    for position in stride(from: path.lowerBound, through: path.upperBound, by: 2) {
      let token = tokens[position]
      result.heldTypes.append(
        Reference(
          owner: member, symbol: token.symbol, line: token.line,
          qualification: position > path.lowerBound ? .byPrevious : .none))
    }
  }

  /// `willSet` or `didSet` at `position`.
  func startsObserver(at position: Int) -> Bool {
    guard position < tokens.count, tokens[position].kind == .identifier else { return false }
    let symbol = tokens[position].symbol
    return symbol == Keyword.willSet.rawValue || symbol == Keyword.didSet.rawValue
  }

  /// The first and last positions of the name path (`UIKit.UINavigationController`) of an
  /// annotation that is a type itself: `T`, `T?`, `T!`, `[T]`, `[T]?`, `(any T)?`, `T<U>`; nil
  /// for anything else (`(T) -> Void`, `(T, U)`, `[K: T]`, `T.Type`, `A & B`).
  func heldType(from start: Int) -> ClosedRange<Int>? {
    let count = tokens.count
    var cursor = start
    var parens = 0
    while cursor < count && tokens[cursor].kind == .leftParen {
      parens += 1
      cursor += 1
    }
    if cursor < count && tokens[cursor].kind == .identifier
      && (tokens[cursor].symbol == Keyword.any.rawValue
        || tokens[cursor].symbol == Keyword.some.rawValue)
    {
      cursor += 1
    }
    let inArray = cursor < count && tokens[cursor].kind == .leftBracket
    if inArray { cursor += 1 }
    guard cursor < count, tokens[cursor].kind == .identifier else { return nil }
    let first = cursor
    cursor += 1
    while cursor + 1 < count && tokens[cursor].kind == .period
      && tokens[cursor + 1].kind == .identifier
    {
      cursor += 2
    }
    let path = first...(cursor - 1)
    if cursor < count && tokens[cursor].kind == .operator && angleChange(tokens[cursor]) > 0 {
      guard let closed = genericArgumentsEnd(from: cursor) else { return nil }
      cursor = closed
    }
    if inArray {
      guard cursor < count, tokens[cursor].kind == .rightBracket else { return nil }
      cursor += 1
    }
    while cursor < count {
      let token = tokens[cursor]
      if token.kind == .rightParen && parens > 0 {
        parens -= 1
      } else if !(token.kind == .operator && isOptionalMark(token)) {
        break
      }
      cursor += 1
    }
    guard parens == 0 else { return nil }
    guard cursor < count else { return path }
    let next = tokens[cursor]
    switch next.kind {
    case .period: return nil  // `T.Type`, `T.Protocol`
    case .operator:
      let lead = bytes[Int(next.start)]
      return lead == 0x2D || lead == 0x26 ? nil : path  // `->`, `&`
    case .keyword:
      return next.symbol == Keyword.throws.rawValue || next.symbol == Keyword.rethrows.rawValue
        ? nil : path
    case .identifier:
      return next.symbol == Keyword.async.rawValue && next.line == tokens[cursor - 1].line
        ? nil : path
    default:
      return path
    }
  }

  /// `?`, `!` or a run of them (`??` after `T?)`).
  func isOptionalMark(_ token: Token) -> Bool {
    var offset = Int(token.start)
    while offset < Int(token.end) {
      let byte = bytes[offset]
      if byte != 0x3F && byte != 0x21 { return false }
      offset += 1
    }
    return true
  }

  /// The position after the `>` that closes generic arguments opened at `start`, or nil.
  func genericArgumentsEnd(from start: Int) -> Int? {
    var depth = 0
    var cursor = start
    let end = min(tokens.count, start + NavigationVocabulary.argumentScanLimit)
    while cursor < end {
      let token = tokens[cursor]
      switch token.kind {
      case .operator:
        depth += angleChange(token)
        if depth <= 0 { return depth == 0 ? cursor + 1 : nil }
      case .leftBrace, .rightBrace, .semicolon, .keyword: return nil
      default: break
      }
      cursor += 1
    }
    return nil
  }

  /// The position after a type annotation: at its `=`, accessor block, or the next member.
  func annotationEnd(from start: Int) -> Int {
    var depth = 0
    var expectName = true
    var cursor = start
    while cursor < tokens.count {
      let token = tokens[cursor]
      switch token.kind {
      case .identifier:
        if !expectName && depth == 0 { return cursor }
        if token.symbol != Keyword.any.rawValue && token.symbol != Keyword.some.rawValue {
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
}
