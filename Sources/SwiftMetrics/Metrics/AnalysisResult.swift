/// Everything `SwiftAnalyzer.analyze` measured. All lists are sorted (components, types and
/// files by name, edges by target), so equal inputs give equal results and byte-identical
/// renderings. Definitions of each metric: `MetricDefinitions` and Sources/SwiftMetrics/SwiftMetrics.docc/SwiftMetrics.md.
public struct AnalysisResult: Sendable, Equatable {
  /// Version of the JSON schema written by `jsonData()`.
  public static let schemaVersion = 1

  public var roots: [String]
  public var sharedRoots: [String]
  public var groupBy: GroupBy
  public var screenFolders: [String]
  /// The name-to-role mapping in force, one rule per line, in order of precedence.
  public var roleMapping: [String]
  public var components: [ComponentMetrics]
  public var types: [TypeMetrics]
  /// Dependency cycles between components: strongly connected components of two or more,
  /// each sorted, listed by their first name.
  public var cycles: [[String]]
  public var totals: TreeTotals
  public var screensKnown: [ScreenKnowledge]
  /// Names of the types that navigate (see `TypeMetrics.navigationReasons`).
  public var navigationAwareTypes: [String]
  public var files: [FileMetrics]
  /// At most 20 problems a file, then one "… and N more in this file" (see
  /// `TreeTotals.diagnostics` for the count of all).
  public var diagnostics: [Diagnostic]
  /// Names left without an edge because several modules declare them (see
  /// `AmbiguousReference`), one per file and name, sorted by file and line.
  public var ambiguousReferences: [AmbiguousReference] = []
  /// The screen navigation graph (see `NavigationGraph`).
  public var navigation = NavigationGraph()

  /// Shared lines / (variant lines + shared lines); nil without `--shared`.
  public var sharedShare: Double? { totals.sharedShare }
}

/// One component and Martin's package metrics, counted between components.
public struct ComponentMetrics: Sendable, Equatable {
  public var name: String
  /// Whether all of its files lie under a shared path.
  public var isShared: Bool
  /// The screen it belongs to (the folder after `Modules/` or `Screens/`), or nil.
  public var screen: String?
  /// The files whose lines it counts; every file is in exactly one component.
  public var files: [String]
  public var codeLines: Int
  /// Classes, structs, enums, protocols and actors (not typealiases or extensions).
  public var types: Int
  public var protocols: Int
  /// Afferent coupling: other components that reference this one.
  public var ca: Int
  /// Efferent coupling: other components this one references.
  public var ce: Int
  /// Ce / (Ca + Ce); nil when both are 0.
  public var instability: Double?
  /// Protocols / types; nil without types.
  public var abstractness: Double?
  /// |A + I − 1|; nil when A or I is.
  public var distance: Double?
  public var roleCounts: [Role: Int]
  public var dependsOn: [String]
  public var usedBy: [String]
}

/// One type of the tree.
public struct TypeMetrics: Sendable, Equatable {
  /// The qualified name (`Outer.Inner`); prefixed with its module when two modules declare it.
  public var name: String
  public var kind: DeclarationKind
  public var role: Role
  public var component: String
  public var file: String
  public var line: Int
  public var column: Int
  public var isShared: Bool
  /// Members of the declaration and its extensions.
  public var members: Int
  public var inherits: [String]
  /// Coupling between objects: distinct other types of the tree it references or is
  /// referenced by.
  public var cbo: Int
  public var navigationAware: Bool
  public var navigationReasons: [String]
  public var outgoing: [EdgeCount]
}

/// References from one type to another, counted.
public struct EdgeCount: Sendable, Equatable {
  public var to: String
  public var count: Int
}

/// Per file: where it went and what it imports.
public struct FileMetrics: Sendable, Equatable {
  public var path: String
  public var component: String
  public var isShared: Bool
  public var codeLines: Int
  public var lines: Int
  public var imports: [String]
}

/// What one screen component knows of other screens.
public struct ScreenKnowledge: Sendable, Equatable {
  public var component: String
  public var screen: String
  public var known: [KnownScreen]
  public var count: Int { known.count }
}

/// A screen known by another, and the types through which it is known: types of that screen
/// referenced directly, or a builder/wireframe named for it.
public struct KnownScreen: Sendable, Equatable {
  public var component: String
  public var screen: String
  public var through: [String]
}

/// Totals over the analysed variant (files under `--shared` paths are counted apart).
public struct TreeTotals: Sendable, Equatable {
  public var files: Int
  public var codeLines: Int
  public var lines: Int
  public var types: Int
  public var typesByKind: [DeclarationKind: Int]
  public var typesByRole: [Role: Int]
  public var protocols: Int
  public var typealiases: Int
  public var extensions: Int
  public var components: Int
  /// Distinct screens among the variant's screen components.
  public var screens: Int
  public var protocolsPerScreen: Double?
  public var filesPerScreen: Double?
  public var cycles: Int
  public var navigationAwareTypes: Int
  public var imports: [String]
  public var sharedFiles: Int
  public var sharedCodeLines: Int
  public var sharedShare: Double?
  /// Every problem found in the files, listed or not.
  public var diagnostics: Int
  /// Entries of `AnalysisResult.ambiguousReferences` in the variant's files.
  public var ambiguousReferences: Int = 0
  /// `.swift` files left out as test code (see `TestCode`); 0 with `includeTests`.
  public var testFilesLeftOut: Int = 0
  /// `.swift` files left out as vendored third-party code (see `VendoredCode`).
  public var vendoredFilesLeftOut: Int = 0
}
