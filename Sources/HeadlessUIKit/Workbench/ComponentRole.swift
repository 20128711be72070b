/// The part a tracked object plays in its architecture.
public enum ComponentRole: String, Sendable, CaseIterable, Comparable, Codable {
  case view, presenter, viewModel, interactor, wireframe, router, coordinator

  public static func < (lhs: ComponentRole, rhs: ComponentRole) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
