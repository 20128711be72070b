/// One change of the window's navigation state, as the transition log records it.
public struct Transition: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Sendable, CaseIterable, Comparable {
    case push, pop, popToRoot, popTo, setViewControllers, present, dismiss, selectTab, setRoot

    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// Who started it: app code, or a user's gesture that no app code asked for.
  public enum Origin: String, Sendable, CaseIterable, Comparable {
    case code, backGesture, cancelledBackGesture, sheetSwipe, cancelledSheetSwipe, tabTap

    public static func < (lhs: Origin, rhs: Origin) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  public let kind: Kind
  public let origin: Origin
  /// The screens involved, in the hierarchy notation: what was pushed, popped, presented,
  /// dismissed, the new stack, the selected tab's name, or the new root.
  public let screens: [String]
  /// The app code that asked for it; nil when the origin is a user's gesture.
  public let source: SourceLocation?

  public init(kind: Kind, origin: Origin, screens: [String], source: SourceLocation?) {
    self.kind = kind
    self.origin = origin
    self.screens = screens
    self.source = source
  }

  /// e.g. `push PostDetail(3)`, `present [EditProfile]`, `pop Settings (back gesture)`.
  public var description: String {
    let what = screens.isEmpty ? "" : " " + screens.joined(separator: ", ")
    let how = origin == .code ? "" : " (\(origin.label))"
    return kind.rawValue + what + how
  }
}

extension Transition.Origin {
  public var label: String {
    switch self {
    case .code: "code"
    case .backGesture: "back gesture"
    case .cancelledBackGesture: "cancelled back gesture"
    case .sheetSwipe: "sheet swipe"
    case .cancelledSheetSwipe: "cancelled sheet swipe"
    case .tabTap: "tab tap"
    }
  }
}
