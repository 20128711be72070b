/// The facts ``LayerClassifier`` reads of one app: its files' declarations and code, cut into
/// units (a type's own lines, or one member with a body), and what each unit calls, assigns and
/// constructs.
struct LayerFacts {
  /// One declaration the rule gives a layer.
  struct Unit {
    var file: Int
    var name: String
    var line: Int32
    var endLine: Int32
    /// The declaration it is or belongs to, in its file; -1 for a top-level function.
    var declaration: Int32
    /// The name of the type it is or belongs to (an extension's extended type).
    var typeName: String
    /// For a member, its name (`init` for an initialiser); nil for a type's own lines.
    var member: String?
    var isInitializer = false
    var isProtocol = false
    var layer: DeclarationLayer?
    /// The screen it belongs to (see `assignScreens`).
    var screen: String?
    var codeLines = 0
    // What its code does.
    var callsNavigation = false
    var callsRouter = false
    var ownTypeCalls: Set<String> = []
    var calledNames: Set<String> = []
    var constructs: Set<String> = []
    var signatureTypes: Set<String> = []
    /// The types its parameters take: what a call to it hands over.
    var parameterTypes: Set<String> = []
  }

  struct File {
    var source: LayerClassifier.Source
    var scanned: ScannedFile
    var isCode: [Bool]
  }

  let instrumentationTypes: Set<String>
  var scanner = FileScanner()
  var files: [File] = []
  var units: [Unit] = []

  init(instrumentationTypes: Set<String>) {
    self.instrumentationTypes = instrumentationTypes
  }

  func name(_ symbol: Int32) -> String { symbol >= 0 ? scanner.symbols.name(symbol) : "" }

  mutating func add(_ source: LayerClassifier.Source) {
    var bytes = Array(source.text.utf8)
    bytes.append(0)
    let file = SourceFile(
      path: source.path, rootLabel: "", folders: [], fileName: source.path,
      isShared: source.isShared,
      module: "")
    let scanned = bytes.withUnsafeBufferPointer {
      scanner.scan(UnsafeBufferPointer(rebasing: $0[..<($0.count - 1)]), source: file)
    }
    let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
    files.append(File(source: source, scanned: scanned, isCode: CodeLineFlags.of(lines)))
    addUnits(of: files.count - 1)
  }

  /// The qualified name of declaration `index` of `file` (`MainTabsWireframe`, `A.B`).
  func qualifiedName(_ index: Int32, in file: File) -> String {
    var parts: [String] = []
    var current = index
    while current >= 0 {
      let declaration = file.scanned.declarations.declarations[Int(current)]
      parts.insert(declaration.path.map(name).joined(separator: "."), at: 0)
      current = declaration.parent
    }
    return parts.joined(separator: ".")
  }

  private mutating func addUnits(of fileIndex: Int) {
    let file = files[fileIndex]
    let declarations = file.scanned.declarations.declarations
    var owners = [Int](repeating: -1, count: file.isCode.count + 2)
    var unitOfDeclaration: [Int32: Int] = [:]
    // Types first, outer before inner, so that a nested type's lines are its own.
    for (index, declaration) in declarations.enumerated().sorted(by: { $0.1.depth < $1.1.depth })
    where declaration.kind != .typealias {
      var unit = Unit(
        file: fileIndex, name: qualifiedName(Int32(index), in: file), line: declaration.line,
        endLine: max(declaration.line, declaration.bodyEnd), declaration: Int32(index),
        typeName: name(declaration.name))
      unit.isProtocol = declaration.kind == .protocol
      if declaration.kind == .extension { unit.name += " (extension)" }
      unitOfDeclaration[Int32(index)] = units.count
      claim(&owners, unit.line, unit.endLine, units.count)
      units.append(unit)
    }
    // Then members with a body; a protocol's requirements stay its own lines.
    let functions = file.scanned.navigation.functions
    var unitOfFunction = [Int](repeating: -1, count: functions.count)
    var accessorUnits: [String: Int] = [:]
    for (index, function) in functions.enumerated() {
      if function.parent >= 0 {
        unitOfFunction[index] = unitOfFunction[Int(function.parent)]
        continue
      }
      let ownerUnit = function.owner >= 0 ? unitOfDeclaration[function.owner] : nil
      switch function.kind {
      case .function, .initializer, .accessor:
        if let ownerUnit, units[ownerUnit].isProtocol {
          unitOfFunction[index] = ownerUnit
          continue
        }
        let member = function.kind == .initializer ? "init" : name(function.name)
        let owner = ownerUnit.map {
          units[$0].name.replacingOccurrences(of: " (extension)", with: "")
        }
        let key = "\(function.owner).\(member)"
        if function.kind == .accessor, let existing = accessorUnits[key] {
          units[existing].endLine = max(units[existing].endLine, function.endLine)
          claim(&owners, function.line, function.endLine, existing)
          unitOfFunction[index] = existing
          continue
        }
        var unit = Unit(
          file: fileIndex, name: owner.map { $0 + "." + member } ?? member, line: function.line,
          endLine: max(function.line, function.endLine), declaration: function.owner,
          typeName: ownerUnit.map { units[$0].typeName } ?? "")
        unit.member = member
        unit.isInitializer = function.kind == .initializer
        let parameters = file.scanned.navigation.parameters
        for parameter in parameters[
          Int(function.firstParameter)..<Int(function.firstParameter + function.parameterCount)]
        where parameter.type >= 0 {
          unit.signatureTypes.insert(name(parameter.type))
        }
        unit.parameterTypes = unit.signatureTypes
        if function.returnType >= 0 { unit.signatureTypes.insert(name(function.returnType)) }
        if function.kind == .accessor {
          accessorUnits[key] = units.count
          if let property = file.scanned.navigation.properties.first(where: {
            $0.owner == function.owner && $0.name == function.name && $0.type >= 0
          }) {
            unit.signatureTypes.insert(name(property.type))
          }
        }
        unitOfFunction[index] = units.count
        claim(&owners, unit.line, unit.endLine, units.count)
        units.append(unit)
      case .typeBody:
        unitOfFunction[index] = ownerUnit ?? -1
      case .closure, .topLevel:
        unitOfFunction[index] = -1
      }
    }
    for (line, owner) in owners.enumerated() where owner >= 0 && line >= 1 {
      if line - 1 < file.isCode.count && file.isCode[line - 1] { units[owner].codeLines += 1 }
    }
    readCode(of: file, unitOfFunction: unitOfFunction)
  }

  /// Gives lines `first...last` (1-based) to `unit`.
  private func claim(_ owners: inout [Int], _ first: Int32, _ last: Int32, _ unit: Int) {
    guard first >= 1 else { return }
    for line in Int(first)...Int(max(first, last)) where line < owners.count { owners[line] = unit }
  }
}
