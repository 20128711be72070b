extension HierarchyNotationChecker {
  /// A recursive descent over the grammar:
  /// ```
  /// window := node ('^' node)*
  /// node   := stack | tabs | screen
  /// stack  := '[' (screen ('>' screen)*)? ']'
  /// tabs   := 'Tabs' '{' tab (',' tab)* '}'
  /// tab    := NAME '*'? ':' node
  /// screen := NAME ('(' DIGITS ')')?
  /// ```
  /// Tab bars nest through `tab`, so the descent is bounded: deeper than `deepestTabBars` is an
  /// error at the tab bar that goes too deep, not a stack overflow.
  struct Cursor {
    static let deepestTabBars = 32

    let lexemes: [Lexeme]
    let checker: VocabularyChecker
    var index = 0
    private var tabBarDepth = 0

    init(lexemes: [Lexeme], checker: VocabularyChecker) {
      self.lexemes = lexemes
      self.checker = checker
    }

    private var current: Lexeme { lexemes[index] }

    mutating func window() throws(Problem) {
      if current.piece == .end { throw Problem(offset: 0, message: "the hierarchy is empty") }
      try node()
      while take("^") { try node() }
      guard current.piece == .end else {
        throw unexpected("'^' or the end of the hierarchy", saying: "")
      }
    }

    private mutating func node() throws(Problem) {
      switch current.piece {
      case .symbol("["): try stack()
      case .name("Tabs"): try tabs()
      case .name: try screen()
      default: throw unexpected("a screen, '[' or 'Tabs{'")
      }
    }

    private mutating func stack() throws(Problem) {
      index += 1
      if take("]") { return }
      repeat {
        try screen()
        if take("]") { return }
      } while take(">")
      throw unexpected("'>' or ']'")
    }

    private mutating func tabs() throws(Problem) {
      guard tabBarDepth < Self.deepestTabBars else {
        throw Problem(
          offset: current.offset,
          message: "tab bars nested more than \(Self.deepestTabBars) deep in the hierarchy")
      }
      tabBarDepth += 1
      defer { tabBarDepth -= 1 }
      index += 1
      guard take("{") else { throw unexpected("'{' after 'Tabs'") }
      repeat {
        try tab()
        if take("}") { return }
      } while take(",")
      throw unexpected("',' or '}'")
    }

    private mutating func tab() throws(Problem) {
      guard case .name(let name) = current.piece else { throw unexpected("a tab name") }
      if let problem = checker.tabProblem(name, in: .hierarchy) {
        throw Problem(offset: current.offset, message: problem)
      }
      index += 1
      _ = take("*")
      guard take(":") else { throw unexpected("':' after the tab '\(name)'") }
      try node()
    }

    private mutating func screen() throws(Problem) {
      guard case .name(let name) = current.piece else { throw unexpected("a screen name") }
      if let problem = checker.screenProblem(name, in: .hierarchy) {
        throw Problem(offset: current.offset, message: problem)
      }
      let takesID = checker.vocabulary.takesID(name)
      index += 1
      guard current.piece == .symbol("(") else {
        guard !takesID else {
          throw Problem(
            offset: current.offset,
            message: "expected the id of '\(name)' in the hierarchy, as in '\(name)(3)'")
        }
        return
      }
      guard takesID else {
        throw Problem(offset: current.offset, message: checker.takesNoIDMessage(name))
      }
      index += 1
      if current.piece == .end || current.piece == .symbol(")") {
        throw unexpected("the id of '\(name)' after '('")
      }
      guard case .name(let id) = current.piece, id.allSatisfy({ $0.isASCII && $0.isNumber })
      else {
        throw Problem(
          offset: current.offset, message: checker.badIDMessage(name, found: describe(current)))
      }
      // The same bound as `expect screen`: an id is an Int, so no screen can have a larger one.
      guard Int(id) != nil else {
        throw Problem(
          offset: current.offset, message: "the id \(id) of '\(name)' is too large")
      }
      index += 1
      guard take(")") else { throw unexpected("')' after the id of '\(name)'") }
    }

    /// Steps over the symbol when it is next.
    private mutating func take(_ symbol: Character) -> Bool {
      guard current.piece == .symbol(symbol) else { return false }
      index += 1
      return true
    }

    private func unexpected(_ expected: String, saying place: String = " in the hierarchy")
      -> Problem
    {
      let found = current.piece == .end ? "the end of the hierarchy" : "'\(describe(current))'"
      return Problem(
        offset: current.offset, message: "expected \(expected)\(place), found \(found)")
    }

    private func describe(_ lexeme: Lexeme) -> String {
      switch lexeme.piece {
      case .name(let name): return name
      case .symbol(let symbol): return String(symbol)
      case .end: return ""
      }
    }
  }
}
