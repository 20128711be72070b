import SwiftMetrics

/// What app code carries only for the workbench, recognised by the API it calls, never by a
/// list of places: a lifetime-tracker registration calls the tracker's
/// `register(_:role:anchor:)` (`Vocabulary`'s instrumentation call); a function of the app whose
/// every statement is such a call is a wrapper of that API (`track(_:as:anchor:)`), and calls
/// to it are instrumentation too. Mutation leaves all of it alone.
struct Instrumentation {
  /// The tracker's registration, told apart from other `register` methods by its label.
  static let trackerAPI: (name: String, label: String) =
    Vocabulary.instrumentationCalls[0]

  /// Wrappers of the API found in the app.
  var names: Set<String> = []

  /// Adds the wrappers found in the files of one app, until no more are found.
  mutating func addWrappers(in structures: [CodeStructure]) {
    var changed = true
    while changed {
      changed = false
      for structure in structures {
        for (index, block) in structure.blocks.enumerated() {
          guard case .function(let name, false, _) = block.kind, !names.contains(name) else {
            continue
          }
          let statements = structure.statements(of: index)
          guard !statements.isEmpty,
            statements.allSatisfy({ isOnly(structure, $0, in: index) })
          else { continue }
          names.insert(name)
          changed = true
        }
      }
    }
  }

  /// A call of the API or a wrapper, or an `if` whose blocks hold only such calls
  /// (`if let wireframe { register(wireframe, …) }`).
  private func isOnly(_ structure: CodeStructure, _ statement: ClosedRange<Int>, in block: Int)
    -> Bool
  {
    let outline = structure.outline
    if isCall(in: outline, statement) { return true }
    guard outline.text(statement.lowerBound) == "if" else { return false }
    let inner = structure.blocks.indices.filter {
      structure.blocks[$0].parent == block && statement.contains(structure.blocks[$0].open)
    }
    return !inner.isEmpty
      && inner.allSatisfy { index in
        structure.statements(of: index).allSatisfy { isOnly(structure, $0, in: index) }
      }
  }

  /// Whether the statement is itself a call of the API or a wrapper (`a.b.track(x)`), not
  /// merely a call that takes one as an argument.
  func isCall(in outline: SourceOutline, _ statement: ClosedRange<Int>) -> Bool {
    let tokens = outline.tokens
    var cursor = statement.lowerBound
    while cursor <= statement.upperBound, tokens[cursor].kind != .leftParen {
      let token = tokens[cursor]
      let allowed =
        token.kind == .identifier || token.kind == .period
        || (token.kind == .keyword
          && ["self", "try", "await", "return"].contains(outline.text(cursor)))
        || (token.kind == .operator && ["?", "!"].contains(outline.text(cursor)))
      guard allowed else { return false }
      cursor += 1
    }
    guard cursor <= statement.upperBound, cursor > statement.lowerBound,
      outline.partner[cursor] == statement.upperBound
    else { return false }
    return calls(in: outline, (cursor - 1)...statement.upperBound)
      && names.union([Self.trackerAPI.name]).contains(outline.text(cursor - 1))
  }

  /// Whether the tokens call the instrumentation API or a wrapper of it.
  func calls(in outline: SourceOutline, _ range: ClosedRange<Int>) -> Bool {
    let tokens = outline.tokens
    for index in range where index + 1 < tokens.count && tokens[index].kind == .identifier {
      let name = outline.text(index)
      guard tokens[index + 1].kind == .leftParen else { continue }
      if names.contains(name) { return true }
      if name == Self.trackerAPI.name {
        let close = outline.partner[index + 1]
        guard close > index else { continue }
        for inner in (index + 2)..<close
        where outline.text(inner) == Self.trackerAPI.label && tokens[inner + 1].kind == .colon {
          return true
        }
      }
    }
    return false
  }
}
