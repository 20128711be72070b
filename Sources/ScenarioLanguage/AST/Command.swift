/// What a step does. Element ids, screen and tab names are already checked against the
/// vocabulary when a step is built by the parser.
public enum Command: Equatable, Hashable, Sendable {
  /// `launch`: start the app (always the first step).
  case launch
  /// `relaunch`: end the app and start it again; stores persist.
  case relaunch
  /// `tap ID`: a button, switch or row on the visible screen.
  case tap(String)
  /// `double-tap ID`: two taps on one element, both landing before what the first one starts
  /// has begun (the classic double push).
  case doubleTap(String)
  /// `type ID "text"`: replace a field's text (element id, new text).
  case type(String, String)
  /// `back`: the system back gesture, completed.
  case back
  /// `back cancelled`: the system back gesture, begun and cancelled.
  case backCancelled
  /// `swipe-down`: a user's interactive dismissal of the top sheet.
  case swipeDown
  /// `swipe-down cancelled`: the same swipe, begun and cancelled (the sheet stays).
  case swipeDownCancelled
  /// `tab NAME`: a user's tap on a tab.
  case tab(String)
  /// `open "URL"`: a deep link.
  case open(String)
  /// `expire-session`: the system event.
  case expireSession
  /// `expect screen NAME[(ID)]`: the visible screen; a nil id matches any id.
  case expectScreen(String, id: Int?)
  /// `expect hierarchy "NOTATION"`: the whole window, as written in the script.
  case expectHierarchy(String)
  /// `expect text ID "text"`: an element's text (element id, expected text).
  case expectText(String, String)
  /// `expect no-leaks`: nothing alive whose anchor has left the window.
  case expectNoLeaks
}
