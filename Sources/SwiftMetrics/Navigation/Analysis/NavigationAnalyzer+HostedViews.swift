/// Rule: a SwiftUI view built in a view controller's own code — the root view a
/// `UIHostingController` subclass hands to `super.init(rootView: SettingsView(viewModel: …))` —
/// is shown by that screen: a tap in it (its view model's call to a coordinator) is an edge from
/// the hosting screen, which is what UIKit pushes and presents.
/// Examples: `HostedSwiftUIViewTests`.
extension NavigationAnalyzer {
  /// The view controller whose code constructs the view at a call site, or nil.
  func hostingScreen(constructedIn function: Int) -> Int32? {
    let owner = functionOwner[function]
    return owner >= 0 && isViewController(owner) ? owner : nil
  }
}

/// Rule: a struct that declares no initialiser gets its stored properties from its memberwise
/// initialiser — `SettingsView(viewModel: model)` sets `viewModel` — so a SwiftUI view's view
/// model (often typed by a generic parameter the analysis does not instantiate) holds what its
/// constructions pass.
extension NavigationAnalyzer {
  /// What the constructions `Type(symbol: value)` of a struct without a declared initialiser
  /// pass for the property `symbol`.
  func memberwiseValues(_ type: Int32, _ symbol: Int32) -> Set<Int32> {
    guard nodeKinds[Int(type)] == .struct, declared(type, words.initializer).isEmpty else {
      return []
    }
    var result: Set<Int32> = []
    for site in callsByName[graph.nodes[Int(type)].symbol] ?? [] {
      let callee = node(site.file, node(site.file, site.node).child)
      guard callee.kind == .name else { continue }
      for argument in children(site.file, site.node).dropFirst()
      where node(site.file, argument).symbol == symbol {
        result.formUnion(values(site.file, argument, in: site.function, context: -1))
      }
    }
    return result
  }
}
