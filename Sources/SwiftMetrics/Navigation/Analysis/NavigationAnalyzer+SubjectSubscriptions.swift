/// Rule: a closure subscribed to an object's publisher (`child.didFinishPublisher.sink { … }`,
/// `module.transitionPublisher.sink { … }`, `viewModel.route.subscribe(onNext:)`) runs when
/// the subject behind it emits, not when the subscription is made. When the object belongs to
/// no screen (a child coordinator, a module bundle), the closure's triggers are:
/// - for a bundle's member (see `+ModuleBundles`), the screens of the object the builder's
///   argument reads (`viewModel.transitionPublisher`: the view model's screen);
/// - else the functions that send into the subject the publisher is made from
///   (`lazy var didFinishPublisher = didFinishSubject.eraseToAnyPublisher()`;
///   `didFinishSubject.send()`, `onNext(_:)`, `accept(_:)`), so a child's finish leads back
///   from the screen whose event finished it.
/// Examples: `SubjectSubscriptionTests`.
extension NavigationAnalyzer {
  /// The sources and upstream functions of a closure subscribed on `receiver` (the chain
  /// before `.sink`/`.subscribe`), or nil when the rule does not apply.
  func subscriptionUpstream(_ file: Int32, _ receiver: Int32, in function: Int)
    -> (sources: Set<Int32>, upstream: [Int])?
  {
    guard let read = firstMember(file, receiver) else { return nil }
    if let arguments = bundledArguments(file, read, in: function, context: -1) {
      var screens: Set<Int32> = []
      for argument in arguments {
        let root = rootOfChain(argument.file, argument.node)
        for object in values(argument.file, root, in: argument.function, context: argument.context)
        where object >= 0 {
          screens.formUnion(companionsOf(object))
        }
      }
      return screens.isEmpty ? nil : (screens, [])
    }
    let property = node(file, read).symbol
    var senders: [Int] = []
    for object in values(file, node(file, read).child, in: function, context: -1) where object >= 0
    {
      for sender in subjectSenders(property, on: object) where !senders.contains(sender) {
        senders.append(sender)
      }
    }
    return senders.isEmpty ? nil : ([], senders)
  }

  /// The member read on the chain's root (`a.b` in `a.b.c.sink`), or nil.
  private func firstMember(_ file: Int32, _ index: Int32) -> Int32? {
    let above = chainStart(file, index).above
    guard above >= 0, node(file, above).kind == .member else { return nil }
    return above
  }

  /// The functions that send into the subject behind `property` of `type`: the property
  /// itself, or the property of the same type its initial value is made from
  /// (`didFinishSubject.eraseToAnyPublisher()`, `relay.asObservable()`).
  private func subjectSenders(_ property: Int32, on type: Int32) -> [Int] {
    var subject = property
    for (file, index) in propertyFacts(named: property, on: type) {
      let initializer = files[Int(file)].navigation.properties[Int(index)].initializer
      guard initializer >= 0 else { continue }
      let root = node(file, rootOfChain(file, initializer))
      if root.kind == .name && root.symbol >= 0 && hasProperty(root.symbol, on: type) {
        subject = root.symbol
      }
    }
    let family = Set(ancestors(type) + descendants(type))
    var result: [Int] = []
    for name in Vocabulary.subjectSends {
      guard let symbol = symbols.lookup(name) else { continue }
      for site in callsByName[symbol] ?? [] {
        let callee = node(site.file, node(site.file, site.node).child)
        guard callee.kind == .member, callee.child >= 0 else { continue }
        let target = node(site.file, callee.child)
        var sends = false
        if target.kind == .name && target.symbol == subject {
          sends =
            family.contains(functionOwner[site.function])
            && !isLocal(site.file, subject, in: site.function)
        } else if target.kind == .member && target.symbol == subject && target.child >= 0 {
          sends =
            node(site.file, target.child).kind == .selfValue
            ? family.contains(functionOwner[site.function])
            : !values(site.file, target.child, in: site.function, context: -1).isDisjoint(
              with: family)
        }
        if sends && !result.contains(site.function) { result.append(site.function) }
      }
    }
    return result
  }
}
