/// The blocks and statements of one file, read from the analyser's tokens and declarations:
/// each `{` is classified by the declaration or keyword it follows (a type body as the
/// declaration parser found it, a `func` or `init` body, an accessor, a control statement's
/// block) and is a closure otherwise; a block of code is split into statements at line breaks
/// that do not continue an expression, and at `;`.
public struct CodeStructure: Sendable {
  public let outline: SourceOutline
  /// Blocks in source order of their `{`.
  public private(set) var blocks: [CodeBlock] = []
  /// The block each `{` token opens.
  public private(set) var blockAt: [Int: Int] = [:]

  public init(_ outline: SourceOutline) {
    self.outline = outline
    classify()
  }

  static let controlKeywords: Set<String> = [
    "if", "guard", "else", "for", "while", "switch", "do", "catch", "defer", "repeat",
  ]

  private mutating func classify() {
    let tokens = outline.tokens
    let typeOpens = Dictionary(
      outline.types.filter { $0.open >= 0 }.map { ($0.open, $0.name) },
      uniquingKeysWith: { first, _ in first })
    var stack: [Int] = []
    // The block kind the next `{` at this nesting of parentheses opens.
    var pending: (kind: CodeBlock.Kind, depth: Int)?
    var parens = 0
    for index in tokens.indices {
      let token = tokens[index]
      switch token.kind {
      case .leftParen, .leftBracket: parens += 1
      case .rightParen, .rightBracket: parens = max(0, parens - 1)
      case .leftBrace:
        var kind = CodeBlock.Kind.closure
        if let name = typeOpens[index] {
          kind = .type(name: name)
        } else if let waiting = pending, waiting.depth == parens {
          kind = waiting.kind
        } else if index > 0, tokens[index - 1].kind == .identifier,
          let parent = stack.last, blocks[parent].kind == .property,
          ["get", "set", "willSet", "didSet"].contains(outline.text(index - 1))
        {
          kind = .accessor(name: outline.text(index - 1))
        }
        pending = nil
        blockAt[index] = blocks.count
        blocks.append(
          CodeBlock(
            kind: kind, open: index, close: max(outline.partner[index], index),
            parent: stack.last ?? -1))
        stack.append(blocks.count - 1)
      case .rightBrace:
        pending = nil
        _ = stack.popLast()
      case .keyword:
        let word = outline.text(index)
        let afterDot = index > 0 && tokens[index - 1].kind == .period
        if Self.controlKeywords.contains(word) {
          pending = (.control(keyword: word), parens)
        } else if (word == "func" || word == "init" || word == "deinit" || word == "subscript")
          && !afterDot
        {
          pending = (functionKind(at: index, word: word), parens)
        } else if word == "var" || word == "let", let parent = stack.last,
          case .type = blocks[parent].kind
        {
          pending = (.property, parens)
        }
      case .operator:
        // `var x = { … }()`: what follows the initializer's `=` is an expression.
        if pending?.kind == .property && outline.text(index) == "=" { pending = nil }
      default:
        continue
      }
    }
  }

  /// A function's name and whether its signature declares a result.
  private func functionKind(at index: Int, word: String) -> CodeBlock.Kind {
    let tokens = outline.tokens
    var name = word
    if word == "func", index + 1 < tokens.count { name = outline.text(index + 1) }
    var returnsValue = false
    var cursor = index + 1
    while cursor < tokens.count {
      let kind = tokens[cursor].kind
      if kind == .leftBrace || kind == .rightBrace { break }
      if (kind == .leftParen || kind == .leftBracket) && outline.partner[cursor] > cursor {
        cursor = outline.partner[cursor] + 1
        continue
      }
      if kind == .operator && outline.text(cursor) == "->" { returnsValue = true }
      if kind == .keyword && ["func", "var", "let", "init"].contains(outline.text(cursor)) {
        break
      }
      cursor += 1
    }
    return .function(name: name, isInit: word == "init", returnsValue: returnsValue)
  }

  /// The innermost block holding the token.
  public func block(containing token: Int) -> Int? {
    var found: Int?
    for (index, block) in blocks.enumerated() where block.open < token && token < block.close {
      found = index
    }
    return found
  }

  /// The statements directly in a block of code, as token ranges (inclusive); a `case …:`
  /// label is not part of the statement after it.
  public func statements(of blockIndex: Int) -> [ClosedRange<Int>] {
    let block = blocks[blockIndex]
    var inSwitch = false
    if case .control(keyword: "switch") = block.kind { inSwitch = true }
    return statements(
      from: block.kind == .closure ? closureBodyStart(blockIndex) : block.open + 1,
      before: block.close, inSwitch: inSwitch)
  }

  /// The statements and declarations of the file's top level.
  public func topLevelStatements() -> [ClosedRange<Int>] {
    statements(from: 0, before: outline.tokens.count, inSwitch: false)
  }

  private func statements(from start: Int, before end: Int, inSwitch: Bool) -> [ClosedRange<Int>] {
    let tokens = outline.tokens
    let block = (close: end, kind: inSwitch ? CodeBlock.Kind.control(keyword: "switch") : .closure)
    var result: [ClosedRange<Int>] = []
    var cursor = start
    while cursor < block.close {
      if tokens[cursor].kind == .semicolon || tokens[cursor].kind == .directive {
        cursor += 1
        continue
      }
      if tokens[cursor].kind == .keyword,
        ["case", "default"].contains(outline.text(cursor)),
        case .control(keyword: "switch") = block.kind
      {
        cursor = labelEnd(from: cursor, limit: block.close) + 1
        continue
      }
      let start = cursor
      var last = cursor
      while cursor < block.close {
        let token = tokens[cursor]
        if token.kind == .semicolon || token.kind == .directive { break }
        var end = cursor
        if [.leftParen, .leftBracket, .leftBrace].contains(token.kind),
          outline.partner[cursor] > cursor
        {
          end = outline.partner[cursor]
        }
        last = end
        let next = end + 1
        if next >= block.close { break }
        if tokens[next].kind == .semicolon { break }
        if tokens[next].line > tokens[end].line && !continues(after: end, at: next) { break }
        cursor = next
      }
      result.append(start...last)
      cursor = last + 1
    }
    return result
  }

  /// The first token after a closure's capture list and parameters (`[weak self] x in`).
  public func closureBodyStart(_ blockIndex: Int) -> Int {
    let block = blocks[blockIndex]
    let tokens = outline.tokens
    var cursor = block.open + 1
    // `[weak self] in` or `[weak self] x in`; an array literal that starts a statement is
    // not followed by `in`.
    if cursor < block.close, tokens[cursor].kind == .leftBracket, outline.partner[cursor] > cursor {
      cursor = outline.partner[cursor] + 1
    }
    let first = cursor
    while cursor < block.close {
      let token = tokens[cursor]
      switch token.kind {
      case .keyword where outline.text(cursor) == "in":
        return cursor + 1
      case .identifier, .comma, .colon, .attribute:
        cursor += 1
      case .keyword where ["throws", "rethrows", "_"].contains(outline.text(cursor)):
        cursor += 1
      case .operator where outline.text(cursor) == "->" || outline.text(cursor) == "?":
        cursor += 1
      case .leftParen where cursor == first && outline.partner[cursor] > cursor:
        cursor = outline.partner[cursor] + 1
      default:
        return block.open + 1
      }
    }
    return block.open + 1
  }

  /// The `:` that ends a `case …:` label.
  private func labelEnd(from start: Int, limit: Int) -> Int {
    var cursor = start
    while cursor < limit {
      let kind = outline.tokens[cursor].kind
      if kind == .colon { return cursor }
      if [.leftParen, .leftBracket, .leftBrace].contains(kind), outline.partner[cursor] > cursor {
        cursor = outline.partner[cursor]
      }
      cursor += 1
    }
    return limit
  }

  /// Whether the expression goes on across the line break between two tokens.
  private func continues(after last: Int, at next: Int) -> Bool {
    let tokens = outline.tokens
    switch tokens[last].kind {
    case .operator:
      // A postfix `?` or `!` (`(any View)?`) ends an expression; a binary operator does not.
      let attached = last > 0 && tokens[last - 1].end == tokens[last].start
      return !(attached && ["?", "!"].contains(outline.text(last)))
    case .comma, .colon, .period: return true
    default: break
    }
    switch tokens[next].kind {
    case .period, .colon, .leftBrace: return true
    case .operator:
      let spelling = outline.text(next)
      return spelling != "!" && spelling != "&"
    case .keyword:
      return ["else", "catch", "where", "in", "is", "as"].contains(outline.text(next))
    default: return false
    }
  }
}
