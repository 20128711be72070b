/// Rule: default arguments. A call that leaves an argument out passes the
/// parameter's default value, evaluated where the function is declared, as Swift does —
/// `AuthCoordinator()` hands its `init(navigationController: UINavigationController =
/// UINavigationController())` a new, empty stack; `show(screen)` of `func show(_:style: Style
/// = .push)` takes the `.push` arm.
/// Examples: `DefaultArgumentTests`.
extension NavigationAnalyzer {
  /// What a call passes for parameter `index` of `function`: its own argument, in the
  /// caller's file and function; else the parameter's default, in the callee's (its context
  /// is then the declaration's: it sees no parameter and no caller); nil when neither is known.
  func passedValue(for index: Int, of function: Int, at file: Int32, _ call: Int32, caller: Int)
    -> PassedValue?
  {
    let argument = argumentNode(for: index, of: function, at: file, call)
    if argument >= 0 {
      return PassedValue(file: file, node: argument, function: caller, isDefault: false)
    }
    guard call >= 0 else { return nil }
    let parameters = self.parameters(of: function)
    guard index < parameters.count else { return nil }
    let fallback = parameters[parameters.startIndex + index].defaultValue
    guard fallback >= 0 else { return nil }
    return PassedValue(
      file: functionFile[function], node: fallback, function: function, isDefault: true)
  }

  /// The values of what a call passes for a parameter: in the caller's `context` for an
  /// argument, context-free for a default.
  func values(of passed: PassedValue, context: Int) -> Set<Int32> {
    values(passed.file, passed.node, in: passed.function, context: passed.isDefault ? -1 : context)
  }
}
