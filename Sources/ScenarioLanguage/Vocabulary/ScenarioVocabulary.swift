/// The names a script may use, injected by whoever runs the scripts, so that this module knows
/// nothing of any app.
public struct ScenarioVocabulary: Equatable, Hashable, Sendable {
  /// Names `expect screen` and the hierarchy notation accept.
  public var screens: [String]
  /// The screens written with an id, `Name(ID)`; the others take none.
  public var screensTakingID: [String]
  /// Names of containers that are not screens (a tab bar controller): `expect screen` refuses
  /// them and points at `expect hierarchy` instead.
  public var containers: [String]
  /// Tab names, in tab order.
  public var tabs: [String]
  /// The users `given logged-in` may name.
  public var emails: [String]

  public init(
    screens: [String], screensTakingID: [String], containers: [String] = [], tabs: [String],
    emails: [String]
  ) {
    self.screens = screens
    self.screensTakingID = screensTakingID
    self.containers = containers
    self.tabs = tabs
    self.emails = emails
  }

  func takesID(_ screen: String) -> Bool { screensTakingID.contains(screen) }
}
