/// The navigation decisions every variant's unit tests check, and how a test's name says it is
/// of one: its name split into words (`testCancelDismissesAndFinishesCancelled` → test, cancel,
/// dismisses, …), lower-cased, must hold one of the decision's word sets.
public enum NavigationDecision: String, CaseIterable, Sendable, Codable {
  case loginSuccess
  case openPost
  case editProfileSave
  case editProfileCancel
  case logout

  public var title: String {
    switch self {
    case .loginSuccess: "login succeeds"
    case .openPost: "open a post"
    case .editProfileSave: "edit profile: save"
    case .editProfileCancel: "edit profile: cancel"
    case .logout: "log out"
    }
  }

  /// Any one set, all its words present, names the decision.
  var wordSets: [Set<String>] {
    switch self {
    case .loginSuccess:
      [["login", "success"], ["successful", "login"], ["login", "finishes"]]
    case .openPost:
      [
        ["row", "opens"], ["row", "pushes"], ["row", "reports"], ["row", "chosen"],
        ["opening", "post"],
      ]
    case .editProfileSave: [["save"]]
    case .editProfileCancel: [["cancel"]]
    case .logout: [["logout"]]
    }
  }

  /// A refused save or a failed login is not the decision: the flow stays where it is.
  private static let negations: Set<String> = ["refused", "failed", "fails"]

  func matches(testName: String) -> Bool {
    let words = Set(Self.words(of: testName))
    guard words.isDisjoint(with: Self.negations) else { return false }
    return wordSets.contains { $0.isSubset(of: words) }
  }

  /// `testALinkToAPost` → test, a, link, to, a, post.
  static func words(of name: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in name {
      if character.isUppercase || character == "_" {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = character == "_" ? "" : String(character)
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }
}
