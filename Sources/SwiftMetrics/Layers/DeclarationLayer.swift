/// What a declaration of an app is for, by what its code does (see ``LayerClassifier``).
public enum DeclarationLayer: String, Sendable, CaseIterable, Codable, Comparable {
  /// Views, presenters, view models, contracts, interactor adapters: a screen's own code.
  case screen
  /// Performs or decides a transition.
  case navigation
  /// Constructs and wires screens and their collaborators.
  case assembly
  /// Exists only for a test bench (lifetime tracking): counted apart.
  case instrumentation
  /// The code under the shared roots: the domain every variant builds on.
  case sharedDomain = "shared domain"

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
