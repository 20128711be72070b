/// The app's storyboard scenes by storyboard and identifier, for code that instantiates them
/// (`instantiateViewController(withIdentifier: "Login")`, `instantiateInitialViewController()`):
/// which Swift classes (`customClass`) a scene is. A navigation controller's scene stands for
/// its `rootViewController`'s class, as it does for the storyboard's own edges. Copies of one
/// storyboard (`Base.lproj`, `en.lproj`) are one storyboard: their classes are merged.
struct StoryboardScenes {
  /// Storyboard name (file name without `.storyboard`) → identifier → classes, sorted.
  private(set) var identified: [String: [String: [String]]] = [:]
  /// Storyboard name → the classes of its initial view controller, sorted.
  private(set) var initial: [String: [String]] = [:]

  /// The symbols of the names the rule matches (-1 when no file uses the name): compared as
  /// symbols, not spelled, at every call the analysis evaluates.
  private(set) var instantiateViewController: Int32 = -1
  private(set) var instantiateInitialViewController: Int32 = -1
  private(set) var withIdentifier: Int32 = -1
  private(set) var identifier: Int32 = -1
  private(set) var name: Int32 = -1
  private(set) var uiStoryboard: Int32 = -1

  var isEmpty: Bool { identified.isEmpty && initial.isEmpty }

  init() {}

  init(_ files: [InterfaceFile], symbols: SymbolTable) {
    func symbol(_ text: String) -> Int32 { symbols.lookup(text) ?? -1 }
    instantiateViewController = symbol("instantiateViewController")
    instantiateInitialViewController = symbol("instantiateInitialViewController")
    withIdentifier = symbol("withIdentifier")
    identifier = symbol("identifier")
    name = symbol("name")
    uiStoryboard = symbol("UIStoryboard")
    for file in files {
      let name = StoryboardEdges.fileName(file.path)
      guard name.hasSuffix(".storyboard") else { continue }
      let storyboard = String(name.dropLast(".storyboard".count))
      let byID = Dictionary(
        file.controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      func classes(_ controller: InterfaceFile.Controller) -> [String] {
        if controller.element == "navigationController" {
          let roots = file.segues.filter {
            $0.source == controller.id && $0.relationship == "rootViewController"
          }.compactMap { byID[$0.destination]?.customClass }
          if !roots.isEmpty { return roots }
        }
        return controller.shownClass.map { [$0] } ?? []
      }
      for controller in file.controllers {
        guard let identifier = controller.storyboardIdentifier else { continue }
        let found = classes(controller)
        guard !found.isEmpty else { continue }
        let merged = Set(identified[storyboard]?[identifier] ?? []).union(found)
        identified[storyboard, default: [:]][identifier] = merged.sorted()
      }
      if let id = file.initialController, let controller = byID[id] {
        let found = classes(controller)
        if !found.isEmpty {
          initial[storyboard] = Set(initial[storyboard] ?? []).union(found).sorted()
        }
      }
    }
  }

  /// The classes of the scene with `identifier`: in the named storyboard, or in every
  /// storyboard when the code does not say which (`nil`).
  func classes(identifier: String, storyboard: String?) -> [String] {
    if let storyboard { return identified[storyboard]?[identifier] ?? [] }
    return Set(identified.values.flatMap { $0[identifier] ?? [] }).sorted()
  }

  /// The classes of the named storyboard's initial view controller.
  func initialClasses(storyboard: String) -> [String] { initial[storyboard] ?? [] }
}
