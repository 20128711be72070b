/// A flow object — a type of the Coordinator, Wireframe or Router role — and what a user's
/// back swipe or sheet swipe means for it: UIKit pops or dismisses without asking app code, so
/// an object that keeps screens (or the stack they live on) and takes steps of that kind must
/// hear of it through UIKit's delegate callbacks, or it keeps stale screens and child flows.
/// Found by `NavigationGraph`'s analysis; the rule: SwiftMetrics.docc, "Flow objects".
public struct FlowObject: Sendable, Equatable {
  /// The Swift type name, as in `TypeMetrics.name`.
  public var type: String
  public var role: Role
  public var file: String
  public var line: Int
  /// `property: Type` for every stored property not declared `weak` or `unowned` that holds a
  /// screen, `UIViewController` or a container (`UINavigationController`, …), sorted.
  public var keeps: [String]
  /// Whether it keeps a navigation stack (`UINavigationController` or a subclass).
  public var keepsStack: Bool
  /// UIKit callbacks that report a back swipe (`navigationController(_:didShow:animated:)`,
  /// `…willShow…`) declared by it, its supertypes or extensions, or by an object it keeps.
  public var backGestureHandlers: [String]
  /// `presentationControllerDidDismiss` and the other sheet-swipe callbacks, likewise.
  public var sheetSwipeHandlers: [String]
  /// Kinds of the edges it decides (`push`, `present`, …), sorted.
  public var decides: [NavigationEdgeKind]

  public init(
    type: String, role: Role, file: String, line: Int, keeps: [String], keepsStack: Bool,
    backGestureHandlers: [String], sheetSwipeHandlers: [String], decides: [NavigationEdgeKind]
  ) {
    self.type = type
    self.role = role
    self.file = file
    self.line = line
    self.keeps = keeps
    self.keepsStack = keepsStack
    self.backGestureHandlers = backGestureHandlers
    self.sheetSwipeHandlers = sheetSwipeHandlers
    self.decides = decides
  }

  /// Roles whose types are flow objects.
  public static let roles: Set<Role> = [.coordinator, .wireframe, .router]

  /// Steps that put a screen on a stack the back gesture can pop.
  public static let stackKinds: Set<NavigationEdgeKind> = [
    .push, .show, .setViewControllers, .segue,
  ]
  /// Steps that show a sheet a swipe can dismiss.
  public static let sheetKinds: Set<NavigationEdgeKind> = [.present, .showDetail]

  public var keepsScreens: Bool { !keeps.isEmpty }

  /// It keeps screens and puts them on a stack (or keeps the stack), yet hears no back swipe.
  public var missesBackGesture: Bool {
    keepsScreens && backGestureHandlers.isEmpty
      && (keepsStack || decides.contains(where: Self.stackKinds.contains))
  }

  /// It keeps screens and presents sheets, yet hears no sheet swipe.
  public var missesSheetSwipe: Bool {
    keepsScreens && sheetSwipeHandlers.isEmpty && decides.contains(where: Self.sheetKinds.contains)
  }
}
