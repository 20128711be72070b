public enum UIModalPresentationStyle: Sendable, Hashable {
  /// Resolves to `.pageSheet`, UIKit's default since iOS 13.
  case automatic
  case pageSheet
  case formSheet
  case fullScreen
  case overFullScreen

  /// Sheets leave the presenter in the window (no appearance callbacks for it) and can be
  /// swiped down; full-screen styles cover it and cannot.
  var isSheet: Bool {
    switch self {
    case .automatic, .pageSheet, .formSheet: true
    case .fullScreen, .overFullScreen: false
    }
  }

  var removesPresenterFromScreen: Bool { self == .fullScreen }
}
