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
}

/// A name used inside a declaration (`owner`, -1 for top-level code).
struct Reference: Equatable {
  var owner: Int32
  var symbol: Int32
  /// For `A.B`, the index of `A`'s reference in the same list; -1 when the name stands alone;
  /// `Reference.unrecordedQualifier` when what precedes the dot is not a recorded name
  /// (`value.Type`).
  var qualifier: Int32 = -1
  var line: Int32 = 0

  static let unrecordedQualifier: Int32 = -2
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
  /// Navigation calls (`pushViewController(`, `present(`, `rootViewController =`, …).
  var navigationCalls: [Reference] = []
  /// Names in the type annotations (or `= Type(` initialisers) of stored properties; their
  /// qualifiers index this list.
  var heldTypes: [Reference] = []
  var diagnostics: [LexDiagnostic] = []
}
