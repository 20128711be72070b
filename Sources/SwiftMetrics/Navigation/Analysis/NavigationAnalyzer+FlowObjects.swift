/// Flow objects and the swipes they hear of, and screens that construct screens (see
/// `FlowObject`, `ScreenConstruction`).
extension NavigationAnalyzer {
  /// UIKit's callbacks for a sheet swipe (`UIAdaptivePresentationControllerDelegate`).
  static let sheetSwipeCallbacks = Vocabulary.gestureCallbacks.filter {
    $0.hasPrefix("presentationController")
  }.map { String($0.prefix { $0 != "(" }) }.sorted()
  /// Argument labels of `UINavigationControllerDelegate`'s callbacks, which hear of every pop,
  /// the back swipe's included.
  static let backGestureLabels = Vocabulary.gestureCallbacks.compactMap {
    $0.hasPrefix("navigationController(")
      ? VocabularyRow($0, .gesture).labels.dropFirst().first : nil
  }.sorted()
  /// Framework types a stored property keeps screens through: UIKit's screen bases.
  static let keptFrameworkTypes: Set<String> = Vocabulary.uiKitScreenBases

  /// Every Coordinator-, Wireframe- or Router-role type of the tree (not a screen), with what
  /// it keeps, the swipe callbacks it or what it keeps declares, and the edges it decides.
  /// Names are looked up once and only flow objects' properties are read: the pass is asked of
  /// every tree, most of whose types are no flow object.
  func flowObjects(deciding edges: [NavigationEdge]) -> [FlowObject] {
    let flowNodes = graph.nodes.indices.filter { index in
      let node = graph.nodes[index]
      return !node.isFramework && node.kind != .extension && node.kind != .protocol
        && FlowObject.roles.contains(roles[index]) && !isScreenCapable(Int32(index))
    }
    guard !flowNodes.isEmpty else { return [] }
    let isFlow = Set(flowNodes.map(Int32.init))
    var frameworkNames: [Int32: String] = [:]
    for name in Self.keptFrameworkTypes {
      if let symbol = symbols.lookup(name) { frameworkNames[symbol] = name }
    }
    let hearing = SwipeCallbacks(self)
    var decided: [String: Set<NavigationEdgeKind>] = [:]
    for edge in edges { decided[edge.decidedBy, default: []].insert(edge.kind) }
    var kept: [Int32: [(name: Int32, types: [Int32], framework: String?)]] = [:]
    for (owner, property, file) in allProperties()
    where isFlow.contains(owner) && !property.isStatic && !property.isWeak && property.getter < 0 {
      // `let stack = UINavigationController()`: no annotation, the type constructed.
      let type = property.type >= 0 ? property.type : constructedType(property, file: file) ?? -1
      kept[owner, default: []].append(
        (property.name, typesNamed(type, from: owner), frameworkNames[type]))
    }
    var result: [FlowObject] = []
    for index in flowNodes {
      let type = Int32(index)
      let node = graph.nodes[index]
      var keeps: [String] = []
      var keepsStack = false
      var heldTypes: [Int32] = []
      for property in kept[type] ?? [] {
        heldTypes += property.types.flatMap { [$0] + descendants($0) }
        let screens = property.types.filter(isScreenCapable)
        guard property.framework != nil || !screens.isEmpty else { continue }
        let shown =
          property.framework ?? screens.map { names[Int($0)] }.sorted().joined(separator: " | ")
        keeps.append("\(name(property.name)): \(shown)")
        if property.framework == "UINavigationController"
          || screens.contains(where: isNavigationController)
        {
          keepsStack = true
        }
      }
      let everyType = Set(([type] + heldTypes).flatMap(ancestors))
      let file = node.file >= 0 ? files[node.file].source.path : ""
      result.append(
        FlowObject(
          type: names[index], role: roles[index], file: file, line: node.line,
          keeps: keeps.sorted(), keepsStack: keepsStack,
          backGestureHandlers: hearing.back(in: everyType),
          sheetSwipeHandlers: hearing.sheet(in: everyType),
          decides: (decided[names[index]] ?? []).sorted { $0.rawValue < $1.rawValue }))
    }
    return result.sorted { $0.type < $1.type }
  }

  /// Every construction of a screen (`X(…)`, X a screen other than the constructing one)
  /// written in a screen's own code — its methods, initialisers, accessors and closures.
  func screenConstructions() -> [ScreenConstruction] {
    var result: Set<ScreenConstructionKey> = []
    for function in functionOwner.indices {
      let owner = functionOwner[function]
      guard owner >= 0, isScreenCapable(owner) else { continue }
      let file = functionFile[function]
      for call in callsOf[function] {
        let callee = node(file, node(file, call).child)
        guard callee.kind == .name else { continue }
        var made = typesNamed(callee.symbol, from: owner).filter(isScreenCapable)
        if made.isEmpty, let external = externalScreen(callee.symbol) { made = [external] }
        for screen in made where screen != owner {
          result.insert(
            ScreenConstructionKey(
              owner: owner, made: screen, file: file, line: node(file, call).line))
        }
      }
    }
    return result.map {
      ScreenConstruction(
        screen: names[Int($0.owner)], constructed: screenName($0.made),
        file: files[Int($0.file)].source.path, line: Int($0.line))
    }.sorted()
  }
}

/// One construction as found, before names.
private struct ScreenConstructionKey: Hashable {
  var owner: Int32
  var made: Int32
  var file: Int32
  var line: Int32
}

/// UIKit's swipe callbacks, their names looked up once in the run's symbols.
private struct SwipeCallbacks {
  let analyzer: NavigationAnalyzer
  let navigationController: Int32?
  /// `didShow`, `willShow` by symbol.
  let labels: [Int32: String]
  let sheetCallbacks: [(symbol: Int32, name: String)]

  init(_ analyzer: NavigationAnalyzer) {
    self.analyzer = analyzer
    navigationController = analyzer.symbols.lookup("navigationController")
    var labels: [Int32: String] = [:]
    for label in NavigationAnalyzer.backGestureLabels {
      if let symbol = analyzer.symbols.lookup(label) { labels[symbol] = label }
    }
    self.labels = labels
    sheetCallbacks = NavigationAnalyzer.sheetSwipeCallbacks.compactMap { name in
      analyzer.symbols.lookup(name).map { ($0, name) }
    }
  }

  /// `navigationController(_:didShow:animated:)` and `(_:willShow:animated:)` declared by
  /// these types (by name and argument label).
  func back(in types: Set<Int32>) -> [String] {
    guard let navigationController, !labels.isEmpty else { return [] }
    var found: Set<String> = []
    for type in types {
      for function in analyzer.declared(type, navigationController) {
        for parameter in analyzer.parameters(of: function) {
          if let label = labels[parameter.label] {
            found.insert("navigationController(_:\(label):animated:)")
          }
        }
      }
    }
    return found.sorted()
  }

  /// The sheet-swipe callbacks declared by these types.
  func sheet(in types: Set<Int32>) -> [String] {
    sheetCallbacks.filter { callback in
      types.contains { !analyzer.declared($0, callback.symbol).isEmpty }
    }.map(\.name).sorted()
  }
}
