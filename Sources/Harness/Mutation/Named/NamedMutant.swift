/// A classic mistake made at one place of one variant, held by the harness and applied only in
/// the generated schema copy (never in app sources): either the mutant an operator produces
/// there, or, where no operator produces it, a named alternative body. Its name is
/// `<variant prefix>.<mistake>` (`viper.presenterRetainsView`).
public struct NamedMutant: Sendable, Equatable {
  /// How the mistake is made.
  public enum Change: Sendable, Equatable {
    /// The site of this operator whose own text is `site` (or, where sites share their text, a
    /// capture list, whose mutated text is), inside `within` (found exactly once in the file).
    case site(MutationOperator, within: String, site: String)
    /// Each edit's original text (found exactly once in the file) held beside its mutated
    /// text; the whole is an instance of the operator.
    case body(MutationOperator, [Edit])
  }

  /// One replacement of an alternative body.
  public struct Edit: Sendable, Equatable {
    /// How the schema holds both texts.
    public enum Form: Sendable, Equatable {
      /// Statements: `if __mutant(id) { mutated } else { original }`.
      case statements
      /// Statements run first, only with the mutant on: `if __mutant(id) { mutated }` before
      /// the original (a `guard` or `return` in them leaves early).
      case before
      /// A declaration added after the original (kept), present with the mutant off too but
      /// unused then; `MUTANT` in it stands for the mutant's id.
      case declaration
    }

    public let original: String
    public let mutated: String
    public let form: Form
    /// A longer text, found exactly once, whose first `original` is meant; nil: `original`
    /// itself is found exactly once.
    public let within: String?

    public init(
      _ original: String, _ mutated: String, _ form: Form = .statements, within: String? = nil
    ) {
      self.original = original
      self.mutated = mutated
      self.form = form
      self.within = within
    }
  }

  /// The variant's fault prefix (`viper-coordinator`).
  public let variant: String
  /// ``Mistake/name``.
  public let mistake: String
  /// Relative to the package root.
  public let file: String
  /// What the variant does wrong with it on.
  public let summary: String
  public let change: Change

  init(_ variant: String, _ mistake: String, file: String, _ summary: String, _ change: Change) {
    self.variant = variant
    self.mistake = mistake
    self.file = file
    self.summary = summary
    self.change = change
  }

  /// `viper.presenterRetainsView`.
  public var name: String { "\(variant).\(mistake)" }

  /// The operator it is an instance of.
  public var mutationOperator: MutationOperator {
    switch change {
    case .site(let mutationOperator, _, _), .body(let mutationOperator, _): return mutationOperator
    }
  }

  /// Every named mutant, by name.
  public static let all: [NamedMutant] =
    (viper + viperCoordinator + mvvmWireframe + coordinator).sorted { $0.name < $1.name }

  /// The named mutants of one variant prefix.
  public static func of(variant prefix: String) -> [NamedMutant] {
    all.filter { $0.variant == prefix }
  }

  /// The named mutant with this name.
  public static func named(_ name: String) -> NamedMutant? {
    all.first { $0.name == name }
  }
}
