/// The tree's types as the navigation analysis sees them: names resolved from a scope, the
/// inheritance chain, the framework base that makes a screen, methods and properties by name.
extension NavigationAnalyzer {
  /// The name a property's initial value constructs (`let screen = FeedScreen()`), or nil.
  func constructedType(_ property: PropertyFact, file: Int32) -> Int32? {
    let value = node(file, property.initializer)
    guard value.kind == .call else { return nil }
    let callee = node(file, value.child)
    return callee.kind == .name ? callee.symbol : nil
  }

  /// Every property fact of the tree with the type node it belongs to.
  func allProperties() -> [(owner: Int32, fact: PropertyFact, file: Int32)] {
    var result: [(owner: Int32, fact: PropertyFact, file: Int32)] = []
    for (fileIndex, file) in files.enumerated() {
      let owners = graph.nodeOfDeclaration[fileIndex]
      for property in file.navigation.properties
      where property.owner >= 0 && Int(property.owner) < owners.count
        && owners[Int(property.owner)] >= 0
      {
        result.append((owners[Int(property.owner)], property, Int32(fileIndex)))
      }
    }
    return result
  }

  /// The tree types a name means from `node`'s module (its own module's first; through a
  /// typealias, the aliased types).
  func typesNamed(_ symbol: Int32, from node: Int32) -> [Int32] {
    typesNamed(symbol, from: node, aliasDepth: 0)
  }

  func typesNamed(_ symbol: Int32, from node: Int32, aliasDepth: Int) -> [Int32] {
    guard symbol >= 0, Int(symbol) < typeOfSymbol.count, aliasDepth < 8 else { return [] }
    let entry = typeOfSymbol[Int(symbol)]
    if entry == -1 { return [] }
    if entry >= 0 && nodeKinds[Int(entry)] != .typealias { return [entry] }
    let candidates = entry >= 0 ? [entry] : severalTypes[symbol] ?? []
    var chosen = candidates
    if candidates.count > 1 && node >= 0 {
      let module = graph.nodes[Int(node)].moduleIndex
      let own = candidates.filter { graph.nodes[Int($0)].moduleIndex == module }
      if !own.isEmpty { chosen = own }
    }
    guard chosen.contains(where: { nodeKinds[Int($0)] == .typealias }) else { return chosen }
    var resolved: [Int32] = []
    for candidate in chosen {
      if nodeKinds[Int(candidate)] != .typealias {
        resolved.append(candidate)
        continue
      }
      let type = graph.nodes[Int(candidate)]
      for target in type.inherits where target != type.symbol {
        for aliased in typesNamed(target, from: -1, aliasDepth: aliasDepth + 1)
        where nodeKinds[Int(aliased)] != .typealias {
          resolved.append(aliased)
        }
      }
    }
    return resolved
  }

  /// A node, its supertypes and conformances, transitively (bounded).
  func ancestors(_ node: Int32) -> [Int32] {
    if let known = ancestorsMemo[node] { return known }
    var result = [node]
    var cursor = 0
    while cursor < result.count && result.count < 64 {
      for parent in supertypes[Int(result[cursor])] where !result.contains(parent) {
        result.append(parent)
      }
      cursor += 1
    }
    ancestorsMemo[node] = result
    return result
  }

  /// A node's subclasses and conforming types, transitively (bounded).
  func descendants(_ node: Int32) -> [Int32] {
    if let known = descendantsMemo[node] { return known }
    var result: [Int32] = []
    var queue = [node]
    var cursor = 0
    while cursor < queue.count && result.count < 512 {
      for child in subtypes[Int(queue[cursor])] where !result.contains(child) && child != node {
        result.append(child)
        queue.append(child)
      }
      cursor += 1
    }
    descendantsMemo[node] = result
    return result
  }

  /// The framework class a type derives from (`UIViewController`, …), or `View` for a SwiftUI
  /// view; nil for anything else. Asked of every type, so symbols are compared, not names.
  func frameworkBase(_ node: Int32) -> String? {
    guard node >= 0 else { return nil }
    let cached = frameworkBases[Int(node)]
    if cached != Self.unknownBase { return cached < 0 ? nil : Self.baseNames[Int(cached)] }
    frameworkBases[Int(node)] = -1
    var found: Int8 = -1
    let kind = nodeKinds[Int(node)]
    let first = firstInherits[Int(node)]
    if first >= 0 && kind != .extension {
      if kind == .class {
        let parents = typesNamed(first, from: node)
        if parents.isEmpty, let base = screenBaseSymbols[first] {
          found = base
        } else {
          for parent in parents where nodeKinds[Int(parent)] == .class {
            if let inherited = frameworkBase(parent), inherited != "View",
              let index = Self.baseNames.firstIndex(of: inherited)
            {
              found = Int8(index)
            }
          }
        }
      }
      if found < 0 && kind != .protocol && words.view >= 0 && conformsToView(node, depth: 0) {
        found = Int8(Self.baseNames.count - 1)
      }
    }
    frameworkBases[Int(node)] = found
    return found < 0 ? nil : Self.baseNames[Int(found)]
  }

  /// The screen bases, then `View`; indices of `frameworkBases`.
  static let baseNames = NavigationWords.screenBases.sorted() + ["View"]
  static let unknownBase: Int8 = -2

  /// Whether a type conforms to SwiftUI's `View`, directly or through the tree's protocols.
  func conformsToView(_ node: Int32, depth: Int) -> Bool {
    guard depth < 8, words.view >= 0 else { return false }
    let type = graph.nodes[Int(node)]
    if type.inherits.contains(words.view) && typesNamed(words.view, from: -1).isEmpty {
      return true
    }
    return supertypes[Int(node)].contains {
      graph.nodes[Int($0)].kind == .protocol && conformsToView($0, depth: depth + 1)
    }
  }

  /// A UIKit view controller of the tree (not a SwiftUI view).
  func isViewController(_ node: Int32) -> Bool {
    node >= 0 && (frameworkBase(node).map { $0 != "View" } ?? false)
  }

  func isSwiftUIView(_ node: Int32) -> Bool { node >= 0 && frameworkBase(node) == "View" }

  /// What can be a screen: a view controller or a SwiftUI view.
  func isScreenCapable(_ node: Int32) -> Bool {
    node >= 0 ? frameworkBase(node) != nil : isExternalScreen(node)
  }

  /// A screen the code uses but the tree does not declare (`ProfileViewController` from a
  /// module outside the analysed paths): the value standing for it, from its name's symbol.
  static let externalBase: Int32 = -1_000_000

  func isExternalScreen(_ value: Int32) -> Bool { value <= Self.externalBase }

  /// The value of an undeclared screen, when a name looks like one: it ends with
  /// `ViewController` and is not one of Apple's (`UIImagePickerController`,
  /// `SFSafariViewController`: two or more capitals before a word).
  func externalScreen(_ symbol: Int32) -> Int32? {
    guard symbol >= 0, typesNamed(symbol, from: -1).isEmpty else { return nil }
    let spelled = Array(name(symbol).utf8)
    guard spelled.count > 14,
      String(decoding: spelled.suffix(14), as: UTF8.self) == "ViewController"
    else { return nil }
    var capitals = 0
    while capitals < spelled.count && spelled[capitals] >= 0x41 && spelled[capitals] <= 0x5A {
      capitals += 1
    }
    // `UIImage…` has 3 capitals before its first word's lowercase; `ProfileView…` has 1.
    if capitals >= 3 { return nil }
    return Self.externalBase - symbol
  }

  /// A screen's name as the graph writes it.
  func screenName(_ value: Int32) -> String {
    isExternalScreen(value) ? name(Self.externalBase - value) : names[Int(value)]
  }

  func isNavigationController(_ node: Int32) -> Bool {
    node >= 0 && frameworkBase(node) == "UINavigationController"
  }

  func isTabBarController(_ node: Int32) -> Bool {
    node >= 0 && frameworkBase(node) == "UITabBarController"
  }

  /// Functions named `name` that a value of type `node` may run: declared in it, its
  /// supertypes and protocols (extensions included), and — for dynamic dispatch — its
  /// subclasses and conforming types.
  func methods(named name: Int32, on node: Int32) -> [Int] {
    var result: [Int] = []
    for type in ancestors(node) + descendants(node) {
      for function in declared(type, name) where !result.contains(function) {
        result.append(function)
      }
    }
    return result
  }

  /// The properties named `name` of a type, its supertypes and protocols.
  func propertyFacts(named name: Int32, on node: Int32) -> [(file: Int32, index: Int32)] {
    var result: [(file: Int32, index: Int32)] = []
    for type in ancestors(node) {
      for packed in propertyIndex[Self.key(type, name)] {
        result.append((Int32(truncatingIfNeeded: packed >> 32), Int32(truncatingIfNeeded: packed)))
      }
    }
    return result
  }

  /// The chain of a function and the functions it is written in (closures, local functions).
  func enclosingChain(_ function: Int) -> [Int] {
    var chain = [function]
    var current = self.function(function)
    let file = Int(functionFile[function])
    while current.parent >= 0 && chain.count < 64 {
      let parent = functionBase[file] + Int(current.parent)
      chain.append(parent)
      current = self.function(parent)
    }
    return chain
  }

  /// A function's parameters.
  func parameters(of function: Int) -> ArraySlice<ParameterFact> {
    let fact = self.function(function)
    let all = files[Int(functionFile[function])].navigation.parameters
    let start = Int(fact.firstParameter)
    return all[start..<min(all.count, start + Int(fact.parameterCount))]
  }
}
