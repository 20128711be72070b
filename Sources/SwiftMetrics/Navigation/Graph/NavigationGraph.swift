/// The screen navigation graph of a tree, recovered statically: the screens, and for every
/// way code moves from one screen to another, an edge with its kind and the type that
/// decides it. How it is found, and what is not followed: SwiftMetrics.docc, "Navigation
/// graph".
public struct NavigationGraph: Sendable, Equatable {
  /// Sorted by type name.
  public var screens: [NavigationScreen]
  /// Sorted by `from`, `to`, kind, file, line and deciding type.
  public var edges: [NavigationEdge]
  /// Coordinators, wireframes and routers, with what they keep and which swipes they hear of;
  /// sorted by type name.
  public var flowObjects: [FlowObject] = []
  /// Screens whose code constructs other screens, sorted by file and line.
  public var screenConstructions: [ScreenConstruction] = []

  public init(screens: [NavigationScreen] = [], edges: [NavigationEdge] = []) {
    self.screens = screens
    self.edges = edges
  }

  /// The `from` of an edge no screen triggers: the app's launch (the first root, a launch's
  /// window root), a deep link entering the app, or another event from outside (session
  /// expiry, a system callback).
  public static let launch = "(launch)"
  public static let deepLink = "(deep link)"
  public static let event = "(event)"
}

/// A type that is a screen: a subclass (directly or through the app's own base classes) of a
/// UIKit view controller, or a SwiftUI view used as a destination, a tab or a window's root.
public struct NavigationScreen: Sendable, Equatable {
  /// The Swift type name, as in `TypeMetrics.name`.
  public var type: String
  public var file: String
  public var line: Int
  /// The framework type it derives from: `UIViewController`, `UITabBarController`, …, or
  /// `View` for SwiftUI.
  public var base: String
  /// The text it assigns to the property named by `AnalysisOptions.screenNameProperty`
  /// (`screenName = "Login"`), when one is asked for and found.
  public var name: String?

  public init(type: String, file: String, line: Int, base: String, name: String? = nil) {
    self.type = type
    self.file = file
    self.line = line
    self.base = base
    self.name = name
  }
}

/// One way from a screen to another.
public struct NavigationEdge: Sendable, Equatable, Comparable {
  /// A screen's type name, or `NavigationGraph.launch`, `.deepLink` or `.event`.
  public var from: String
  public var to: String
  public var kind: NavigationEdgeKind
  /// The type whose code makes the decision (the caller of a router's wrapper, not the
  /// router); the framework type an app's extension adds the method to (`UIResponder`);
  /// `(top level)` for top-level code.
  public var decidedBy: String
  /// Its role, as in `TypeMetrics.role`; nil for top-level code.
  public var decidedByRole: Role?
  /// Where the decision is made.
  public var file: String
  public var line: Int

  public init(
    from: String, to: String, kind: NavigationEdgeKind, decidedBy: String, decidedByRole: Role?,
    file: String, line: Int
  ) {
    self.from = from
    self.to = to
    self.kind = kind
    self.decidedBy = decidedBy
    self.decidedByRole = decidedByRole
    self.file = file
    self.line = line
  }

  public static func < (lhs: NavigationEdge, rhs: NavigationEdge) -> Bool {
    // Field by field, not as tuples: a million-edge sort copied six fields per comparison.
    if lhs.from != rhs.from { return lhs.from < rhs.from }
    if lhs.to != rhs.to { return lhs.to < rhs.to }
    if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    if lhs.line != rhs.line { return lhs.line < rhs.line }
    return lhs.decidedBy < rhs.decidedBy
  }
}

/// How an edge moves between screens.
public enum NavigationEdgeKind: String, Sendable, CaseIterable {
  /// `pushViewController(_:animated:)`.
  case push
  /// `present(_:animated:completion:)`.
  case present
  /// The window's root: `rootViewController =`, `setRootViewController(_:)`, a SwiftUI
  /// `WindowGroup`.
  case windowRoot
  /// `setViewControllers(_:animated:)` or `viewControllers =` on a navigation stack.
  case setViewControllers
  /// A tab of a tab bar controller (`setViewControllers`/`viewControllers =` on one) or of a
  /// SwiftUI `TabView`; `from` is the tab container.
  case tab
  /// `popViewController(animated:)`; `to` is the screen that pushed `from`.
  case pop
  /// `popToRootViewController(animated:)`; `to` is the root of `from`'s stack.
  case popToRoot
  /// `popToViewController(_:animated:)`.
  case popTo
  /// `dismiss(animated:completion:)`; `to` is the screen that presented what is dismissed.
  case dismiss
  /// A storyboard segue: a destination cast in `prepare(for:sender:)`.
  case segue
  /// `show(_:sender:)`.
  case show
  /// `showDetailViewController(_:sender:)`.
  case showDetail
  /// SwiftUI `NavigationLink`.
  case navigationLink
  /// SwiftUI `navigationDestination(for:)`, `(isPresented:)` or `(item:)`, and values
  /// appended to a navigation path.
  case navigationDestination
  /// SwiftUI `sheet`, `fullScreenCover` or `popover`.
  case sheet
}

extension NavigationGraph {
  /// The graph of scanned files, with the roles and type names the metrics gave them.
  static func build(
    files: [ScannedFile], graph: TypeGraph, symbols: SymbolTable, roles: [Role], names: [String],
    options: AnalysisOptions, interfaces: [InterfaceFile] = []
  ) -> NavigationGraph {
    let analyzer = NavigationAnalyzer(
      files: files, graph: graph, symbols: symbols, roles: roles, names: names, options: options)
    analyzer.storyboardScenes = StoryboardScenes(interfaces, symbols: symbols)
    let result = analyzer.build()
    // Its memos are millions of small sets: freed on another thread, off the way to the
    // output (issue #28).
    Discard.later(analyzer)
    return result
  }
}
