/// Rule: a method that returns `self` hands back its receiver — the identity accessors
/// coordinator apps add to every view controller so that modules can travel as protocols
/// (`extension UIViewController: Presentable { func toPresent() -> UIViewController? { self } }`,
/// `module?.toPresent()` in a router's `push(_ module: Presentable?)`): what such a call yields
/// includes the screens its receiver holds, whatever type declares the method.
/// Examples: `ViewableExtensionTests`, `ModuleRouterTests`.
extension NavigationAnalyzer {
  /// The names of the tree's methods written in an extension of a framework type or of a
  /// protocol (where `self` is no type of the tree the analysis can bind) that return `self`.
  func identityAccessorNames() -> Set<Int32> {
    var result: Set<Int32> = []
    for (fileIndex, file) in files.enumerated() {
      let facts = file.navigation
      for statement in facts.statements
      where statement.kind == .returnValue || statement.kind == .expression {
        guard statement.value >= 0, facts.nodes[Int(statement.value)].kind == .selfValue
        else { continue }
        let function = functionBase[fileIndex] + Int(statement.function)
        // `{ self }`: a single-expression body returns it.
        guard statement.kind == .returnValue || self.function(function).returnType >= 0
        else { continue }
        let owner = functionOwner[function]
        guard owner < 0 || nodeKinds[Int(owner)] == .protocol else { continue }
        let name = self.function(function).name
        if name >= 0 { result.insert(name) }
      }
    }
    return result
  }

  /// The screens the receiver of `x.accessor()` holds, when `accessor` is an identity
  /// accessor; nil otherwise.
  func identityAccessorScreens(_ file: Int32, _ call: Int32, in function: Int, context: Int)
    -> Set<Int32>?
  {
    // Checked without allocating: this runs for every call evaluated.
    let callee = node(file, call).child
    guard callee >= 0 else { return nil }
    let member = node(file, callee)
    guard member.kind == .member, member.child >= 0,
      identityAccessors.contains(member.symbol)
    else { return nil }
    return screens(values(file, member.child, in: function, context: context))
  }
}

extension NavigationAnalyzer {
  /// A step's value that is a local bound to an identity accessor on a name (`guard let
  /// controller = module?.toPresent()`, then `push(controller)`) is followed as that name, so
  /// a router's overloads forwarding `module` to one another pass it on directly; anything
  /// else is returned unchanged.
  func identityAlias(_ file: Int32, _ value: Int32, in function: Int) -> Int32 {
    guard value >= 0, !identityAccessors.isEmpty else { return value }
    let local = node(file, value)
    guard local.kind == .name else { return value }
    let statements = files[Int(file)].navigation.statements
    for enclosing in enclosingChain(function) {
      for index in statementsOf[enclosing] {
        let statement = statements[Int(index)]
        guard statement.kind == .bind, statement.name == local.symbol else { continue }
        guard statement.value >= 0 else { return value }
        let call = node(file, statement.value)
        guard call.kind == .call, call.child >= 0 else { return value }
        let member = node(file, call.child)
        guard member.kind == .member, identityAccessors.contains(member.symbol), member.child >= 0,
          node(file, member.child).kind == .name
        else { return value }
        return member.child
      }
    }
    return value
  }
}

extension NavigationAnalyzer {
  /// Values without the types another of them derives from: a call resolving to a protocol's
  /// requirement (`-> Coordinator`, no body) and to its implementation (returning an
  /// `AuthCoordinator`) returns the implementation's value, not every conformer.
  func withoutCoveredSupertypes(_ values: Set<Int32>) -> Set<Int32> {
    let concrete = values.filter { $0 >= 0 }
    guard concrete.count > 1 else { return values }
    var covered: Set<Int32> = []
    for value in concrete {
      for ancestor in ancestors(value) where ancestor != value { covered.insert(ancestor) }
    }
    return covered.isEmpty ? values : values.subtracting(covered)
  }
}

extension NavigationAnalyzer {
  /// Whether a call is made on `self`, explicitly or not (`self.present(…)`, `present(…)`).
  func isCallOnSelf(_ file: Int32, _ call: Int32) -> Bool {
    let callee = node(file, node(file, call).child)
    if callee.kind == .name { return true }
    return callee.kind == .member && callee.child >= 0
      && node(file, callee.child).kind == .selfValue
  }
}
