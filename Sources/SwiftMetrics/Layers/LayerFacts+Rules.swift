extension LayerFacts {
  /// The delegate protocols that make a type an app's entry.
  static let entryProtocols = Vocabulary.entryPoints.filter { !$0.hasPrefix("@") }

  /// Applies ``LayerClassifier``'s rule to every unit.
  mutating func classify() {
    let members = units.indices.filter { units[$0].member != nil }
    let typeUnits = units.indices.filter { units[$0].member == nil }
    var declaredTypes = Set(typeUnits.map { units[$0].typeName })
    declaredTypes.subtract(Self.navigationTypes)

    // 1. Instrumentation: by signature, then members whose every call is instrumentation. An
    // initialiser's parameters are what its object is built from: one that also takes the
    // app's values (a container given the tracker, an environment given its stores) builds
    // more than instrumentation.
    var instrumentation = Set<String>()
    for index in members
    where !units[index].signatureTypes.isDisjoint(with: instrumentationTypes)
      && (!units[index].isInitializer
        || units[index].parameterTypes.isSubset(of: instrumentationTypes))
    {
      units[index].layer = .instrumentation
      // A call hands an instrumentation value over only to a member that takes one.
      if !units[index].isInitializer,
        !units[index].parameterTypes.isDisjoint(with: instrumentationTypes)
      {
        instrumentation.insert(units[index].member ?? "")
      }
    }
    var changed = true
    while changed {
      changed = false
      for index in members where units[index].layer == nil {
        let calls = units[index].calledNames.subtracting(["init"])
        guard !calls.isEmpty, calls.isSubset(of: instrumentation) else { continue }
        units[index].layer = .instrumentation
        if !units[index].isInitializer { instrumentation.insert(units[index].member ?? "") }
        changed = true
      }
    }

    // 2. Assembly: builders and factories by their names, and the app's entry.
    let entries = entryTypes(declaredTypes: declaredTypes)
    for index in members where units[index].layer == nil {
      let member = units[index].member ?? ""
      if member == "build" || member == "buildModule" || Self.isFactoryName(member)
        || entries.contains(units[index].typeName)
      {
        units[index].layer = .assembly
      }
    }
    // A dependency container's initialiser wires what it hands out.
    let containers = dependencyContainers(members: members, declaredTypes: declaredTypes)
    for index in members
    where units[index].layer == nil && units[index].isInitializer
      && containers.contains(units[index].typeName) && !files[units[index].file].source.isShared
    {
      units[index].layer = .assembly
    }

    // 3. Navigation: UIKit's navigation or a router; then every other member of a flow type
    // (one with such a member, one that constructs a flow type, or a protocol — and its
    // extensions — that flow types implement): coordinators' and wireframes' decisions.
    for index in members where units[index].layer == nil {
      let unit = units[index]
      if unit.callsNavigation || unit.callsRouter || isNavigationExtension(unit) {
        units[index].layer = .navigation
      }
    }
    let flows = flowTypes(members: members, declaredTypes: declaredTypes).subtracting(containers)
    for index in members where units[index].layer == nil && flows.contains(units[index].typeName) {
      units[index].layer = .navigation
    }

    // 4. The rest.
    for index in members where units[index].layer == nil {
      units[index].layer = defaultLayer(units[index])
    }
    classifyTypes(typeUnits, entries: entries, declaredTypes: declaredTypes)
  }

  /// Types whose role is navigation: one with a navigating member, one that constructs such a
  /// type (a coordinator starting its children), and a protocol such types conform to, with
  /// its extensions; to a fixed point.
  private func flowTypes(members: [Int], declaredTypes: Set<String>) -> Set<String> {
    var flows = Set(members.filter { units[$0].layer == .navigation }.map { units[$0].typeName })
    var inherits: [String: Set<String>] = [:]
    for file in files {
      for declaration in file.scanned.declarations.declarations where declaration.kind.isType {
        inherits[name(declaration.name), default: []].formUnion(declaration.inherits.map(name))
      }
    }
    var changed = true
    while changed {
      changed = false
      for unit in units where !flows.contains(unit.typeName) {
        if !unit.constructs.isDisjoint(with: flows) {
          flows.insert(unit.typeName)
          changed = true
        }
      }
      for (type, protocols) in inherits where flows.contains(type) {
        for conformed in protocols where declaredTypes.contains(conformed) {
          if isProtocol(conformed) && flows.insert(conformed).inserted { changed = true }
        }
      }
    }
    return flows
  }

  private func isProtocol(_ type: String) -> Bool {
    units.contains { $0.member == nil && $0.isProtocol && $0.typeName == type }
  }

  /// `makeLogin`, `makeTrackedRouter`: `make` then a capital.
  static func isFactoryName(_ name: String) -> Bool {
    guard name.hasPrefix("make"), let next = name.dropFirst(4).first else { return false }
    return next.isUppercase
  }

  private func defaultLayer(_ unit: Unit) -> DeclarationLayer {
    files[unit.file].source.isShared ? .sharedDomain : .screen
  }

  private func isNavigationExtension(_ unit: Unit) -> Bool {
    guard unit.declaration >= 0 else { return false }
    let declaration = files[unit.file].scanned.declarations.declarations[Int(unit.declaration)]
    return declaration.kind == .extension && Self.navigationTypes.contains(unit.typeName)
  }

  /// Types that are the app's entry: an application or scene delegate, or a type whose
  /// initialiser takes the `UIWindow` and constructs the app's own objects.
  private func entryTypes(declaredTypes: Set<String>) -> Set<String> {
    var entries = Set<String>()
    for unit in units {
      if unit.member == nil, unit.declaration >= 0 {
        let declaration = files[unit.file].scanned.declarations.declarations[
          Int(unit.declaration)]
        if declaration.inherits.contains(where: { Self.entryProtocols.contains(name($0)) }) {
          entries.insert(unit.typeName)
        }
      }
      if unit.isInitializer, unit.signatureTypes.contains("UIWindow"),
        !unit.constructs.isDisjoint(with: declaredTypes)
      {
        entries.insert(unit.typeName)
      }
    }
    return entries
  }

  /// A type's (or extension's) own lines.
  private mutating func classifyTypes(
    _ typeUnits: [Int], entries: Set<String>, declaredTypes: Set<String>
  ) {
    var memberLines: [String: [DeclarationLayer: Int]] = [:]
    var memberLayers: [String: [String: DeclarationLayer]] = [:]
    for unit in units where unit.member != nil {
      memberLines[unit.typeName, default: [:]][unit.layer!, default: 0] += max(1, unit.codeLines)
      memberLayers[unit.typeName, default: [:]][unit.member!] = unit.layer!
    }
    let containers = dependencyContainers(
      members: units.indices.filter { units[$0].member != nil }, declaredTypes: declaredTypes)
    let conformers = conformingTypes()
    for index in typeUnits {
      let unit = units[index]
      let type = unit.typeName
      if instrumentationTypes.contains(type) {
        units[index].layer = .instrumentation
      } else if files[unit.file].source.isShared {
        units[index].layer = .sharedDomain
      } else if entries.contains(type) || (containers.contains(type) && !unit.isProtocol) {
        units[index].layer = .assembly
      } else if unit.isProtocol {
        units[index].layer = protocolLayer(unit, conformers: conformers, layers: memberLayers)
      } else if isNavigationExtension(unit) {
        units[index].layer = .navigation
      } else if let lines = memberLines[type] {
        let layer = Self.mostLines(lines.filter { $0.key != .instrumentation }) ?? .instrumentation
        // An app's extension of a domain type adapts it to a screen's contract.
        units[index].layer = layer == .sharedDomain ? defaultLayer(unit) : layer
      } else {
        units[index].layer = defaultLayer(unit)
      }
    }
  }

  /// Dependency containers: the app's types (not protocols) that assembly members are given,
  /// and types whose members (initialisers apart) are all assembly or instrumentation, one at
  /// least assembly. What a factory returns is its product, not a container.
  private func dependencyContainers(members: [Int], declaredTypes: Set<String>) -> Set<String> {
    var containers = Set<String>()
    var layers: [String: Set<DeclarationLayer?>] = [:]
    let protocols = Set(units.filter { $0.member == nil && $0.isProtocol }.map(\.typeName))
    for index in members {
      let unit = units[index]
      if unit.layer == .assembly {
        containers.formUnion(unit.parameterTypes.intersection(declaredTypes).subtracting(protocols))
      }
      if !unit.isInitializer { layers[unit.typeName, default: []].insert(unit.layer) }
    }
    for (type, found) in layers
    where found.contains(.assembly)
      && found.allSatisfy({ $0 == .assembly || $0 == .instrumentation })
    {
      containers.insert(type)
    }
    return containers
  }

  /// The layer with the most lines; ties go to the earlier layer.
  static func mostLines(_ lines: [DeclarationLayer: Int]) -> DeclarationLayer? {
    lines.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
  }

  /// Each protocol's conforming types, by name.
  private func conformingTypes() -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for file in files {
      for declaration in file.scanned.declarations.declarations {
        for inherited in declaration.inherits {
          result[name(inherited), default: []].insert(name(declaration.name))
        }
      }
    }
    return result
  }

  /// The layer of the members that implement the protocol's requirements, by their lines
  /// (one per member); none found: the default layer.
  private func protocolLayer(
    _ unit: Unit, conformers: [String: Set<String>],
    layers: [String: [String: DeclarationLayer]]
  ) -> DeclarationLayer {
    let file = files[unit.file]
    let requirements = file.scanned.navigation.functions.filter {
      $0.owner == unit.declaration && $0.parent < 0
    }.map { $0.kind == .initializer ? "init" : name($0.name) }
    var votes: [DeclarationLayer: Int] = [:]
    for conformer in conformers[unit.typeName] ?? [] {
      for requirement in requirements {
        if let layer = layers[conformer]?[requirement] { votes[layer, default: 0] += 1 }
      }
    }
    let layer = Self.mostLines(votes.filter { $0.key != .instrumentation }) ?? defaultLayer(unit)
    // A screen's contract with the domain (`…InteractorInput`) is the screen's.
    return layer == .sharedDomain ? defaultLayer(unit) : layer
  }

  private func kind(of unit: Unit) -> LayeredDeclaration.Kind {
    if unit.member != nil { return .member }
    if unit.isProtocol { return .protocol }
    let declaration = files[unit.file].scanned.declarations.declarations[Int(unit.declaration)]
    return declaration.kind == .extension ? .extension : .type
  }

  /// The layered declarations, by file and line.
  func results() -> [LayeredDeclaration] {
    units.map { unit in
      LayeredDeclaration(
        file: files[unit.file].source.path, line: Int(unit.line), name: unit.name,
        layer: unit.layer ?? .screen, codeLines: unit.codeLines, kind: kind(of: unit),
        endLine: Int(unit.endLine), screen: unit.screen)
    }.sorted { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
  }
}
