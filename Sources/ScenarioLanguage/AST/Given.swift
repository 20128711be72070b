/// A precondition of a scenario, set up before `launch`.
public enum Given: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// `given onboarded`: the onboarding-seen flag is stored.
  case onboarded
  /// `given logged-in EMAIL`: a session for that user is stored (implies onboarded).
  case loggedIn(String)

  /// The line as it would be written in a script: `given logged-in ana@example.com`.
  public var displayText: String {
    switch self {
    case .onboarded: return "given onboarded"
    case .loggedIn(let email): return "given logged-in \(ScriptText.bareOrQuoted(email))"
    }
  }

  public var description: String { displayText }
}
