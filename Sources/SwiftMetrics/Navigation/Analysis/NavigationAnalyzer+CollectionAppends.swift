/// Rule: what is appended to a local collection is among what it holds —
/// `controllers.append(navigation)`, `controllers.insert(x, at: 0)` — so a tab bar filled from
/// an array built in a loop (`viewControllers = controllers`) gets each tab's root.
/// Examples: `TabBarArrayTests`.
extension NavigationAnalyzer {
  /// The values of the arguments of `local.append(…)` / `local.insert(…)` in a statement, or
  /// nil when the statement is not such a call on `symbol`.
  func appendedValues(
    _ file: Int32, _ statement: StatementFact, to symbol: Int32, in function: Int, context: Int
  ) -> Set<Int32>? {
    // Checked without allocating: this runs for every statement of a function binding a local.
    guard statement.kind == .expression, statement.value >= 0 else { return nil }
    let call = node(file, statement.value)
    guard call.kind == .call, call.child >= 0 else { return nil }
    let member = node(file, call.child)
    guard member.kind == .member, member.symbol == words.append || member.symbol == words.insert,
      member.child >= 0, node(file, member.child).kind == .name,
      node(file, member.child).symbol == symbol
    else { return nil }
    var result: Set<Int32> = []
    // `insert(x, at: i)`: only the first argument is an element.
    let arguments = children(file, statement.value).dropFirst()
    for argument in member.symbol == words.insert ? arguments.prefix(1) : arguments {
      result.formUnion(values(file, argument, in: function, context: context))
    }
    return result
  }
}
