/// One declaration in one file, as the parser saw it; names are symbols of the run's
/// `SymbolTable`.
struct Declaration: Equatable {
  var kind: DeclarationKind
  /// The simple name; for an extension, the last component of the extended name.
  var name: Int32
  /// For an extension, the extended name's components (`extension A.B` → [A, B]); else [name].
  var path: [Int32]
  /// Index of the enclosing type or extension in the same file, or -1 at top level.
  var parent: Int32
  /// How many types or extensions of the file enclose it.
  var depth: Int32 = 0
  /// Inheritance and conformance names (the last component of each, `UIKit.UIView` → UIView);
  /// for a typealias, the names on its right-hand side.
  var inherits: [Int32] = []
  var line: Int32
  var column: Int32
  /// Lines of the `{` and `}` of the body, -1 when there is none.
  var bodyStart: Int32 = -1
  var bodyEnd: Int32 = -1
  /// Member declarations directly in the body: func, init, deinit, subscript, var/let,
  /// enum case elements, nested types, typealiases and associated types.
  var members: Int32 = 0
  /// Declared `private` or `fileprivate`, or inside such a declaration: visible in its file
  /// only, so a declaration of the same name in another file is another type.
  var isFilePrivate = false
}

/// A name used inside a declaration (`owner`, -1 for top-level code).
struct Reference: Equatable {
  /// How a name is qualified. A qualifier is always the reference just before in its list.
  enum Qualification: UInt32 {
    /// The name stands alone.
    case none
    /// `A.B`: `A` is the previous reference.
    case byPrevious
    /// What precedes the dot is not a recorded name (`B` in `x.A.B`).
    case unrecorded
  }

  var owner: Int32
  var symbol: Int32
  /// The line (above the two low bits) and the qualification (below), packed: a large tree has
  /// millions of references, and this keeps each at 12 bytes.
  private var packed: UInt32

  init(owner: Int32, symbol: Int32, line: Int32 = 0, qualification: Qualification = .none) {
    self.owner = owner
    self.symbol = symbol
    packed = UInt32(min(max(line, 0), Int32.max >> 1)) << 2 | qualification.rawValue
  }

  var line: Int32 { Int32(packed >> 2) }
  var qualification: Qualification { Qualification(rawValue: packed & 3) ?? .none }
}

/// A typealias and one of the references on its right-hand side.
struct AliasTarget: Equatable {
  /// The typealias's index among the file's declarations.
  var alias: Int32
  /// The index in `FileDeclarations.references`.
  var reference: Int32
}

/// Everything the parser extracts from one file.
struct FileDeclarations {
  var declarations: [Declaration] = []
  var imports: [Int32] = []
  /// Every name that may refer to a type, with the declaration it occurs in.
  var references: [Reference] = []
  /// The right-hand names of each typealias, as references.
  var aliasTargets: [AliasTarget] = []
  /// Navigation calls and assignments (see `NavigationVocabulary`).
  var navigationCalls: [Reference] = []
  /// What each navigation call is made on: the receiver's name (`router` in
  /// `self.router?.present(…)`), or a `NavigationReceiver` mark.
  var navigationReceivers: [Int32] = []
  /// Methods declared with a navigation call's name (`func present(…)` in a router), by owner.
  var navigationMethods: [Reference] = []
  /// Stored properties that hold a type: their names, for the receivers of navigation calls.
  var properties: [StoredProperty] = []
  /// The type a stored property holds (see `storedProperty()`), as a name path.
  var heldTypes: [Reference] = []
  var diagnostics = DiagnosticList(limit: FileScanner.diagnosticsShown + 1)
}

/// A stored property whose type (`heldTypes[heldType]`, the last name of its path) is known.
struct StoredProperty: Equatable {
  var owner: Int32
  var name: Int32
  var heldType: Int32
}

/// Receivers of navigation calls that are not a name.
enum NavigationReceiver {
  /// `present(…)` or `self.present(…)`: the calling type itself.
  static let ownType: Int32 = -2
  /// Anything else: `super.`, `(x as? UIViewController)?.`, `items[0].`.
  static let unknown: Int32 = -1
}
