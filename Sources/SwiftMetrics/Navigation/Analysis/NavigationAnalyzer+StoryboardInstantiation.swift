/// Rule: a scene instantiated from a storyboard by its identifier is the class the storyboard gives
/// it: `UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier:
/// "Login")` (or `instantiateViewController(identifier:)`) holds the scene's `customClass`,
/// `instantiateInitialViewController()` the storyboard's initial controller's. The storyboard
/// is read from the receiver when the code names it (the `UIStoryboard(name:bundle:)` call
/// itself, a local or a property of the file bound to one); otherwise the identifier is looked
/// up in every storyboard. A scene the storyboards do not hold (or an identifier that is no
/// plain string) resolves nothing here: a cast around the call (`as! LoginViewController`)
/// then gives the value, as it does for any call.
/// Examples: `StoryboardInstantiationTests`.
extension NavigationAnalyzer {
  /// The screens a storyboard-instantiation call holds, or nil when the call is none or names
  /// no scene of the app's storyboards.
  func storyboardSceneValues(_ file: Int32, _ call: Int32, in function: Int) -> Set<Int32>? {
    // Checked before anything is copied or made: this runs at every call evaluated.
    guard !storyboardScenes.isEmpty, node(file, call).kind == .call else { return nil }
    let calleeNode = node(file, node(file, call).child)
    let method = calleeNode.symbol
    guard calleeNode.kind == .member || calleeNode.kind == .name, method >= 0,
      method == storyboardScenes.instantiateViewController
        || method == storyboardScenes.instantiateInitialViewController
    else { return nil }
    let scenes = storyboardScenes
    let parts = children(file, call)
    let receiver = calleeNode.kind == .member ? calleeNode.child : -1
    let classes: [String]
    if method >= 0 && method == scenes.instantiateViewController {
      guard
        let identifier = parts.dropFirst().lazy.compactMap({ argument -> String? in
          let label = self.node(file, argument).symbol
          guard label >= 0, label == scenes.withIdentifier || label == scenes.identifier else {
            return nil
          }
          return self.stringArgument(file, argument)
        }).first
      else { return nil }
      classes = scenes.classes(
        identifier: identifier, storyboard: storyboardName(file, receiver, in: function))
    } else if method >= 0 && method == scenes.instantiateInitialViewController {
      guard let storyboard = storyboardName(file, receiver, in: function) else { return nil }
      classes = scenes.initialClasses(storyboard: storyboard)
    } else {
      return nil
    }
    var result: Set<Int32> = []
    for className in classes {
      guard let symbol = symbols.lookup(className) else { continue }
      result.formUnion(typesNamed(symbol, from: functionOwner[function]))
      if let tabBar = plainTabBar(named: symbol, file: file, in: function) { result.insert(tabBar) }
    }
    return result.isEmpty ? nil : result
  }

  /// The text kept for a string argument (see `StringArgument`), else nil.
  private func stringArgument(_ file: Int32, _ argument: Int32) -> String? {
    files[Int(file)].navigation.strings.first { $0.argument == argument }?.text
  }

  /// The storyboard a receiver is: `UIStoryboard(name: "Main", bundle: …)` itself, or a name
  /// bound to one in the function (or those it is written in), or a property of the file.
  private func storyboardName(_ file: Int32, _ receiver: Int32, in function: Int) -> String? {
    guard receiver >= 0 else { return nil }
    let value = node(file, receiver)
    if value.kind == .call { return storyboardCallName(file, receiver) }
    guard value.kind == .name else { return nil }
    let facts = files[Int(file)].navigation
    var enclosing = function
    var depth = 0
    while enclosing >= 0 && depth < 64 {
      for statementIndex in statementsOf[enclosing] {
        let statement = facts.statements[Int(statementIndex)]
        if statement.kind == .bind, statement.name == value.symbol {
          return storyboardCallName(file, statement.value)
        }
      }
      enclosing = self.enclosing(enclosing)
      depth += 1
    }
    if let property = facts.properties.first(where: { $0.name == value.symbol }) {
      return storyboardCallName(file, property.initializer)
    }
    return nil
  }

  /// The name given to a `UIStoryboard(name: "…", bundle: …)` call, else nil.
  private func storyboardCallName(_ file: Int32, _ call: Int32) -> String? {
    guard call >= 0, node(file, call).kind == .call else { return nil }
    let parts = children(file, call)
    let scenes = storyboardScenes
    guard let callee = parts.first, node(file, callee).kind == .name,
      node(file, callee).symbol == scenes.uiStoryboard, scenes.uiStoryboard >= 0
    else { return nil }
    for argument in parts.dropFirst()
    where scenes.name >= 0 && node(file, argument).symbol == scenes.name {
      return stringArgument(file, argument)
    }
    return nil
  }
}
