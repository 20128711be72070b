extension LayerFacts {
  /// Gives every unit the screen it belongs to, by what builds what, never by names or
  /// folders (``LayerClassifier``'s `screens` rule):
  ///
  /// - a screen's own type is that screen's;
  /// - a member that constructs a screen's type and no other screen's builds that screen: the
  ///   app's own types it constructs are the screen's (a presenter, a view model); a
  ///   **builder** is such a member named `build`, `buildModule` or `make…`, and the types that
  ///   only declare builders of one screen are that screen's (a module's builder);
  /// - the types a screen's type constructs are the screen's too (a row model, a presenter a
  ///   view makes itself), to a fixed point;
  /// - a flow type (a type whose own layer is navigation) is a screen's only when it builds
  ///   that screen itself (a VIPER module's wireframe): a coordinator, a router or a root
  ///   wireframe built elsewhere is no screen's, whatever its name;
  /// - a protocol is the screen's whose builders take or return it (a module's output or
  ///   input), else the screen's that all its own conforming types belong to;
  /// - a type claimed by two screens is no screen's; a member is its type's screen's, except
  ///   a builder, which is the screen's it builds (a coordinator's `makeFeed`).
  mutating func assignScreens(_ screens: [String: String]) {
    guard !screens.isEmpty else { return }
    let ownTypes = Set(
      units.filter { $0.member == nil && !files[$0.file].source.isShared }.map(\.typeName))
    let protocols = Set(
      units.filter { $0.member == nil && $0.isProtocol && !files[$0.file].source.isShared }.map(
        \.typeName))
    let flows = Set(
      units.filter { $0.member == nil && $0.layer == .navigation && !$0.isProtocol }.map(
        \.typeName))
    let screenTypes = Set(screens.keys)

    // Members that construct one screen's type (and no other's): what else they construct is
    // that screen's. The named ones are its builders.
    var buildsScreen: [Int: String] = [:]
    var builderOf: [Int: String] = [:]
    for index in units.indices where units[index].member != nil && !units[index].isProtocol {
      let built = units[index].constructs.intersection(screenTypes)
      guard built.count == 1, let screen = built.first.flatMap({ screens[$0] }) else { continue }
      buildsScreen[index] = screen
      let member = units[index].member ?? ""
      if member == "build" || member == "buildModule" || Self.isFactoryName(member) {
        builderOf[index] = screen
      }
    }

    // nil: claimed by two screens.
    var owner: [String: String?] = [:]
    for (type, screen) in screens { owner[type] = .some(screen) }
    var changed = false
    func claim(_ type: String, _ screen: String) {
      guard ownTypes.contains(type), !protocols.contains(type), !screenTypes.contains(type) else {
        return
      }
      switch owner[type] {
      case .none:
        owner[type] = .some(screen)
        changed = true
      case .some(.some(let current)) where current != screen:
        owner[type] = .some(nil)
        changed = true
      default: break
      }
    }
    for (index, screen) in buildsScreen {
      for type in units[index].constructs where !flows.contains(type) {
        claim(type, screen)
      }
    }
    for (index, screen) in builderOf {
      // A flow type that builds this screen itself: a module's wireframe.
      if units[index].constructs.contains(units[index].typeName) {
        claim(units[index].typeName, screen)
      }
    }
    // Types that only declare builders of one screen: a module's builder.
    var builderTypes: [String: Set<String>] = [:]
    var otherMembers = Set<String>()
    for index in units.indices where units[index].member != nil {
      if let screen = builderOf[index] {
        builderTypes[units[index].typeName, default: []].insert(screen)
      } else if !units[index].isInitializer {
        otherMembers.insert(units[index].typeName)
      }
    }
    for (type, built) in builderTypes where built.count == 1 && !otherMembers.contains(type) {
      if !flows.contains(type) { claim(type, built.first!) }
    }
    // What a screen's types construct, to a fixed point.
    repeat {
      changed = false
      for unit in units {
        guard case .some(.some(let screen)) = owner[unit.typeName] else { continue }
        for type in unit.constructs where !flows.contains(type) { claim(type, screen) }
      }
    } while changed

    // Protocols: what builders take or return, else the conforming types' screen.
    var protocolOwner: [String: String?] = [:]
    for (index, screen) in builderOf {
      for type in units[index].signatureTypes where protocols.contains(type) {
        switch protocolOwner[type] {
        case .none: protocolOwner[type] = .some(screen)
        case .some(.some(let current)) where current != screen: protocolOwner[type] = .some(nil)
        default: break
        }
      }
    }
    var conformers: [String: Set<String>] = [:]
    for file in files where !file.source.isShared {
      for declaration in file.scanned.declarations.declarations {
        for inherited in declaration.inherits where protocols.contains(name(inherited)) {
          conformers[name(inherited), default: []].insert(name(declaration.name))
        }
      }
    }
    for type in protocols where protocolOwner[type] == nil {
      let owners = Set((conformers[type] ?? []).map { owner[$0] ?? nil })
      if owners.count == 1, let only = owners.first, let screen = only {
        protocolOwner[type] = .some(screen)
      }
    }
    for (type, screen) in protocolOwner { owner[type] = screen }

    for index in units.indices {
      if let screen = builderOf[index] {
        units[index].screen = screen
      } else if case .some(.some(let screen)) = owner[units[index].typeName] {
        units[index].screen = screen
      }
    }
  }
}
