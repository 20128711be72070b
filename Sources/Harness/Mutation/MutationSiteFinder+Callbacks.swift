import SwiftMetrics

extension MutationSiteFinder {
  /// A function's signature as Swift names it (`navigationController(_:didShow:animated:)`),
  /// with its parameters' labels and inner names.
  struct Signature {
    var key: String
    var name: String
    var parameters: [(label: String, name: String)]
  }

  /// `swapWillDid`: a lifecycle callback of `Vocabulary` (`viewWillAppear(_:)`,
  /// `presentationControllerDidDismiss(_:)`, `navigationController(_:willShow:animated:)`), when
  /// its pair is implemented beside it: the body is run when the pair is called, instead of
  /// when it is. The schema calls the callback from its pair with a per-mutant flag set, and
  /// runs the body only then while the mutant is on.
  func callbackSites() -> [MutationSite] {
    var signatures: [Int: Signature] = [:]
    for (index, block) in structure.blocks.enumerated() {
      guard case .function(_, false, false) = block.kind, let signature = signature(of: index)
      else { continue }
      signatures[index] = signature
    }
    var found: [MutationSite] = []
    for (index, signature) in signatures.sorted(by: { $0.key < $1.key }) {
      guard let pairKey = Vocabulary.lifecyclePair(of: signature.key) else { continue }
      let block = structure.blocks[index]
      guard
        let (pairIndex, pair) = signatures.first(where: {
          $0.value.key == pairKey && structure.blocks[$0.key].parent == block.parent
        }), pair.parameters.count == signature.parameters.count
      else { continue }
      let statements = structure.statements(of: index)
      guard let first = statements.first,
        !instrumentation.calls(in: outline, first.lowerBound...statements.last!.upperBound)
      else { continue }
      let flag = "__mutantSwapMUTANT"
      let arguments = zip(signature.parameters, pair.parameters).map { own, theirs in
        own.label == "_" ? theirs.name : "\(own.label): \(theirs.name)"
      }.joined(separator: ", ")
      let bodyStart = Int(tokens[block.open].end)
      let bodyEnd = Int(tokens[block.close].start)
      let pairStart = Int(tokens[structure.blocks[pairIndex].open].end)
      let fileEnd = outline.bytes.count
      found.append(
        MutationSite(
          mutationOperator: .swapWillDid, line: Int(tokens[block.open].line),
          original: "func \(signature.key) { … }",
          mutated: "its body run in \(pair.key) instead",
          insertions: [
            SchemaInsertion(
              offset: bodyStart, text: " if !__mutant(MUTANT) || \(flag) {", spanStart: bodyStart,
              spanEnd: bodyEnd),
            SchemaInsertion(offset: bodyEnd, text: "} ", spanStart: bodyStart, spanEnd: bodyEnd),
            SchemaInsertion(
              offset: pairStart,
              text: " if __mutant(MUTANT) { \(flag) = true; \(signature.name)(\(arguments)); "
                + "\(flag) = false }",
              spanStart: pairStart, spanEnd: pairStart),
            SchemaInsertion(
              offset: fileEnd, text: "\nnonisolated(unsafe) private var \(flag) = false\n",
              spanStart: fileEnd, spanEnd: fileEnd),
          ]))
    }
    return found
  }

  /// The signature of a function block, read back from its `{` to its `func`.
  func signature(of blockIndex: Int) -> Signature? {
    let open = structure.blocks[blockIndex].open
    var cursor = open - 1
    var parameters: Int?
    while cursor >= 0 {
      let token = tokens[cursor]
      if [.rightParen, .rightBracket].contains(token.kind), outline.partner[cursor] >= 0 {
        if token.kind == .rightParen { parameters = outline.partner[cursor] }
        cursor = outline.partner[cursor] - 1
        continue
      }
      if token.kind == .keyword && outline.text(cursor) == "func" { break }
      if token.kind == .leftBrace || token.kind == .rightBrace { return nil }
      cursor -= 1
    }
    guard cursor >= 0, cursor + 1 < open, let parameters else { return nil }
    let name = outline.text(cursor + 1)
    guard tokens[parameters - 1].kind == .identifier || tokens[parameters - 1].kind == .operator
    else { return nil }
    var list: [(label: String, name: String)] = []
    var start = parameters + 1
    let close = outline.partner[parameters]
    var index = start
    while index <= close {
      if index == close || tokens[index].kind == .comma {
        if index > start {
          var words: [String] = []
          var position = start
          while position < index && tokens[position].kind != .colon {
            words.append(outline.text(position))
            position += 1
          }
          if words.count == 1 { list.append((words[0], words[0])) }
          if words.count == 2 { list.append((words[0], words[1])) }
          if words.isEmpty || words.count > 2 { return nil }
        }
        start = index + 1
      } else if [.leftParen, .leftBracket].contains(tokens[index].kind) {
        index = max(outline.partner[index], index)
      }
      index += 1
    }
    let key = name + "(" + list.map { $0.label + ":" }.joined() + ")"
    return Signature(key: key, name: name, parameters: list)
  }
}
