/// Rule: the view a `NavigationStack` or `NavigationView` shows at its root is a screen
/// (`NavigationStack(path: $router.path) { ListView().navigationDestination(…) }` shows
/// `ListView`), so a tap in it is an edge from it — not from the view that declares the stack
/// and its destinations.
/// Examples: `NavigationStackRootTests`.
extension NavigationAnalyzer {
  static let stackContainers = Vocabulary.containers([.swiftUIStack]).sorted()

  /// The SwiftUI views the tree's stacks show at their root: a view of the tree constructed as
  /// the content closure's expression, through its modifiers (`ListView().navigationTitle(…)`);
  /// a framework container (`List { Row() }`) names no root.
  func navigationStackRoots() -> Set<Int32> {
    var result: Set<Int32> = []
    for container in Self.stackContainers {
      guard let symbol = symbols.lookup(container) else { continue }
      for site in callsByName[symbol] ?? [] {
        for argument in children(site.file, site.node).dropFirst() {
          let content = node(site.file, argument)
          guard content.symbol == ExpressionNode.trailingClosure || content.symbol == words.content,
            content.child >= 0, node(site.file, content.child).kind == .closure
          else { continue }
          let closure = functionBase[Int(site.file)] + Int(node(site.file, content.child).symbol)
          let facts = files[Int(site.file)].navigation
          for index in statementsOf[closure] {
            let statement = facts.statements[Int(index)]
            guard statement.kind == .returnValue || statement.kind == .expression else { continue }
            if let root = constructedView(site.file, statement.value, in: closure) {
              result.insert(root)
            }
          }
        }
      }
    }
    return result
  }

  /// The tree's SwiftUI view `X` of an expression `X(…)` followed by modifiers.
  private func constructedView(_ file: Int32, _ expression: Int32, in function: Int) -> Int32? {
    var current = expression
    for _ in 0..<32 {
      guard current >= 0 else { return nil }
      let value = node(file, current)
      guard value.kind == .call, let callee = children(file, current).first else { return nil }
      let target = node(file, callee)
      if target.kind == .name {
        let views = typesNamed(target.symbol, from: functionOwner[function]).filter(
          isSwiftUIView)
        return views.count == 1 ? views[0] : nil
      }
      guard target.kind == .member else { return nil }
      current = target.child
    }
    return nil
  }
}
