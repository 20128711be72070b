extension LayerFacts {
  /// `Vocabulary`'s navigation calls, as keywords.
  static let navigationCalls = Set(
    NavigationVocabulary.entries.filter { $0.arguments != .assignment }.map(\.keyword.rawValue))
  /// Assigned, these navigate: a window's root, a stack's or tab bar's controllers, the tab.
  static let navigationProperties = Set(
    NavigationVocabulary.entries.filter { $0.arguments == .assignment }.map(\.keyword.spelling))
  /// UIKit's types whose extensions are navigation code.
  static let navigationTypes = Vocabulary.uiKitContainers

  /// Records what each unit's code calls, assigns and constructs.
  mutating func readCode(of file: File, unitOfFunction: [Int]) {
    let facts = file.scanned.navigation
    let nodes = facts.nodes
    for call in facts.calls {
      let unit =
        unitOfFunction.indices.contains(Int(call.function))
        ? unitOfFunction[Int(call.function)] : -1
      guard unit >= 0, call.node >= 0 else { continue }
      let callee = nodes[Int(call.node)].child
      guard callee >= 0 else { continue }
      let node = nodes[Int(callee)]
      switch node.kind {
      case .name:
        let called = name(node.symbol)
        units[unit].calledNames.insert(called)
        if isNavigationCall(node.symbol, call.node, nodes) { units[unit].callsNavigation = true }
        if called.first?.isUppercase == true {
          units[unit].constructs.insert(called)
        } else {
          units[unit].ownTypeCalls.insert(called)
        }
      case .member:
        let called = name(node.symbol)
        units[unit].calledNames.insert(called)
        if isNavigationCall(node.symbol, call.node, nodes) { units[unit].callsNavigation = true }
        let base = node.child >= 0 ? nodes[Int(node.child)] : nil
        if base?.kind == .selfValue {
          units[unit].ownTypeCalls.insert(called)
        } else if let base, isRouter(base, in: file, function: call.function, nodes: nodes) {
          units[unit].callsRouter = true
        }
      default:
        break
      }
    }
    for statement in facts.statements where statement.kind == .assign && statement.target >= 0 {
      let unit =
        unitOfFunction.indices.contains(Int(statement.function))
        ? unitOfFunction[Int(statement.function)] : -1
      guard unit >= 0 else { continue }
      let target = nodes[Int(statement.target)]
      if target.kind == .member || target.kind == .name,
        Self.navigationProperties.contains(name(target.symbol))
      {
        units[unit].callsNavigation = true
      }
    }
  }

  /// Whether a call of `symbol` is a navigation step of the vocabulary, by the labels its
  /// arguments begin with (an app's own `show(_ link:)` is none, UIKit's `show(_:sender:)` is).
  private func isNavigationCall(_ symbol: Int32, _ call: Int32, _ nodes: [ExpressionNode])
    -> Bool
  {
    guard Self.navigationCalls.contains(symbol),
      let entry = NavigationVocabulary.entry(symbol)
    else { return false }
    var labels: [Int32] = []
    var argument =
      call >= 0 && nodes[Int(call)].child >= 0 ? nodes[Int(nodes[Int(call)].child)].next : -1
    while argument >= 0 && labels.count < 2 {
      labels.append(nodes[Int(argument)].symbol)
      argument = nodes[Int(argument)].next
    }
    return entry.arguments.accepts(labels: labels)
  }

  /// Whether `base` (`router`, `self.router`, `router?`) is a value whose declared type is
  /// named `…Router`: a stored property of the unit's type, or a parameter or local of the
  /// function.
  private func isRouter(
    _ base: ExpressionNode, in file: File, function: Int32, nodes: [ExpressionNode]
  ) -> Bool {
    var symbol: Int32 = -1
    if base.kind == .name {
      symbol = base.symbol
    } else if base.kind == .member, base.child >= 0, nodes[Int(base.child)].kind == .selfValue {
      symbol = base.symbol
    }
    guard symbol >= 0 else { return false }
    let facts = file.scanned.navigation
    var types: [Int32] = facts.properties.filter { $0.name == symbol }.map(\.type)
    var current = function
    while current >= 0 {
      let fact = facts.functions[Int(current)]
      let parameters = facts.parameters[
        Int(fact.firstParameter)..<Int(fact.firstParameter + fact.parameterCount)]
      types += parameters.filter { $0.name == symbol }.map(\.type)
      current = fact.parent
    }
    types += facts.statements.filter { $0.kind == .bind && $0.name == symbol }.map(\.type)
    types += file.scanned.declarations.properties.filter { $0.name == symbol }.map {
      file.scanned.declarations.heldTypes[Int($0.heldType)].symbol
    }
    return types.contains { $0 >= 0 && name($0).hasSuffix("Router") }
  }
}
