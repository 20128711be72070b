import HeadlessUIKit
import ScenarioLanguage

/// Performs one command on a running app as a user (or the system) would, and checks
/// expectations. `launch` and `relaunch` are the runner's, since they replace the session.
@MainActor
enum StepDriver {
  static func perform(_ command: Command, on session: AppSession) -> StepOutcome {
    let window = session.window
    do {
      switch command {
      case .launch, .relaunch:
        // The runner's: they replace the session.
        return .done
      case .tap(let id):
        try window.userTap(id)
      case .doubleTap(let id):
        try window.userDoubleTap(id)
      case .type(let id, let text):
        try window.userType(id, text: text)
      case .back:
        try window.userBackGesture()
      case .backCancelled:
        try window.userBackGesture(cancelled: true)
      case .swipeDown:
        try window.userSwipeDown()
      case .swipeDownCancelled:
        try window.userSwipeDown(cancelled: true)
      case .tab(let name):
        try window.userTapTab(named: name)
      case .open(let url):
        session.app.open(url: url)
      case .expireSession:
        session.app.handleSessionExpired()
      case .expectScreen(let name, let id):
        return expectScreen(name, id: id, in: window)
      case .expectHierarchy(let expected):
        let actual = HeadlessUIKit.HierarchyNotation.render(window)
        if !ScenarioLanguage.HierarchyNotation.matches(expected: expected, actual: actual) {
          return .failed(
            .expectationFailed,
            "expected hierarchy \"\(ScenarioLanguage.HierarchyNotation.canonical(expected))\" "
              + "but the window is \"\(actual)\"")
        }
      case .expectText(let id, let expected):
        let actual = try window.displayedText(of: id)
        if actual != expected {
          return .failed(
            .expectationFailed,
            "expected '\(id)' to read \"\(expected)\" but it reads \"\(actual)\"")
        }
      case .expectNoLeaks:
        // Checked by the runner, which records the leaks.
        return .done
      }
      return .done
    } catch {
      return .failed(.stepUnavailable, explain(error, command: command))
    }
  }

  private static func expectScreen(_ name: String, id: Int?, in window: UIWindow) -> StepOutcome {
    guard let screen = window.visibleViewController else {
      return .failed(.expectationFailed, "expected screen \(name) but the window is empty")
    }
    let matches = screen.screenName == name && (id == nil || screen.screenID == id)
    if matches { return .done }
    let expected = id.map { "\(name)(\($0))" } ?? name
    return .failed(
      .expectationFailed,
      "expected screen \(expected) but the visible screen is \(screen.notationName)")
  }

  /// The user action's reason, with a "did you mean" when an id is close to one on screen.
  private static func explain(_ error: UserActionError, command: Command) -> String {
    let written: String?
    switch command {
    case .tap(let id), .doubleTap(let id), .type(let id, _), .expectText(let id, _): written = id
    case .tab(let name): written = name
    default: written = nil
    }
    guard let written,
      let suggestion = Suggestion.nearest(to: written, in: error.availableIdentifiers)
    else { return error.message }
    return error.message + "; did you mean '\(suggestion)'?"
  }
}
