import SwiftMetrics

/// What app code carries only for the workbench, recognised by the API it calls, never by a
/// list of places: a planted-fault switch calls `isPlanted(…)`, a lifetime-tracker
/// registration calls the tracker's `register(_:role:anchor:)`; a function of the app whose
/// every statement is such a call is a wrapper of that API (`track(_:as:anchor:)`), and calls
/// to it are instrumentation too; so is asking a set of planted faults (a name declared
/// `: PlantedFaults`) whether it `contains(…)` one. Mutation leaves all of it alone, and the
/// code a switch turns on (the body of `if isPlanted(…)`, what follows `guard isPlanted(…)
/// else`) as well.
struct Instrumentation {
  /// Call names that are instrumentation wherever they appear.
  static let faultSwitchAPI: Set<String> = ["isPlanted"]
  /// The type of a set of planted faults, and its query.
  static let faultSetAPI = (type: "PlantedFaults", query: "contains")
  /// The tracker's registration, told apart from other `register` methods by its label.
  static let trackerAPI = (name: "register", label: "role")

  var names: Set<String> = faultSwitchAPI
  /// Names declared with the fault-set type (`private let faults: PlantedFaults`).
  var faultSets: Set<String> = []

  /// Adds the names the files declare with the fault-set type.
  mutating func addFaultSets(in structures: [CodeStructure]) {
    for structure in structures {
      let outline = structure.outline
      let tokens = outline.tokens
      for index in tokens.indices.dropFirst().dropLast()
      where tokens[index].kind == .colon && tokens[index - 1].kind == .identifier
        && outline.text(index + 1) == Self.faultSetAPI.type
      {
        faultSets.insert(outline.text(index - 1))
      }
    }
  }

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
  /// merely a call that takes a switch as an argument (`finish(animated: isPlanted(…))`).
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
      if faultSets.contains(name), index + 3 < tokens.count, tokens[index + 1].kind == .period,
        outline.text(index + 2) == Self.faultSetAPI.query, tokens[index + 3].kind == .leftParen
      {
        return true
      }
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
