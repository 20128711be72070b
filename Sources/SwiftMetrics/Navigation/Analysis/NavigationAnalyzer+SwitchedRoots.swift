/// Rule: a SwiftUI root switched on state: the window's root view (a `WindowGroup`'s content, a
/// hosting controller set as the window's root) whose `body` chooses between screens with an
/// `if` or a `switch` (`switch stage { case .onboarding: OnboardingView() … }`,
/// `if session.isSignedIn { NotesView() } else { SignInView() }`). Each screen it may choose
/// is a window root too, from where the root comes (the launch): a `windowRoot` edge to each,
/// beside the root's own. A body choosing is told by two or more different views of the tree
/// made directly in it (a result builder's branches are its statements), or in a `Group`'s
/// closure (`Group { if … }`: a group lays nothing out, so its content is the body's own);
/// views nested in a container's closure (`VStack { if … }`, `NavigationStack { … }`) are the
/// container's content, not a choice of root.
/// Examples: `SwitchedRootTests`.
extension NavigationAnalyzer {
  /// The sites with, after each window-root site, one site per screen its SwiftUI root's
  /// `body` may choose (at the line that chooses it).
  func withSwitchedRoots(_ sites: [EdgeSite]) -> [EdgeSite] {
    guard let body = symbols.lookup("body"),
      sites.contains(where: { $0.kind == .windowRoot })
    else { return sites }
    var result: [EdgeSite] = []
    result.reserveCapacity(sites.count)
    for site in sites {
      result.append(site)
      guard site.kind == .windowRoot else { continue }
      for root in site.targets.sorted() where isSwiftUIView(root) {
        for chosen in chosenViews(of: root, body: body) {
          var added = site
          added.targets = [chosen.view]
          added.file = chosen.file
          added.line = chosen.line
          result.append(added)
        }
      }
    }
    return result
  }

  /// The tree's views made directly in a view's `body`, when there are two or more
  /// different ones; else none.
  private func chosenViews(of root: Int32, body: Int32) -> [(view: Int32, file: Int32, line: Int32)]
  {
    var found: [(view: Int32, file: Int32, line: Int32)] = []
    let group = symbols.lookup("Group")
    for getter in methods(named: body, on: root) {
      let kind = function(getter).kind
      guard kind == .accessor || kind == .function else { continue }
      collectViews(made: getter, root: root, group: group, into: &found)
    }
    return Set(found.map(\.view)).count >= 2 ? found : []
  }

  /// The tree's views made directly in `body` (a getter or a `Group`'s closure), a `Group`'s
  /// content included; a group nested in a group is followed too (each closure once: a
  /// closure belongs to one call).
  private func collectViews(
    made body: Int, root: Int32, group: Int32?,
    into found: inout [(view: Int32, file: Int32, line: Int32)]
  ) {
    let file = functionFile[body]
    let statements = files[Int(file)].navigation.statements
    for index in statementsOf[body] {
      let statement = statements[Int(index)]
      guard statement.kind == .expression || statement.kind == .returnValue else { continue }
      // A view made right there (`SignInView()`, `CatalogView(model: m)`): a container's
      // call (`VStack { … }`) holds its content's views too, but chooses none of them.
      var value = node(file, statement.value)
      guard value.kind == .call else { continue }
      var callee = node(file, value.child)
      // Modifiers (`SignInView().transition(.opacity)`, `Group { … }.animation(…)`) apply to
      // the view they are called on.
      while callee.kind == .member, callee.child >= 0, node(file, callee.child).kind == .call {
        value = node(file, callee.child)
        callee = node(file, value.child)
      }
      guard callee.kind == .name else { continue }
      if let group, callee.symbol == group {
        var argument = callee.next
        while argument >= 0 {
          let node = node(file, argument)
          let closure = node.child >= 0 ? self.node(file, node.child) : nil
          if node.symbol == ExpressionNode.trailingClosure, let closure, closure.kind == .closure {
            collectViews(
              made: globalFunction(file: file, local: closure.symbol), root: root, group: group,
              into: &found)
          }
          argument = node.next
        }
        continue
      }
      for view in typesNamed(callee.symbol, from: root).sorted()
      where view != root && isSwiftUIView(view) {
        found.append((view, file, value.line))
      }
    }
  }
}
