/// Rule: segue destinations. In a view controller's `prepare(for segue:sender:)`, each screen
/// that the segue's destination is cast to (`segue.destination as? DetailViewController`,
/// `as!`, `is`, `case let detail as DetailViewController`) is where a segue from that view
/// controller goes: the storyboard draws the segue, the code names its destination. The
/// storyboard's own segues are read by `Storyboards/StoryboardEdges`.
/// Examples: `SegueCastTests`.
extension NavigationAnalyzer {
  /// `prepare(for segue:sender:)` of a view controller: each screen cast in it is a segue's
  /// destination.
  func segueSites() -> [EdgeSite] {
    guard words.prepare >= 0 else { return [] }
    var sites: [EdgeSite] = []
    for function in functions(named: words.prepare) {
      let owner = functionOwner[function]
      guard isViewController(owner), parameters(of: function).first?.label == words.forLabel
      else { continue }
      let file = functionFile[function]
      for (cast, line) in casts(in: function) {
        var targets = typesNamed(cast, from: owner).filter(isScreenCapable)
        if targets.isEmpty, let external = externalScreen(cast) { targets = [external] }
        guard !targets.isEmpty else { continue }
        sites.append(
          EdgeSite(
            kind: .segue, targets: Set(targets), function: function, file: file, line: line,
            fromOwner: true))
      }
    }
    return sites
  }

  /// The types cast to (`as? T`, `as! T`, `case let x as T`) in a function and its closures.
  func casts(in function: Int) -> [(type: Int32, line: Int32)] {
    let file = functionFile[function]
    let facts = files[Int(file)].navigation
    let base = functionBase[Int(file)]
    var result: [(type: Int32, line: Int32)] = []
    var stack: [Int32] = []
    var functions = [function]
    var cursor = 0
    while cursor < functions.count {
      for statement in statementsOf[functions[cursor]] {
        let fact = facts.statements[Int(statement)]
        stack.append(fact.value)
        stack.append(fact.target)
      }
      cursor += 1
      while let index = stack.popLast() {
        guard index >= 0, result.count < 256 else { continue }
        let node = facts.nodes[Int(index)]
        if node.kind == .cast { result.append((node.symbol, node.line)) }
        if node.kind == .closure && functions.count < 256 {
          functions.append(base + Int(node.symbol))
        }
        var child = node.child
        var siblings = 0
        while child >= 0 && siblings < 4096 {
          stack.append(child)
          child = facts.nodes[Int(child)].next
          siblings += 1
        }
      }
    }
    return result
  }
}
