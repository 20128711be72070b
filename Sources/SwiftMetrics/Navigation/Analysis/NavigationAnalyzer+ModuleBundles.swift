/// Rule: a builder that returns a small struct bundling a screen with its outputs —
/// `Module(viewController: controller, transitionPublisher: model.transitionPublisher)`, a
/// struct with no initialiser of its own — hands each caller that construction's values:
/// `let module = SignInBuilder.build(); push(module.viewController)` pushes the sign-in screen,
/// not every screen any builder bundles, and `module.transitionPublisher` is the sign-in view
/// model's output.
/// Examples: `ModuleBundleTests`.
extension NavigationAnalyzer {
  /// One argument of the construction a member read stands for, where it is written.
  struct BundledArgument {
    var file: Int32
    var node: Int32
    var function: Int
    var context: Int
  }

  /// What `local.member` stands for when `local` is bound to a call whose every callee returns
  /// a memberwise construction passing `member` (`return Module(member: …)`, directly or
  /// through a local): those arguments, each evaluated in its builder with this call's
  /// context. Nil otherwise — the property then holds what every construction passes.
  func bundledArguments(_ file: Int32, _ member: Int32, in function: Int, context: Int)
    -> [BundledArgument]?
  {
    let read = node(file, member)
    guard read.kind == .member, read.child >= 0, node(file, read.child).kind == .name,
      let call = boundValue(file, node(file, read.child).symbol, in: function),
      node(file, call).kind == .call
    else { return nil }
    let builders = callees(CallSite(file: file, node: call, function: function))
    guard !builders.isEmpty else { return nil }
    var result: [BundledArgument] = []
    for builder in builders {
      let builderFile = functionFile[builder]
      let returned = returnedExpressions(builder)
      guard !returned.isEmpty else { return nil }
      let builderContext = self.context(
        callee: builder, file: file, call: call, caller: function, parent: context)
      for value in returned {
        var construction = value
        if node(builderFile, value).kind == .name,
          let bound = boundValue(builderFile, node(builderFile, value).symbol, in: builder)
        {
          construction = bound
        }
        guard
          let argument = memberwiseArgument(
            builderFile, construction, label: read.symbol, in: builder)
        else { return nil }
        result.append(
          BundledArgument(
            file: builderFile, node: argument, function: builder, context: builderContext))
      }
    }
    return result
  }

  /// The value of the one binding of a local in the nearest scope declaring it, or nil.
  private func boundValue(_ file: Int32, _ symbol: Int32, in function: Int) -> Int32? {
    let statements = files[Int(file)].navigation.statements
    var enclosing = function
    var depth = 0
    while enclosing >= 0 && depth < 64 {
      let binds = statementsOf[enclosing].filter {
        statements[Int($0)].kind == .bind && statements[Int($0)].name == symbol
      }
      if !binds.isEmpty {
        guard binds.count == 1, statements[Int(binds[0])].value >= 0 else { return nil }
        return statements[Int(binds[0])].value
      }
      if parameters(of: enclosing).contains(where: { $0.name == symbol }) { return nil }
      enclosing = self.enclosing(enclosing)
      depth += 1
    }
    return nil
  }

  /// What a function returns, as expressions: its `return` values, or the expressions of a
  /// body with a declared result and no `return` (an implicit return).
  private func returnedExpressions(_ function: Int) -> [Int32] {
    let statements = files[Int(functionFile[function])].navigation.statements
    let returns = statementsOf[function].filter { statements[Int($0)].kind == .returnValue }
    if !returns.isEmpty { return returns.map { statements[Int($0)].value } }
    guard self.function(function).returnType >= 0 else { return [] }
    return statementsOf[function].filter { statements[Int($0)].kind == .expression }.map {
      statements[Int($0)].value
    }
  }

  /// The value of the argument labelled `label` of a construction of a struct with no initialiser of its
  /// own (`Module(viewController: x, …)`), or nil.
  private func memberwiseArgument(_ file: Int32, _ call: Int32, label: Int32, in function: Int)
    -> Int32?
  {
    guard call >= 0, node(file, call).kind == .call else { return nil }
    let callee = node(file, node(file, call).child)
    guard callee.kind == .name,
      typesNamed(callee.symbol, from: functionOwner[function]).contains(where: {
        nodeKinds[Int($0)] == .struct && declared($0, words.initializer).isEmpty
      })
    else { return nil }
    let argument = children(file, call).dropFirst().first { node(file, $0).symbol == label }
    return argument.map { node(file, $0).child }
  }
}
