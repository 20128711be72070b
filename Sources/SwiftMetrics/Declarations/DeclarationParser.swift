/// Finds declarations, references, imports and navigation calls in a file's tokens (comments
/// already left out). One pass, with a stack of open braces; `#if` branches are all read, each
/// starting from the nesting the `#if` had.
struct DeclarationParser {
  let tokens: UnsafeBufferPointer<Token>
  let bytes: UnsafeBufferPointer<UInt8>
  var result = FileDeclarations()
  var scopes: [Scope] = []
  var conditionals: [[Scope]] = []
  var index = 0
  /// The token of the last recorded reference: a qualifier when a dot and a name follow it.
  var lastReferencePosition = -1
  /// The depth of `scopes` at which the body of a type left out for its nesting opens (see
  /// `tooDeep`), or -1.
  var tooDeepBody = -1
  /// The line and offset where the last declaration's line starts (see `column(of:)`).
  var lineStart: (line: Int32, offset: Int) = (0, 0)

  /// An open `{`: a type or extension body (`declaration` ≥ 0) or any other block.
  struct Scope {
    var declaration: Int32
    /// The innermost type or extension this block is in.
    var owner: Int32
    var openOffset: Int32
    var openLine: Int32
  }

  init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) {
    self.tokens = tokens
    self.bytes = bytes
  }

  static func parse(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>)
    -> FileDeclarations
  {
    var parser = DeclarationParser(tokens: tokens, bytes: bytes)
    parser.run()
    return parser.result
  }

  var owner: Int32 { scopes.last?.owner ?? -1 }

  /// The type whose members are being declared: the top block is its body.
  var memberOwner: Int32 { scopes.last?.declaration ?? -1 }

  mutating func run() {
    let count = tokens.count
    while index < count {
      let token = tokens[index]
      switch token.kind {
      case .leftBrace:
        scopes.append(
          Scope(declaration: -1, owner: owner, openOffset: token.start, openLine: token.line))
        index += 1
      case .rightBrace:
        closeScope(token)
        index += 1
      case .keyword:
        keyword(token)
      case .identifier:
        identifier(token)
      case .attribute:
        recordReference(at: index, owner: owner)
        index += 1
      case .directive:
        directive(token)
        index += 1
      default:
        index += 1
      }
    }
    finish()
  }

  mutating func keyword(_ token: Token) {
    switch token.symbol {
    case Keyword.class.rawValue:
      if !typeDeclaration(.class) { index += 1 }
    case Keyword.struct.rawValue:
      if !typeDeclaration(.struct) { index += 1 }
    case Keyword.enum.rawValue:
      if !typeDeclaration(.enum) { index += 1 }
    case Keyword.protocol.rawValue:
      if !typeDeclaration(.protocol) { index += 1 }
    case Keyword.extension.rawValue:
      if !typeDeclaration(.extension) { index += 1 }
    case Keyword.typealias.rawValue:
      typealiasDeclaration()
    case Keyword.import.rawValue:
      importDeclaration()
    case Keyword.func.rawValue, Keyword.`init`.rawValue, Keyword.deinit.rawValue,
      Keyword.subscript.rawValue, Keyword.associatedtype.rawValue:
      countMember()
      index += 1
    case Keyword.var.rawValue, Keyword.let.rawValue:
      countMember()
      storedProperty()
      index += 1
    case Keyword.case.rawValue:
      enumCases(token)
      index += 1
    default:
      index += 1
    }
  }

  mutating func identifier(_ token: Token) {
    let symbol = token.symbol
    if symbol == Keyword.actor.rawValue && !isBackticked(token) && typeDeclaration(.actor) {
      return
    }
    if Keyword.isNavigationStep(symbol) {
      navigationCall(token)
    }
    if symbol >= Keyword.uiNavigationController.rawValue && isTypeReference(at: index) {
      recordReference(at: index, owner: owner)
    }
    index += 1
  }

  /// Records the name at `position`, linked to the name before its dot when there is one.
  mutating func recordReference(at position: Int, owner: Int32) {
    let token = tokens[position]
    var qualification = Reference.Qualification.none
    if position > 0 && tokens[position - 1].kind == .period {
      qualification = lastReferencePosition == position - 2 ? .byPrevious : .unrecorded
    }
    result.references.append(
      Reference(
        owner: owner, symbol: token.symbol, line: token.line, qualification: qualification))
    lastReferencePosition = position
  }

  /// A name after `.` is a member, unless what precedes the dot is a capitalised name
  /// (`Outer.Inner`, `Module.Type`).
  func isTypeReference(at position: Int) -> Bool {
    guard position > 0, tokens[position - 1].kind == .period else { return true }
    guard position > 1 else { return false }
    let qualifier = tokens[position - 2]
    guard qualifier.kind == .identifier else { return false }
    let first = bytes[Int(qualifier.start)]
    return first >= 0x41 && first <= 0x5A
  }

  func isBackticked(_ token: Token) -> Bool { bytes[Int(token.start)] == 0x60 }

  func isOperator(_ token: Token, _ byte: UInt8) -> Bool {
    token.kind == .operator && token.end - token.start == 1 && bytes[Int(token.start)] == byte
  }

  /// The column of a declaration's name. Declarations come in order, so the start of the line
  /// is remembered: a line of thousands of declarations is walked back once, not once each.
  mutating func column(of token: Token) -> Int32 {
    let offset = Int(token.start)
    if token.line != lineStart.line || offset < lineStart.offset {
      var start = offset
      while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
      lineStart = (token.line, start)
    }
    return Int32(offset - lineStart.offset + 1)
  }

  mutating func countMember() {
    let member = memberOwner
    if member >= 0 { result.declarations[Int(member)].members += 1 }
  }

  mutating func report(_ message: String, at token: Token) {
    result.diagnostics.add(offset: token.start, line: token.line, message: message)
  }

  mutating func closeScope(_ token: Token) {
    guard let scope = scopes.popLast() else {
      report("unmatched '}'", at: token)
      return
    }
    if scope.declaration >= 0 { result.declarations[Int(scope.declaration)].bodyEnd = token.line }
  }

  /// Each branch of `#if` starts from the braces open at the `#if`; a branch that opened a type
  /// body without closing it (`#if A class X: P { #else class X { #endif … }`) ends it there.
  mutating func directive(_ token: Token) {
    switch token.symbol {
    case Keyword.if.rawValue:
      conditionals.append(scopes)
    case Keyword.elseif.rawValue, Keyword.else.rawValue:
      guard let atIf = conditionals.last else {
        report("#else without #if", at: token)
        return
      }
      for scope in scopes.dropFirst(atIf.count) where scope.declaration >= 0 {
        result.declarations[Int(scope.declaration)].bodyEnd = token.line
      }
      scopes = atIf
    default:
      if conditionals.popLast() == nil { report("#endif without #if", at: token) }
    }
  }

  mutating func finish() {
    let lastLine = tokens.last?.line ?? 1
    while let scope = scopes.popLast() {
      let token = Token(
        kind: .leftBrace, start: scope.openOffset, end: scope.openOffset + 1,
        line: scope.openLine, symbol: -1)
      report("missing '}' for this '{'", at: token)
      if scope.declaration >= 0 { result.declarations[Int(scope.declaration)].bodyEnd = lastLine }
    }
    if !conditionals.isEmpty, let last = tokens.last {
      report("#if without #endif", at: last)
    }
  }
}
