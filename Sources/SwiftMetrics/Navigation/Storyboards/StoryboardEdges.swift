/// The edges an app's storyboards draw, added to the graph found in its Swift code:
/// - a segue (`show`, `push`, `showDetail`, `presentation`, `modal`, `popoverPresentation`,
///   `custom`, `replace`) from the scene it is drawn in to its destination: a `segue` edge,
///   whether a control triggers it or code performs it by identifier
///   (`performSegue(withIdentifier:)` names one of these);
/// - a tab bar controller's `viewControllers` relationship: a `tab` edge from the tab bar
///   controller to each tab's root;
/// - the initial view controller of `Main.storyboard` (or of the only storyboard that has
///   one), when the code sets no window root at launch: a `(launch)` `windowRoot` edge.
/// A navigation controller stands for its `rootViewController`, a storyboard reference for
/// the controller it names; a tab bar controller with no `customClass` is the plain
/// `UITabBarController` screen. Only scenes whose class is a screen of the tree give edges;
/// `embed` and `unwind` segues give none. An edge the code already gives (same from, to and
/// kind, or a `segue` cast in `prepare(for:sender:)`) is not added twice.
enum StoryboardEdges {
  static let navigationKinds: Set<String> = [
    "show", "push", "showDetail", "presentation", "modal", "popoverPresentation", "custom",
    "replace",
  ]

  static func apply(
    _ files: [InterfaceFile], to graph: NavigationGraph, roles: [String: Role]
  ) -> NavigationGraph {
    guard !files.isEmpty else { return graph }
    let screens = Dictionary(
      graph.screens.map { (simpleName($0.type), $0.type) }, uniquingKeysWith: { first, _ in first })
    let resolver = Resolver(files: files, screens: screens)
    var graph = graph
    var known = Set(graph.edges.map { Key(from: $0.from, to: $0.to, kind: $0.kind) })
    func add(_ edge: NavigationEdge) {
      guard known.insert(Key(from: edge.from, to: edge.to, kind: edge.kind)).inserted else {
        return
      }
      graph.edges.append(edge)
    }
    for (index, file) in files.enumerated() {
      for segue in file.segues {
        let kind: NavigationEdgeKind
        if navigationKinds.contains(segue.kind) {
          kind = .segue
        } else if segue.kind == "relationship", segue.relationship == "viewControllers",
          resolver.element(of: segue.source, in: index) == "tabBarController"
        {
          kind = .tab
        } else {
          continue
        }
        guard let source = resolver.ownClass(of: segue.source, in: index) else { continue }
        for target in resolver.screens(of: segue.destination, in: index) where target != source {
          add(
            NavigationEdge(
              from: source, to: target, kind: kind, decidedBy: source,
              decidedByRole: roles[source] ?? role(ofFramework: source), file: file.path,
              line: segue.line))
        }
      }
    }
    if !graph.edges.contains(where: { $0.from == NavigationGraph.launch }),
      let (index, initial) = resolver.initialFile()
    {
      let file = files[index]
      let line = file.controllers.first { $0.id == initial }?.line ?? 1
      for target in resolver.screens(of: initial, in: index) {
        add(
          NavigationEdge(
            from: NavigationGraph.launch, to: target, kind: .windowRoot,
            decidedBy: fileName(file.path), decidedByRole: nil, file: file.path, line: line))
      }
    }
    graph.edges.sort()
    return withPlainTabBarScreen(graph)
  }

  /// A framework controller's role: the plain tab bar is a view.
  private static func role(ofFramework name: String) -> Role? {
    name == InterfaceFile.plainTabBar ? .view : nil
  }

  /// The graph with the plain tab bar among its screens when an edge names it and the code
  /// did not already list it.
  private static func withPlainTabBarScreen(_ graph: NavigationGraph) -> NavigationGraph {
    let name = InterfaceFile.plainTabBar
    guard !graph.screens.contains(where: { $0.type == name }),
      graph.edges.contains(where: { $0.from == name || $0.to == name })
    else { return graph }
    var graph = graph
    // In the order the analysis gives its screens (by type, then file).
    let index = graph.screens.firstIndex { $0.type > name } ?? graph.screens.endIndex
    graph.screens.insert(
      NavigationScreen(type: name, file: "", line: 0, base: name), at: index)
    return graph
  }

  private struct Key: Hashable {
    var from: String
    var to: String
    var kind: NavigationEdgeKind
  }

  static func simpleName(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// Finds the screens a controller id stands for, across the app's interface files.
  private struct Resolver {
    let files: [InterfaceFile]
    /// Screen types by simple name.
    let screens: [String: String]
    /// Each file's controllers by id.
    let controllers: [[String: InterfaceFile.Controller]]
    /// Storyboards by name (file name without `.storyboard`).
    let storyboards: [String: Int]

    init(files: [InterfaceFile], screens: [String: String]) {
      self.files = files
      self.screens = screens
      controllers = files.map { file in
        Dictionary(file.controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      }
      var storyboards: [String: Int] = [:]
      for (index, file) in files.enumerated() {
        let name = StoryboardEdges.fileName(file.path)
        if name.hasSuffix(".storyboard") {
          storyboards[String(name.dropLast(".storyboard".count)), default: index] = index
        }
      }
      self.storyboards = storyboards
    }

    func element(of id: String, in file: Int) -> String? { controllers[file][id]?.element }

    /// The screen a controller's own class is, if any (a plain tab bar is one).
    func ownClass(of id: String, in file: Int) -> String? {
      guard let controller = controllers[file][id] else { return nil }
      if controller.isPlainTabBar { return InterfaceFile.plainTabBar }
      return controller.customClass.flatMap { screens[$0] }
    }

    /// The screens shown when the controller is: itself, or a navigation controller's root,
    /// or what a storyboard reference names.
    func screens(of id: String, in file: Int, depth: Int = 0) -> [String] {
      guard depth < 8, let controller = controllers[file][id] else { return [] }
      if let own = ownClass(of: id, in: file), controller.element != "navigationController" {
        return [own]
      }
      if controller.element == "navigationController" {
        let roots = files[file].segues.filter {
          $0.source == id && $0.relationship == "rootViewController"
        }
        let found = roots.flatMap { screens(of: $0.destination, in: file, depth: depth + 1) }
        if !found.isEmpty { return found }
        return ownClass(of: id, in: file).map { [$0] } ?? []
      }
      if controller.element == "viewControllerPlaceholder" {
        let target = controller.referencedStoryboard.flatMap { storyboards[$0] } ?? file
        if let identifier = controller.referencedIdentifier {
          guard
            let referenced = files[target].controllers.first(where: {
              $0.storyboardIdentifier == identifier
            })
          else { return [] }
          return screens(of: referenced.id, in: target, depth: depth + 1)
        }
        guard let initial = files[target].initialController else { return [] }
        return screens(of: initial, in: target, depth: depth + 1)
      }
      return []
    }

    /// `Main.storyboard`'s initial controller, else the only storyboard's that has one.
    func initialFile() -> (Int, String)? {
      if let main = storyboards["Main"], let initial = files[main].initialController {
        return (main, initial)
      }
      let withInitial = files.indices.filter {
        files[$0].initialController != nil && files[$0].path.hasSuffix(".storyboard")
      }
      guard withInitial.count == 1, let initial = files[withInitial[0]].initialController else {
        return nil
      }
      return (withInitial[0], initial)
    }
  }
}
