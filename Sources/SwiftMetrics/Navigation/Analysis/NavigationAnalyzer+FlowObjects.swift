/// Flow objects and the swipes they hear of, and screens that construct screens (see
/// `FlowObject`, `ScreenConstruction`).
extension NavigationAnalyzer {
  /// UIKit's callbacks for a sheet swipe (`UIAdaptivePresentationControllerDelegate`).
  static let sheetSwipeCallbacks = [
    "presentationControllerDidAttemptToDismiss", "presentationControllerDidDismiss",
    "presentationControllerShouldDismiss", "presentationControllerWillDismiss",
  ]
  /// Argument labels of `UINavigationControllerDelegate`'s callbacks, which hear of every pop,
  /// the back swipe's included.
  static let backGestureLabels = ["didShow", "willShow"]
  /// Framework types a stored property keeps screens through.
  static let keptFrameworkTypes: Set<String> = [
    "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
    "UIHostingController",
  ]

  /// Every Coordinator-, Wireframe- or Router-role type of the tree (not a screen), with what
  /// it keeps, the swipe callbacks it or what it keeps declares, and the edges it decides.
  func flowObjects(deciding edges: [NavigationEdge]) -> [FlowObject] {
    var decided: [String: Set<NavigationEdgeKind>] = [:]
    for edge in edges { decided[edge.decidedBy, default: []].insert(edge.kind) }
    var kept: [Int32: [(name: String, types: [Int32], framework: String?)]] = [:]
    for (owner, property, file) in allProperties()
    where !property.isStatic && !property.isWeak && property.getter < 0 {
      // `let stack = UINavigationController()`: no annotation, the type constructed.
      let type = property.type >= 0 ? property.type : constructedType(property, file: file) ?? -1
      let typeName = name(type)
      let types = typesNamed(type, from: owner)
      kept[owner, default: []].append(
        (name(property.name), types, Self.keptFrameworkTypes.contains(typeName) ? typeName : nil))
    }
    var result: [FlowObject] = []
    for (index, node) in graph.nodes.enumerated()
    where !node.isFramework && node.kind != .extension && node.kind != .protocol
      && FlowObject.roles.contains(roles[index]) && !isScreenCapable(Int32(index))
    {
      let type = Int32(index)
      var keeps: [String] = []
      var keepsStack = false
      var heldTypes: [Int32] = []
      for property in kept[type] ?? [] {
        heldTypes += property.types.flatMap { [$0] + descendants($0) }
        let screens = property.types.filter(isScreenCapable)
        guard property.framework != nil || !screens.isEmpty else { continue }
        let shown =
          property.framework
          ?? screens.map { names[Int($0)] }.sorted().joined(
            separator: " | ")
        keeps.append("\(property.name): \(shown)")
        if property.framework == "UINavigationController"
          || screens.contains(where: isNavigationController)
        {
          keepsStack = true
        }
      }
      let hearing = [type] + heldTypes
      let file = node.file >= 0 ? files[node.file].source.path : ""
      result.append(
        FlowObject(
          type: names[index], role: roles[index], file: file, line: node.line,
          keeps: keeps.sorted(), keepsStack: keepsStack,
          backGestureHandlers: callbacks(in: hearing, back: true),
          sheetSwipeHandlers: callbacks(in: hearing, back: false),
          decides: (decided[names[index]] ?? []).sorted { $0.rawValue < $1.rawValue }))
    }
    return result.sorted { $0.type < $1.type }
  }

  /// The swipe callbacks (back swipe or sheet swipe) declared by these types or their
  /// supertypes, as `navigationController(_:didShow:animated:)` or the method's name.
  private func callbacks(in types: [Int32], back: Bool) -> [String] {
    var found: Set<String> = []
    let everyType = Set(types.flatMap(ancestors))
    if back {
      guard let symbol = symbols.lookup("navigationController") else { return [] }
      for type in everyType {
        for function in declared(type, symbol) {
          let labels = parameters(of: function).map { name($0.label) }
          for label in Self.backGestureLabels where labels.contains(label) {
            found.insert("navigationController(_:\(label):animated:)")
          }
        }
      }
    } else {
      for callback in Self.sheetSwipeCallbacks {
        guard let symbol = symbols.lookup(callback) else { continue }
        if everyType.contains(where: { !declared($0, symbol).isEmpty }) { found.insert(callback) }
      }
    }
    return found.sorted()
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
