/// Checks names against the injected vocabulary and words the complaint, with a suggestion when
/// one is close and the list of valid names when none is.
struct VocabularyChecker {
  let vocabulary: ScenarioVocabulary

  /// Where a screen name is written: `expect screen` or inside a hierarchy string.
  enum Place {
    case step
    case hierarchy
  }

  /// Nil when `name` is a screen.
  func screenProblem(_ name: String, in place: Place) -> String? {
    if vocabulary.screens.contains(name) { return nil }
    if vocabulary.containers.contains(name) {
      switch place {
      case .step:
        return "'\(name)' is a container, not a screen; use 'expect hierarchy' to check it"
      case .hierarchy:
        return "'\(name)' is not a screen; a tab bar is written 'Tabs{...}' in the hierarchy"
      }
    }
    if vocabulary.tabs.contains(name) {
      switch place {
      case .step:
        return "'\(name)' is a tab, not a screen; use 'expect hierarchy' to check tabs"
      case .hierarchy:
        return "'\(name)' is a tab, not a screen; tabs are written 'Tabs{\(name):[...]}'"
      }
    }
    let what =
      place == .step ? "unknown screen '\(name)'" : "unknown screen '\(name)' in the hierarchy"
    return unknown(what, name, among: vocabulary.screens, listedAs: "the screens are")
  }

  /// Nil when `name` is a tab.
  func tabProblem(_ name: String, in place: Place) -> String? {
    if vocabulary.tabs.contains(name) { return nil }
    let what = place == .step ? "unknown tab '\(name)'" : "unknown tab '\(name)' in the hierarchy"
    return unknown(what, name, among: vocabulary.tabs, listedAs: "the tabs are")
  }

  /// Nil when `email` belongs to a known user.
  func emailProblem(_ email: String) -> String? {
    if vocabulary.emails.contains(email) { return nil }
    return unknown(
      "unknown user '\(email)'", email, among: vocabulary.emails, listedAs: "the users are")
  }

  /// For a screen written with an id that takes none.
  func takesNoIDMessage(_ screen: String) -> String {
    let withID = vocabulary.screensTakingID
    guard !withID.isEmpty else { return "'\(screen)' takes no id; no screen does" }
    let verb = withID.count == 1 ? "does" : "do"
    return "'\(screen)' takes no id; only \(ScriptText.alternatives(withID, joiner: "and")) \(verb)"
  }

  /// For an id that is not a number.
  func badIDMessage(_ screen: String, found: String) -> String {
    "'\(screen)' takes a number as its id, found '\(found)'"
  }

  private func unknown(_ what: String, _ name: String, among names: [String], listedAs: String)
    -> String
  {
    if let suggestion = Suggestion.nearest(to: name, in: names) {
      return "\(what); did you mean '\(suggestion)'?"
    }
    guard !names.isEmpty else { return what }
    return "\(what); \(listedAs) \(ScriptText.alternatives(names, joiner: "and"))"
  }
}
