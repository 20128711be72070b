/// A node of the type graph: a type (or typealias) declared in the tree, with all its
/// declarations and extensions merged, or a framework navigation type that the tree uses.
struct TypeNode {
  /// The qualified name (`Outer.Inner`), an id of the graph's `QualifiedNames`.
  var name: Int32
  var simpleName: String
  var symbol: Int32
  var kind: DeclarationKind
  var isFramework: Bool
  /// The index of its module among the tree's modules (`TypeGraph.modules`); -1 for framework
  /// types.
  var moduleIndex: Int32
  /// The file of the first declaration (not extension); -1 for framework types.
  var file: Int
  var line: Int
  var column: Int
  var members: Int = 0
  /// Inheritance and conformances from the declaration and its extensions; a typealias's
  /// right-hand names.
  var inherits: [Int32] = []
  /// The enclosing type's node, or -1.
  var parent: Int
  /// The outermost enclosing type's node (itself when not nested).
  var outermost: Int
  /// Declared `private`/`fileprivate` (or inside such a declaration): visible in `file` only.
  var isFilePrivate = false
}

/// References from one type to another in one file, counted: the file, the type they were
/// inside (-1 for top-level code or an extension of a type outside the tree) and the type they
/// name.
struct ReferenceSite: Equatable {
  var file: Int32
  var from: Int32
  var to: Int32
  var count: Int32
}

/// A name that several other modules declare while neither the referring file's module nor its
/// imports single one out: no edge is counted for it.
struct AmbiguousSite {
  var file: Int32
  /// The name as written (`A.B` for an extension's).
  var name: String
  var line: Int32
  var candidates: [Int32]
}
