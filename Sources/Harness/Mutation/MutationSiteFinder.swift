import SwiftMetrics

/// Finds where each ``MutationOperator`` applies in one file, from the analyser's tokens and
/// declarations (``CodeStructure``), and writes each site's schema form: insertions that keep
/// the original and hold the mistake behind `__mutant(id)`, so that every mutant of a package
/// compiles into one build. Instrumentation (``Instrumentation``) is never a site.
///
/// Where each operator applies:
/// - `deleteCall`: a statement that is only a call (`a.b(c)`, with or without a trailing
///   closure, `try`/`await`), except `fatalError`-like calls and `super.init`; not the only
///   statement of a closure whose result may be used, nor of a function that returns a value.
/// - `deleteAssignment`: `a.b = c`, or `b = c` for a stored property `b` of the enclosing type;
///   not to `self`'s properties in an initializer.
/// - `strongProperty`: a `weak`/`unowned` stored property with a type and no accessors.
/// - `strongCapture`: each `weak x`/`unowned x` of a closure's capture list.
/// - `negateCondition`: an `if`/`guard` condition without bindings, `case` or several clauses.
/// - `flipAnimated`: the `animated:` argument of a call.
/// - `completionNow`: a call statement whose last argument is a closure without parameters.
struct MutationSiteFinder {
  let structure: CodeStructure
  let instrumentation: Instrumentation
  var outline: SourceOutline { structure.outline }
  var tokens: [Token] { structure.outline.tokens }

  static let neverDeleted: Set<String> = [
    "fatalError", "preconditionFailure", "precondition", "assert", "assertionFailure", "init",
  ]

  func sites() -> [MutationSite] {
    var found: [MutationSite] = []
    for (index, block) in structure.blocks.enumerated() {
      if case .type = block.kind { found += propertySites(ofType: index) }
      guard block.holdsStatements else { continue }
      if block.kind == .closure { found += captureSites(of: index) }
      let statements = structure.statements(of: index)
      for statement in statements {
        found += statementSites(statement, in: index, onlyStatement: statements.count == 1)
      }
    }
    found += callbackSites()
    return found.sorted {
      ($0.insertions.first?.offset ?? 0, $0.mutationOperator) < (
        $1.insertions.first?.offset ?? 0, $1.mutationOperator
      )
    }
  }

  // MARK: Statements

  private func statementSites(
    _ statement: ClosedRange<Int>, in blockIndex: Int, onlyStatement: Bool
  ) -> [MutationSite] {
    var found: [MutationSite] = []
    let first = statement.lowerBound
    let word = tokens[first].kind == .keyword ? outline.text(first) : ""
    if word == "if" || word == "guard" {
      found += conditionSites(statement)
    }
    found += animatedSites(statement)
    if let call = callShape(statement) {
      // A registration or a wrapper of it.
      if instrumentation.names.contains(call.callee)
        || call.callee == Instrumentation.trackerAPI.name
          && instrumentation.calls(in: outline, statement)
      {
        return found
      }
      if deletable(call: call, statement, in: blockIndex, onlyStatement: onlyStatement) {
        found.append(deletion(.deleteCall, statement))
      }
      if let completion = completionNow(statement, call: call) { found.append(completion) }
    } else if !instrumentation.calls(in: outline, statement),
      assignable(statement, in: blockIndex)
    {
      found.append(deletion(.deleteAssignment, statement))
    }
    return found
  }

  /// The tokens of a call statement: the index of the callee's name and of the last group.
  struct CallShape {
    var callee: String
    /// The trailing closure's `{`, if the call ends with one.
    var trailingClosure: Int?
    /// The argument list's `(`, if any.
    var arguments: Int?
  }

  func callShape(_ statement: ClosedRange<Int>) -> CallShape? {
    var cursor = statement.lowerBound
    while cursor <= statement.upperBound, tokens[cursor].kind == .keyword || isWordToken(cursor),
      ["try", "await"].contains(outline.text(cursor))
    {
      cursor += 1
      if cursor <= statement.upperBound, tokens[cursor].kind == .operator,
        ["?", "!"].contains(outline.text(cursor))
      {
        cursor += 1
      }
    }
    guard cursor <= statement.upperBound else { return nil }
    let head = tokens[cursor]
    guard
      head.kind == .identifier || head.kind == .dollarIdentifier
        || (head.kind == .keyword && ["self", "super"].contains(outline.text(cursor)))
    else { return nil }
    var callee = outline.text(cursor)
    var lastName = callee
    var shape = CallShape(callee: callee)
    var endsWithCall = false
    cursor += 1
    while cursor <= statement.upperBound {
      let token = tokens[cursor]
      switch token.kind {
      case .period:
        guard cursor + 1 <= statement.upperBound else { return nil }
        let name = tokens[cursor + 1]
        guard name.kind == .identifier || name.kind == .keyword else { return nil }
        lastName = outline.text(cursor + 1)
        endsWithCall = false
        shape.trailingClosure = nil
        shape.arguments = nil
        cursor += 2
      case .operator where ["?", "!"].contains(outline.text(cursor)):
        cursor += 1
      case .leftParen:
        guard outline.partner[cursor] > cursor else { return nil }
        callee = lastName
        shape.arguments = cursor
        endsWithCall = true
        cursor = outline.partner[cursor] + 1
      case .leftBracket:
        guard outline.partner[cursor] > cursor else { return nil }
        endsWithCall = false
        cursor = outline.partner[cursor] + 1
      case .leftBrace:
        guard outline.partner[cursor] > cursor, structure.blockAt[cursor] != nil,
          structure.blocks[structure.blockAt[cursor]!].kind == .closure
        else { return nil }
        if !endsWithCall { callee = lastName }
        shape.trailingClosure = cursor
        endsWithCall = true
        cursor = outline.partner[cursor] + 1
      default:
        return nil
      }
    }
    guard endsWithCall else { return nil }
    shape.callee = callee
    return shape
  }

  private func isWordToken(_ index: Int) -> Bool { tokens[index].kind == .identifier }

  private func deletable(
    call: CallShape, _ statement: ClosedRange<Int>, in blockIndex: Int, onlyStatement: Bool
  ) -> Bool {
    if Self.neverDeleted.contains(call.callee) { return false }
    let block = structure.blocks[blockIndex]
    if case .control = block.kind, isValue(controlBlock: blockIndex) { return false }
    guard onlyStatement else { return true }
    switch block.kind {
    case .function(_, _, let returnsValue): return !returnsValue
    case .closure: return closureResultUnused(blockIndex)
    default: return true
    }
  }

  /// Whether the `if` or `switch` the block belongs to may be the value of what encloses it
  /// (`var item: Item { switch self { case .a: Item(…) } }`): the only statement of a function
  /// that returns one, of a getter, or of a closure whose result may be used.
  private func isValue(controlBlock blockIndex: Int) -> Bool {
    let parent = structure.blocks[blockIndex].parent
    guard parent >= 0 else { return false }
    let enclosing = structure.blocks[parent]
    switch enclosing.kind {
    case .property: return true
    case .accessor(let name): if name != "get" { return false }
    case .function(_, _, let returnsValue): if !returnsValue { return false }
    case .closure: if closureResultUnused(parent) { return false }
    case .control: return isValue(controlBlock: parent)
    case .type: return false
    }
    return structure.statements(of: parent).count == 1
  }

  /// A closure that is the trailing closure or an argument of a statement that is a call: its
  /// result goes to the callee, which for a statement is a callback, not a value to compute.
  private func closureResultUnused(_ blockIndex: Int) -> Bool {
    let block = structure.blocks[blockIndex]
    let parent = block.parent
    guard parent >= 0, structure.blocks[parent].holdsStatements else { return false }
    for statement in structure.statements(of: parent)
    where statement.contains(block.open) {
      guard let shape = callShape(statement) else { return false }
      return shape.trailingClosure == block.open
        || shape.arguments.map { outline.partner[$0] > block.close && $0 < block.open } ?? false
    }
    return false
  }

  private func assignable(_ statement: ClosedRange<Int>, in blockIndex: Int) -> Bool {
    var equals: Int?
    var cursor = statement.lowerBound
    while cursor <= statement.upperBound {
      let token = tokens[cursor]
      if [.leftParen, .leftBracket, .leftBrace].contains(token.kind) {
        if equals == nil { return false }
        cursor = max(outline.partner[cursor], cursor) + 1
        continue
      }
      if token.kind == .operator && outline.text(cursor) == "=" {
        if equals != nil { return false }
        equals = cursor
      }
      cursor += 1
    }
    guard let equals, equals > statement.lowerBound else { return false }
    let left = statement.lowerBound..<equals
    for index in left {
      let token = tokens[index]
      let allowed =
        token.kind == .identifier || token.kind == .period
        || (token.kind == .keyword && outline.text(index) == "self")
        || (token.kind == .operator && ["?", "!"].contains(outline.text(index)))
      if !allowed { return false }
    }
    let dotted = left.contains { tokens[$0].kind == .period }
    let onSelf = !dotted || outline.text(statement.lowerBound) == "self"
    if onSelf && insideInitializer(blockIndex) { return false }
    if dotted { return true }
    return left.count == 1
      && storedProperties(around: blockIndex).contains(outline.text(statement.lowerBound))
  }

  /// Whether the block is (in) an initializer's body and not in a closure within it.
  private func insideInitializer(_ blockIndex: Int) -> Bool {
    var index = blockIndex
    while index >= 0 {
      switch structure.blocks[index].kind {
      case .function(_, let isInit, _): return isInit
      case .closure, .type: return false
      default: index = structure.blocks[index].parent
      }
    }
    return false
  }

  /// The stored and computed property names of the type the block is in.
  private func storedProperties(around blockIndex: Int) -> Set<String> {
    var index = blockIndex
    while index >= 0, !isType(index) { index = structure.blocks[index].parent }
    guard index >= 0 else { return [] }
    var names = Set<String>()
    for statement in structure.statements(of: index) {
      for position in statement
      where tokens[position].kind == .keyword && ["var", "let"].contains(outline.text(position))
        && position + 1 <= statement.upperBound
      {
        names.insert(outline.text(position + 1))
        break
      }
    }
    return names
  }

  private func isType(_ blockIndex: Int) -> Bool {
    if case .type = structure.blocks[blockIndex].kind { return true }
    return false
  }

  private func deletion(_ mutation: MutationOperator, _ statement: ClosedRange<Int>)
    -> MutationSite
  {
    let start = Int(tokens[statement.lowerBound].start)
    let end = Int(tokens[statement.upperBound].end)
    return MutationSite(
      mutationOperator: mutation, line: Int(tokens[statement.lowerBound].line),
      original: oneLine(start, end), mutated: "",
      insertions: [
        SchemaInsertion(
          offset: start, text: "if !__mutant(MUTANT) { ", spanStart: start, spanEnd: end),
        SchemaInsertion(offset: end, text: " }", spanStart: start, spanEnd: end),
      ])
  }

  /// The text between two offsets with each run of white space made one space, trimmed.
  func oneLine(_ start: Int, _ end: Int) -> String {
    outline.text(from: start, to: end).split(whereSeparator: { $0 == " " || $0 == "\n" })
      .joined(separator: " ")
  }

  /// The same, not trimmed: a part of a line.
  func collapsed(_ start: Int, _ end: Int) -> String {
    var result = ""
    var inSpace = false
    for character in outline.text(from: start, to: end) {
      if character == " " || character == "\n" {
        if !inSpace { result.append(" ") }
        inSpace = true
      } else {
        result.append(character)
        inSpace = false
      }
    }
    return result
  }
}
