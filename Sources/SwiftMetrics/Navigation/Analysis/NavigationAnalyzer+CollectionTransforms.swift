/// Rule: a collection transformed by a standard method still holds its elements —
/// `viewControllers = controllers.compactMap { $0 }` (a tab bar filled by subscript
/// assignment into an array of optionals), `stacks.filter { … }`, `screens.reversed()` — so
/// the values of the receiver, empty navigation controllers included, flow through; a mapping
/// that reads one property of its element (`coordinators.map { $0.navigationController }`)
/// holds that property of each element.
/// Examples: `TabBarArrayTests`, `InheritedStepTests`.
extension NavigationAnalyzer {
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
    let elements = values(file, member.child, in: function, context: context)
    guard Vocabulary.elementMappings.contains(name(member.symbol)),
      let read = mappedMember(file, call)
    else { return elements }
    // `coordinators.map { $0.navigationController }`: each element's property.
    var result: Set<Int32> = []
    for element in elements where element >= 0 && hasProperty(read, on: element) {
      result.formUnion(propertyValues(element, read))
    }
    return result
  }

  /// The property a mapping's closure reads of its element (`{ $0.navigationController }`,
  /// `{ $0.rootViewController }`), else nil (`{ $0 }`, any other body).
  func mappedMember(_ file: Int32, _ call: Int32) -> Int32? {
    for argument in children(file, call).dropFirst() {
      var value = node(file, argument)
      if value.kind == .argument, value.child >= 0 { value = node(file, value.child) }
      guard value.kind == .closure else { continue }
      let body = functionBase[Int(file)] + Int(value.symbol)
      let statements = files[Int(file)].navigation.statements
      let results = statementsOf[body].map { statements[Int($0)] }.filter {
        $0.kind == .expression || $0.kind == .returnValue
      }
      guard results.count == 1, statementsOf[body].count == 1, results[0].value >= 0 else {
        return nil
      }
      let read = node(file, results[0].value)
      guard read.kind == .member, read.child >= 0, node(file, read.child).kind == .literal
      else { return nil }
      return read.symbol
    }
    return nil
  }
}
