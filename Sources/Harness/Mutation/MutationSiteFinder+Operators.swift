import SwiftMetrics

extension MutationSiteFinder {
  // MARK: Conditions

  /// Each `if` of an `if … else if …` chain, or a `guard`'s condition; not one that calls the
  /// instrumentation API.
  func conditionSites(_ statement: ClosedRange<Int>) -> [MutationSite] {
    var found: [MutationSite] = []
    var cursor = statement.lowerBound
    while cursor <= statement.upperBound {
      let word = outline.text(cursor)
      guard tokens[cursor].kind == .keyword, word == "if" || word == "guard" else { break }
      let conditionStart = cursor + 1
      var end = conditionStart
      while end <= statement.upperBound {
        let kind = tokens[end].kind
        if word == "if" && kind == .leftBrace { break }
        if word == "guard" && kind == .keyword && outline.text(end) == "else" { break }
        if [.leftParen, .leftBracket].contains(kind) { end = max(outline.partner[end], end) }
        end += 1
      }
      guard end <= statement.upperBound, end > conditionStart else { break }
      let condition = conditionStart...(end - 1)
      if !instrumentation.calls(in: outline, condition) {
        // Each boolean clause of a condition list (`guard let a, a.isReady else`) on its own.
        for clause in clauses(of: condition) where negatable(clause) {
          found.append(negation(word, clause))
        }
      }
      guard word == "if", outline.partner[end] > end else { break }
      // `else if`: the next link of the chain.
      let afterBlock = outline.partner[end] + 1
      guard afterBlock + 1 <= statement.upperBound, outline.text(afterBlock) == "else",
        outline.text(afterBlock + 1) == "if"
      else { break }
      cursor = afterBlock + 1
    }
    return found
  }

  private func clauses(of condition: ClosedRange<Int>) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    var start = condition.lowerBound
    var cursor = start
    while cursor <= condition.upperBound {
      let kind = tokens[cursor].kind
      if kind == .comma {
        if cursor > start { result.append(start...(cursor - 1)) }
        start = cursor + 1
      } else if [.leftParen, .leftBracket, .leftBrace].contains(kind) {
        cursor = max(outline.partner[cursor], cursor)
      }
      cursor += 1
    }
    if start <= condition.upperBound { result.append(start...condition.upperBound) }
    return result
  }

  private func negatable(_ condition: ClosedRange<Int>) -> Bool {
    var cursor = condition.lowerBound
    while cursor <= condition.upperBound {
      let token = tokens[cursor]
      if token.kind == .comma || token.kind == .poundKeyword { return false }
      if token.kind == .keyword && ["let", "var", "case"].contains(outline.text(cursor)) {
        return false
      }
      if [.leftParen, .leftBracket, .leftBrace].contains(token.kind) {
        cursor = max(outline.partner[cursor], cursor)
      }
      cursor += 1
    }
    return true
  }

  private func negation(_ word: String, _ condition: ClosedRange<Int>) -> MutationSite {
    let start = Int(tokens[condition.lowerBound].start)
    let end = Int(tokens[condition.upperBound].end)
    let text = oneLine(start, end)
    return MutationSite(
      mutationOperator: .negateCondition, line: Int(tokens[condition.lowerBound].line),
      original: "\(word) \(text)", mutated: "\(word) !(\(text))",
      insertions: [
        SchemaInsertion(
          offset: start, text: "__mutant(MUTANT) != (", spanStart: start, spanEnd: end),
        SchemaInsertion(offset: end, text: ")", spanStart: start, spanEnd: end),
      ])
  }

  // MARK: animated:

  /// `animated:` arguments of calls in the statement, outside its closures (each closure's
  /// statements are read with its block).
  func animatedSites(_ statement: ClosedRange<Int>) -> [MutationSite] {
    var found: [MutationSite] = []
    var open: [Int] = []
    var cursor = statement.lowerBound
    while cursor <= statement.upperBound {
      let token = tokens[cursor]
      switch token.kind {
      case .leftBrace:
        cursor = max(outline.partner[cursor], cursor) + 1
        continue
      case .leftParen: open.append(cursor)
      case .rightParen: _ = open.popLast()
      case .identifier where outline.text(cursor) == "animated":
        if let group = open.last, cursor + 1 <= statement.upperBound,
          tokens[cursor + 1].kind == .colon,
          [.leftParen, .comma].contains(tokens[cursor - 1].kind), isCall(group),
          let site = flip(from: cursor + 2, group: group)
        {
          found.append(site)
        }
      default: break
      }
      cursor += 1
    }
    return found
  }

  /// Whether a `(` opens a call's arguments rather than a declaration's parameters.
  private func isCall(_ paren: Int) -> Bool {
    guard paren > 0 else { return false }
    let before = tokens[paren - 1]
    switch before.kind {
    case .identifier:
      return !(paren > 1 && tokens[paren - 2].kind == .keyword && outline.text(paren - 2) == "func")
    case .keyword:
      return outline.text(paren - 1) == "init" && paren > 1 && tokens[paren - 2].kind == .period
    case .rightParen, .rightBracket, .operator:
      return before.kind != .operator || outline.text(paren - 1) == "?"
    default: return false
    }
  }

  private func flip(from first: Int, group: Int) -> MutationSite? {
    let close = outline.partner[group]
    guard close > first else { return nil }
    var end = first
    while end < close && tokens[end].kind != .comma {
      if [.leftParen, .leftBracket, .leftBrace].contains(tokens[end].kind) {
        end = max(outline.partner[end], end)
      }
      end += 1
    }
    guard end > first else { return nil }
    let argument = first...(end - 1)
    if instrumentation.calls(in: outline, argument) { return nil }
    let start = Int(tokens[first].start)
    let stop = Int(tokens[end - 1].end)
    let text = oneLine(start, stop)
    let flipped = text == "true" ? "false" : text == "false" ? "true" : "!(\(text))"
    return MutationSite(
      mutationOperator: .flipAnimated, line: Int(tokens[first].line),
      original: "animated: \(text)", mutated: "animated: \(flipped)",
      insertions: [
        SchemaInsertion(
          offset: start, text: "__mutant(MUTANT) != (", spanStart: start, spanEnd: stop),
        SchemaInsertion(offset: stop, text: ")", spanStart: start, spanEnd: stop),
      ])
  }

  // MARK: Completions

  /// The call with an empty closure, then the closure run at once.
  func completionNow(_ statement: ClosedRange<Int>, call: CallShape) -> MutationSite? {
    var closureOpen = call.trailingClosure
    if closureOpen == nil, let arguments = call.arguments {
      let close = outline.partner[arguments]
      // `completion: { … }` as the last argument.
      if close - 1 > arguments, tokens[close - 1].kind == .rightBrace {
        let open = outline.partner[close - 1]
        if open > arguments + 1, tokens[open - 1].kind == .colon { closureOpen = open }
      }
    }
    guard let open = closureOpen, let blockIndex = structure.blockAt[open] else { return nil }
    let close = outline.partner[open]
    // An empty completion has nothing to run early.
    guard close > open, takesNoParameters(blockIndex),
      !structure.statements(of: blockIndex).isEmpty
    else { return nil }
    let start = Int(tokens[statement.lowerBound].start)
    let end = Int(tokens[statement.upperBound].end)
    let openOffset = Int(tokens[open].start)
    let closeOffset = Int(tokens[close].end)
    let call =
      outline.text(from: start, to: openOffset) + "{}"
      + outline.text(from: closeOffset, to: end)
    let body = outline.text(from: openOffset + 1, to: closeOffset - 1)
    return MutationSite(
      mutationOperator: .completionNow, line: Int(tokens[statement.lowerBound].line),
      original: oneLine(start, end),
      mutated: collapsed(start, openOffset) + "{}" + collapsed(closeOffset, end) + "; "
        + body.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " "),
      insertions: [
        SchemaInsertion(
          offset: start, text: "if __mutant(MUTANT) { \(call); ({ \(body) })() } else { ",
          spanStart: start, spanEnd: end),
        SchemaInsertion(offset: end, text: " }", spanStart: start, spanEnd: end),
      ])
  }

  /// No parameter list before `in`, and no `$0`.
  private func takesNoParameters(_ blockIndex: Int) -> Bool {
    let block = structure.blocks[blockIndex]
    if (block.open...block.close).contains(where: { tokens[$0].kind == .dollarIdentifier }) {
      return false
    }
    let bodyStart = structure.closureBodyStart(blockIndex)
    guard bodyStart > block.open + 1 else { return true }
    // Only a capture list before `in`.
    let first = block.open + 1
    return tokens[first].kind == .leftBracket && outline.partner[first] + 2 == bodyStart
  }

  // MARK: Captures

  func captureSites(of blockIndex: Int) -> [MutationSite] {
    let block = structure.blocks[blockIndex]
    let first = block.open + 1
    guard first < block.close, tokens[first].kind == .leftBracket,
      structure.closureBodyStart(blockIndex) > outline.partner[first]
    else { return [] }
    let listEnd = outline.partner[first]
    // The strong twin must be used in the body, or the compiler does not capture it.
    let bodyStart = structure.closureBodyStart(blockIndex)
    let useOffset = Int(tokens[bodyStart].start)
    var found: [MutationSite] = []
    var itemStart = first + 1
    while itemStart < listEnd {
      var itemEnd = itemStart
      while itemEnd < listEnd && tokens[itemEnd].kind != .comma { itemEnd += 1 }
      if itemEnd - itemStart == 2, ["weak", "unowned"].contains(outline.text(itemStart)) {
        let name = outline.text(itemStart + 1)
        let listStart = Int(tokens[first].start)
        let listStop = Int(tokens[listEnd].end)
        let original = oneLine(listStart, listStop)
        let itemText = oneLine(Int(tokens[itemStart].start), Int(tokens[itemStart + 1].end))
        let after = Int(tokens[itemStart + 1].end)
        found.append(
          MutationSite(
            mutationOperator: .strongCapture, line: Int(tokens[itemStart].line),
            original: original,
            mutated: original.replacingOccurrences(of: itemText, with: name),
            insertions: [
              SchemaInsertion(
                offset: after,
                text: ", __mutantStrongMUTANT = __mutant(MUTANT) ? \(name) : nil",
                spanStart: after, spanEnd: after),
              SchemaInsertion(
                offset: useOffset, text: "_ = __mutantStrongMUTANT; ", spanStart: useOffset,
                spanEnd: useOffset),
            ]))
      }
      itemStart = itemEnd + 1
    }
    return found
  }

  // MARK: Stored properties

  /// `weak var x: T?` and `unowned let x: T` among a type's members. The schema keeps the
  /// property and adds a strong twin that holds the same object while the mutant is on: set
  /// by the property's `didSet` and, for what an initializer assigns (no observer runs there),
  /// at the end of each initializer of the type.
  func propertySites(ofType typeIndex: Int) -> [MutationSite] {
    var found: [MutationSite] = []
    let inits = structure.blocks.filter { block in
      guard block.parent == typeIndex, case .function(_, true, _) = block.kind else { return false }
      return true
    }
    for statement in structure.statements(of: typeIndex) {
      guard
        let keyword = statement.first(where: {
          tokens[$0].kind == .keyword && ["var", "let"].contains(outline.text($0))
        }),
        let modifier = (statement.lowerBound..<keyword).first(where: {
          tokens[$0].kind == .identifier && ["weak", "unowned"].contains(outline.text($0))
        }),
        tokens[modifier + 1].kind != .leftParen,
        keyword + 2 <= statement.upperBound, tokens[keyword + 1].kind == .identifier,
        tokens[keyword + 2].kind == .colon,
        !statement.contains(where: { tokens[$0].kind == .leftBrace })
      else { continue }
      let name = outline.text(keyword + 1)
      var typeEnd = keyword + 3
      while typeEnd <= statement.upperBound
        && !(tokens[typeEnd].kind == .operator && outline.text(typeEnd) == "=")
      {
        typeEnd += 1
      }
      guard typeEnd > keyword + 3 else { continue }
      let type = outline.text(
        from: Int(tokens[keyword + 3].start), to: Int(tokens[typeEnd - 1].end))
      let start = Int(tokens[statement.lowerBound].start)
      let end = Int(tokens[statement.upperBound].end)
      let twin = "__mutantStrongMUTANT"
      var insertions: [SchemaInsertion] = []
      if outline.text(keyword) == "var" {
        insertions.append(
          SchemaInsertion(
            offset: end, text: " { didSet { if __mutant(MUTANT) { \(twin) = \(name) } } }",
            spanStart: start, spanEnd: end))
      }
      insertions.append(
        SchemaInsertion(
          offset: end, text: "; var \(twin): (\(type))? = nil", spanStart: start,
          spanEnd: end))
      for initializer in inits {
        let offset = Int(tokens[initializer.close].start)
        insertions.append(
          SchemaInsertion(
            offset: offset, text: "if __mutant(MUTANT) { \(twin) = \(name) }; ",
            spanStart: offset, spanEnd: offset))
      }
      let original = oneLine(start, end)
      let modifierText = outline.text(modifier) + " "
      found.append(
        MutationSite(
          mutationOperator: .strongProperty, line: Int(tokens[statement.lowerBound].line),
          original: original,
          mutated: original.replacingOccurrences(of: modifierText, with: ""),
          insertions: insertions))
    }
    return found
  }
}
