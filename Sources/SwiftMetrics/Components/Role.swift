/// The part a type plays in an architecture, decided from its name and conformances
/// (see `RoleClassifier`).
public enum Role: String, Sendable, CaseIterable, Comparable, Codable {
  case view = "View"
  case viewModel = "ViewModel"
  case presenter = "Presenter"
  case interactor = "Interactor"
  case entity = "Entity"
  case wireframe = "Wireframe"
  case router = "Router"
  case coordinator = "Coordinator"
  case builder = "Builder"
  case service = "Service"
  case other = "Other"

  /// Parses a role name as a user writes it: case-insensitive, with the aliases
  /// `ViewController` (View) and `Assembly` (Builder).
  public init?(parsing text: String) {
    let lowered = text.lowercased()
    switch lowered {
    case "viewcontroller": self = .view
    case "assembly": self = .builder
    default:
      guard let role = Role.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
        return nil
      }
      self = role
    }
  }

  /// The role a type of this name has by its name alone, by the analyser's naming rule (step 1
  /// of `RoleClassifier`: `Vocabulary`'s role endings, protocol-style endings dropped, a long
  /// role word with one letter missing read as that word); `other` when the name says none.
  /// For a tool that knows a type only by name (a file `LoginWireframe+Routes.swift`).
  public init(typeName: String) {
    self = RoleClassifier.byName.roleByName(typeName) ?? .other
  }

  /// The role as a sentence names it, lower case: `view model`, `coordinator`.
  public var spokenName: String {
    self == .viewModel ? "view model" : rawValue.lowercased()
  }

  public static func < (lhs: Role, rhs: Role) -> Bool { lhs.order < rhs.order }

  /// The place in `allCases`: the order in which roles are listed.
  var order: Int {
    switch self {
    case .view: return 0
    case .viewModel: return 1
    case .presenter: return 2
    case .interactor: return 3
    case .entity: return 4
    case .wireframe: return 5
    case .router: return 6
    case .coordinator: return 7
    case .builder: return 8
    case .service: return 9
    case .other: return 10
    }
  }
}

/// "A type whose name ends with `suffix` has `role`."
public struct RoleRule: Sendable, Equatable, Codable {
  public var suffix: String
  public var role: Role

  public init(suffix: String, role: Role) {
    self.suffix = suffix
    self.role = role
  }

  /// Parses `Suffix=Role`, as given to `--role`.
  public init?(parsing text: String) {
    let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, let role = Role(parsing: String(parts[1])) else {
      return nil
    }
    self.init(suffix: String(parts[0]), role: role)
  }
}
