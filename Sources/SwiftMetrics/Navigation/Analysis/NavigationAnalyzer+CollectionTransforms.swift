/// Rule: a collection transformed by a standard method still holds its elements —
/// `viewControllers = controllers.compactMap { $0 }` (a tab bar filled by subscript
/// assignment into an array of optionals), `stacks.filter { … }`, `screens.reversed()` — so
/// the values of the receiver, empty navigation controllers included, flow through.
/// Examples: `TabBarArrayTests`.
extension NavigationAnalyzer {
  static let elementPreservingMethods: Set<String> = [
    "compactMap", "filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst",
    "dropLast", "map", "flatMap",
  ]

  /// The receiver's values for `receiver.method(…)` when the method is one of
  /// `elementPreservingMethods` and the tree declares no method of that name; nil otherwise.
  func transformedCollectionValues(
    _ file: Int32, _ call: Int32, in function: Int, context: Int
  ) -> Set<Int32>? {
    let callee = node(file, call).child
    guard callee >= 0 else { return nil }
    let member = node(file, callee)
    guard member.kind == .member, member.child >= 0,
      elementPreservingSymbols.contains(member.symbol), functions(named: member.symbol).isEmpty
    else { return nil }
    return values(file, member.child, in: function, context: context)
  }
}
