/// The rules a rules file may state (see `RulesFile`), by the name written in the file.
public enum ArchitectureRule: String, Sendable, CaseIterable, Comparable {
  case deciders
  case screensKnownByAScreen = "screens-known-by-a-screen"
  case flowObjectsHandleBackGesture = "flow-objects-handle-back-gesture"
  case noScreenConstructsScreen = "no-screen-constructs-screen"

  /// The rule's id in violations, baselines and SARIF: its name in the file.
  public var id: String { rawValue }

  /// Whether the rule takes a value after a colon (`deciders: coordinator`).
  public var takesValue: Bool {
    self == .deciders || self == .screensKnownByAScreen
  }

  /// One sentence, for SARIF's rule descriptions and the docs.
  public var summary: String {
    switch self {
    case .deciders:
      return "Only types of the given roles decide screen transitions."
    case .screensKnownByAScreen:
      return "A screen's code knows at most the given number of other screens."
    case .flowObjectsHandleBackGesture:
      return
        "A flow object that keeps screens hears of the back swipe and the sheet swipe it is exposed to."
    case .noScreenConstructsScreen:
      return "No screen's code constructs another screen."
    }
  }

  /// What the rule checks and why, for SARIF's full descriptions.
  public var explanation: String {
    switch self {
    case .deciders:
      return
        "Every edge of the static navigation graph names the type whose code decides it; that "
        + "type's role must be one of the listed roles. The app's entry setting the first window "
        + "root at launch is not counted as a decision."
    case .screensKnownByAScreen:
      return
        "A screen knows another when one of the screen's types (by type-name stem) references one "
        + "of the other screen's types; the screens a screen knows must not exceed the limit."
    case .flowObjectsHandleBackGesture:
      return
        "A coordinator, wireframe or router that strongly keeps screens or a navigation stack and "
        + "pushes must declare (or keep an object that declares) "
        + "navigationController(_:didShow:animated:) or willShow; one that presents must declare "
        + "a presentationController…Dismiss callback. Otherwise a back swipe or sheet swipe leaves "
        + "it holding screens that are gone."
    case .noScreenConstructsScreen:
      return
        "A screen's methods, initialisers or closures construct another screen type: the screen "
        + "decides and builds what comes next instead of leaving it to a flow object."
    }
  }

  public static func < (lhs: ArchitectureRule, rhs: ArchitectureRule) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
