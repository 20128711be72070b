/// Reads a file's tokens a second time, after `DeclarationParser`, and keeps its code as
/// `NavigationFacts`: declarations at the levels where they may be (files, type bodies,
/// function bodies), statements inside bodies, and expressions as small trees.
///
/// One pass, never backtracking more than a bounded look-ahead, so time is linear in the
/// tokens; nesting deeper than `depthLimit` is skipped as a balanced whole (no recursion can
/// run away on hostile input); every loop consumes at least one token.
struct NavigationScanner {
  let tokens: UnsafeBufferPointer<Token>
  let bytes: UnsafeBufferPointer<UInt8>
  /// Each declaration's line, first name and kind: what a type keyword is matched against.
  let declarations: [(line: Int32, name: Int32, kind: DeclarationKind)]
  var facts = NavigationFacts()
  var index = 0
  /// The next declaration that a type keyword may be (declarations come in source order).
  var declarationCursor = 0
  var depth = 0
  var topLevel: Int32 = -1
  var typeBodies: [Int32: Int32] = [:]

  /// Deeper nesting of blocks and expressions than this is skipped.
  static let depthLimit = 64
  /// How far the scanner looks for the declaration a type keyword starts.
  static let declarationWindow = 256

  init(
    tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>,
    declarations: [Declaration]
  ) {
    self.tokens = tokens
    self.bytes = bytes
    self.declarations = declarations.map { ($0.line, $0.path.first ?? -1, $0.kind) }
  }

  /// The facts of one file. `scratch` is the buffers of the previous file, reused (and left
  /// for the next); the result holds exactly what it needs.
  static func scan(
    tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>,
    declarations: FileDeclarations, scratch: inout NavigationFacts
  ) -> NavigationFacts {
    var scanner = NavigationScanner(
      tokens: tokens, bytes: bytes, declarations: declarations.declarations)
    scratch.removeAll()
    swap(&scanner.facts, &scratch)
    scanner.members(owner: -1, inBody: false)
    swap(&scanner.facts, &scratch)
    return scratch.compacted()
  }

  // MARK: Tokens

  var atEnd: Bool { index >= tokens.count }

  func isKeyword(_ position: Int, _ keyword: Keyword) -> Bool {
    position < tokens.count && tokens[position].kind == .keyword
      && tokens[position].symbol == keyword.rawValue
  }

  /// A contextual word (`get`, `actor`, `await`): lexed as an identifier.
  func isWord(_ position: Int, _ keyword: Keyword) -> Bool {
    position < tokens.count && tokens[position].kind == .identifier
      && tokens[position].symbol == keyword.rawValue
  }

  func isKind(_ position: Int, _ kind: TokenKind) -> Bool {
    position < tokens.count && tokens[position].kind == kind
  }

  /// A one-byte operator token (`=`, `?`, `<`).
  func isOperator(_ position: Int, _ byte: UInt8) -> Bool {
    guard position < tokens.count else { return false }
    let token = tokens[position]
    return token.kind == .operator && token.end - token.start == 1
      && bytes[Int(token.start)] == byte
  }

  /// Whether the token at `position` starts on the line of the token before it.
  func onSameLine(_ position: Int) -> Bool {
    position > 0 && position < tokens.count
      && tokens[position].line == tokens[position - 1].line
  }

  /// Whether the token at `position` touches the one before it (`a?`, `f(`).
  func touchesPrevious(_ position: Int) -> Bool {
    position > 0 && position < tokens.count
      && tokens[position].start == tokens[position - 1].end
  }

  /// `?`, `!` or a run of them.
  func isOptionalMarks(_ position: Int) -> Bool {
    guard position < tokens.count, tokens[position].kind == .operator else { return false }
    let token = tokens[position]
    for offset in Int(token.start)..<Int(token.end) {
      let byte = bytes[offset]
      if byte != 0x3F && byte != 0x21 { return false }
    }
    return true
  }

  /// `=` or a compound assignment (`+=`, `??=`), not a comparison.
  func isAssignment(_ position: Int) -> Bool {
    guard position < tokens.count, tokens[position].kind == .operator else { return false }
    let token = tokens[position]
    let start = Int(token.start)
    let end = Int(token.end)
    guard bytes[end - 1] == 0x3D else { return false }
    if end - start == 1 { return true }
    let before = bytes[end - 2]
    // `==`, `!=`, `<=`, `>=`, `===`, `!==` compare.
    if before == 0x3D || before == 0x21 || before == 0x3C || before == 0x3E { return false }
    return true
  }

  /// How an operator changes the depth of angle brackets (`->` is neither).
  func angleChange(_ position: Int) -> Int {
    let token = tokens[position]
    var change = 0
    var offset = Int(token.start)
    while offset < Int(token.end) {
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

  /// Whether the token at `position` ends a statement that could go on: it starts a new line
  /// and nothing joins it to the token before (an operator, a comma, an open bracket or a
  /// dot on either side).
  func startsNewStatement(_ position: Int) -> Bool {
    guard position > 0, position < tokens.count else { return true }
    let previous = tokens[position - 1]
    let next = tokens[position]
    guard next.line != previous.line else { return false }
    switch previous.kind {
    case .operator, .comma, .leftParen, .leftBracket, .colon, .period: return false
    default: break
    }
    switch next.kind {
    case .operator, .period, .rightParen, .rightBracket, .comma: return false
    default: return true
    }
  }

  // MARK: Facts

  /// A literal (a string, a number, `nil`) holds no screen: when it is the last node made, it
  /// is taken back and -1 returned, which keeps a large tree's nodes fewer.
  mutating func droppingLiteral(_ node: Int32) -> Int32 {
    guard node >= 0, node == Int32(facts.nodes.count - 1), facts.nodes[Int(node)].kind == .literal
    else { return node }
    facts.nodes.removeLast()
    return -1
  }

  mutating func addNode(_ kind: ExpressionNode.Kind, line: Int32, symbol: Int32 = -1) -> Int32 {
    facts.nodes.append(ExpressionNode(kind: kind, line: line, symbol: symbol))
    return Int32(facts.nodes.count - 1)
  }

  mutating func addFunction(_ function: FunctionFact) -> Int32 {
    facts.functions.append(function)
    return Int32(facts.functions.count - 1)
  }

  mutating func addStatement(_ statement: StatementFact) {
    facts.statements.append(statement)
  }

  /// The function holding a type's property initial values, made on first use.
  mutating func typeBody(_ owner: Int32, line: Int32) -> Int32 {
    if owner < 0 { return topLevelFunction(line: line) }
    if let known = typeBodies[owner] { return known }
    let function = addFunction(FunctionFact(kind: .typeBody, owner: owner, name: -1, line: line))
    typeBodies[owner] = function
    return function
  }

  /// The function holding the file's top-level code, made on first use.
  mutating func topLevelFunction(line: Int32) -> Int32 {
    if topLevel < 0 {
      topLevel = addFunction(FunctionFact(kind: .topLevel, owner: -1, name: -1, line: line))
    }
    return topLevel
  }

  // MARK: Skipping

  /// From an opening bracket at `index`, past its match (or to the end).
  mutating func skipBalanced() {
    var level = 0
    while index < tokens.count {
      switch tokens[index].kind {
      case .leftParen, .leftBracket, .leftBrace: level += 1
      case .rightParen, .rightBracket, .rightBrace: level -= 1
      default: break
      }
      index += 1
      if level <= 0 { return }
    }
  }

  /// Past the rest of a block whose `{` was consumed.
  mutating func skipRestOfBlock() {
    var level = 1
    while index < tokens.count {
      switch tokens[index].kind {
      case .leftBrace: level += 1
      case .rightBrace: level -= 1
      default: break
      }
      index += 1
      if level == 0 { return }
    }
  }

  /// To the end of the current line's declaration (`case a, b(Int)`, `import X`), staying
  /// before a `}` that closes the enclosing body.
  mutating func skipLine() {
    let start = index
    var level = 0
    index += 1
    while index < tokens.count {
      let token = tokens[index]
      if level == 0 {
        if token.kind == .rightBrace || token.kind == .semicolon { return }
        if token.line != tokens[start].line && startsNewStatement(index) { return }
      }
      switch token.kind {
      case .leftParen, .leftBracket, .leftBrace: level += 1
      case .rightParen, .rightBracket, .rightBrace: level = max(0, level - 1)
      default: break
      }
      index += 1
    }
  }

  /// `@Attribute` and its arguments.
  mutating func skipAttribute() {
    index += 1
    if isKind(index, .leftParen) && touchesPrevious(index) { skipBalanced() }
  }
}
