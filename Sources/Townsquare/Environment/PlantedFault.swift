/// A classic mistake of one variant's pattern that the variant can be switched into, so that
/// the scenario suite can show it catches it. Names are `variant.mistake`.
public struct PlantedFault: RawRepresentable, Hashable, Sendable, Comparable {
  public let rawValue: String
  /// What the variant does wrong when this fault is planted.
  public let summary: String

  /// Only the known faults; `nil` for any other name.
  public init?(rawValue: String) {
    guard let known = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = known
  }

  private init(_ rawValue: String, _ summary: String) {
    self.rawValue = rawValue
    self.summary = summary
  }

  public static func == (lhs: PlantedFault, rhs: PlantedFault) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
  }

  public static func < (lhs: PlantedFault, rhs: PlantedFault) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The variant prefix: `viper`, `viper-coordinator` or `coordinator`.
  public var variant: String {
    String(rawValue.prefix { $0 != "." })
  }

  public static let viperPresenterRetainsView = PlantedFault(
    "viper.presenterRetainsView",
    "A presenter holds its view strongly, so a closed screen's module never goes away.")
  public static let viperWireframeRetainsView = PlantedFault(
    "viper.wireframeRetainsView",
    "A wireframe keeps the view controller it built, so a popped screen stays alive.")
  public static let viperStaleModuleOnLogout = PlantedFault(
    "viper.staleModuleOnLogout",
    "The RootWireframe keeps the MainTabs modules after logout swaps the window root.")
  public static let viperExpiryKeepsSheet = PlantedFault(
    "viper.expiryKeepsSheet",
    "Session expiry swaps the window root without dismissing a presented sheet first.")
  public static let viperPresentDuringDismiss = PlantedFault(
    "viper.presentDuringDismiss",
    "A deep link shows its screen in the same turn as the sheet's animated dismissal, which UIKit "
      + "refuses while the dismissal is in progress.")
  public static let viperRootSwapDuringDismiss = PlantedFault(
    "viper.rootSwapDuringDismiss",
    "Logout and expiry dismiss the sheet with an animation and swap the window root at once, "
      + "while the sheet is still presented.")
  public static let viperPushDuringTransition = PlantedFault(
    "viper.pushDuringTransition",
    "PostDetail's wireframe pushes at once even while the post still slides in, so a quick "
      + "second tap is refused by UIKit (the classic double push).")
  public static let coordinatorForgetChildRemoval = PlantedFault(
    "coordinator.forgetChildRemoval",
    "A finished child coordinator is never removed from its parent's children.")
  public static let coordinatorStrongParentDelegate = PlantedFault(
    "coordinator.strongParentDelegate",
    "A child coordinator holds its parent delegate strongly: a retain cycle.")
  public static let coordinatorIgnoreBackGesture = PlantedFault(
    "coordinator.ignoreBackGesture",
    "The coordinator never hears of a system back gesture, so it keeps the popped flow's child.")
  public static let coordinatorIgnoreSheetSwipe = PlantedFault(
    "coordinator.ignoreSheetSwipe",
    "The coordinator never hears of a sheet's swipe-down, so it keeps the sheet's child.")
  public static let coordinatorExpiryKeepsSheet = PlantedFault(
    "coordinator.expiryKeepsSheet",
    "Session expiry swaps the window root without dismissing a presented sheet first.")

  // VIPER+C: the coordinator side's mistakes and VIPER's screen-side ones. It has no
  // counterpart of `viper.wireframeRetainsView`: it has no wireframe, and its builders keep
  // nothing they build.
  public static let viperCoordinatorForgetChildRemoval = PlantedFault(
    "viper-coordinator.forgetChildRemoval",
    "A finished child coordinator (EditProfile's) is never removed from its parent's children.")
  public static let viperCoordinatorStrongParentDelegate = PlantedFault(
    "viper-coordinator.strongParentDelegate",
    "A child coordinator holds its parent delegate strongly: a retain cycle.")
  public static let viperCoordinatorIgnoreBackGesture = PlantedFault(
    "viper-coordinator.ignoreBackGesture",
    "The coordinator never hears of a system back gesture, so it keeps the popped flow's child.")
  public static let viperCoordinatorIgnoreSheetSwipe = PlantedFault(
    "viper-coordinator.ignoreSheetSwipe",
    "The coordinator never hears of a sheet's swipe-down, so it keeps the sheet's child.")
  public static let viperCoordinatorExpiryKeepsSheet = PlantedFault(
    "viper-coordinator.expiryKeepsSheet",
    "Session expiry swaps the window root without dismissing a presented sheet first.")
  public static let viperCoordinatorPresenterRetainsView = PlantedFault(
    "viper-coordinator.presenterRetainsView",
    "A presenter holds its view strongly, so a closed screen's module never goes away.")
  public static let viperCoordinatorStaleModuleOnLogout = PlantedFault(
    "viper-coordinator.staleModuleOnLogout",
    "The AppCoordinator keeps the MainTabs modules after logout swaps the window root.")
  public static let coordinatorPresentDuringDismiss = PlantedFault(
    "coordinator.presentDuringDismiss",
    "A deep link shows its screen in the same turn as the sheet's animated dismissal, which UIKit "
      + "refuses while the dismissal is in progress.")
  public static let coordinatorRootSwapDuringDismiss = PlantedFault(
    "coordinator.rootSwapDuringDismiss",
    "Logout and expiry dismiss the sheet with an animation and swap the window root at once, "
      + "while the sheet is still presented.")
  public static let coordinatorPushDuringTransition = PlantedFault(
    "coordinator.pushDuringTransition",
    "The router pushes at once even while its stack still animates, so a quick second tap is "
      + "refused by UIKit (the classic double push).")
  /// Coordinator only: VIPER's EditProfile module hears nothing of a swipe (the swipe frees the
  /// module, which keeps no state), so it has no flow to end too early.
  public static let coordinatorCleanupInWillDismiss = PlantedFault(
    "coordinator.cleanupInWillDismiss",
    "The sheet's flow ends in presentationControllerWillDismiss, so a swipe the user cancels "
      + "ends a flow whose sheet is still up.")
  /// Coordinator only: VIPER's wireframes hear no pops (a popped module frees itself), so
  /// there is no pop check to get wrong.
  public static let coordinatorPopCheckNeedsTransitionCoordinator = PlantedFault(
    "coordinator.popCheckNeedsTransitionCoordinator",
    "The router finds popped screens through the transition coordinator, which UIKit gives only "
      + "to animated changes, so a deep link's unanimated new stack leaves the popped flow alive.")

  /// Every planted fault, sorted by name.
  public static let all: [PlantedFault] = [
    viperPresenterRetainsView, viperWireframeRetainsView, viperStaleModuleOnLogout,
    viperExpiryKeepsSheet, viperPresentDuringDismiss, viperRootSwapDuringDismiss,
    viperPushDuringTransition,
    coordinatorForgetChildRemoval, coordinatorStrongParentDelegate, coordinatorIgnoreBackGesture,
    coordinatorIgnoreSheetSwipe, coordinatorExpiryKeepsSheet, coordinatorPresentDuringDismiss,
    coordinatorRootSwapDuringDismiss, coordinatorCleanupInWillDismiss,
    coordinatorPopCheckNeedsTransitionCoordinator, coordinatorPushDuringTransition,
    viperCoordinatorForgetChildRemoval, viperCoordinatorStrongParentDelegate,
    viperCoordinatorIgnoreBackGesture, viperCoordinatorIgnoreSheetSwipe,
    viperCoordinatorExpiryKeepsSheet, viperCoordinatorPresenterRetainsView,
    viperCoordinatorStaleModuleOnLogout,
  ].sorted()

  /// The faults of one variant, sorted: `forVariant("viper")`, `forVariant("coordinator")`
  /// (a trailing dot is accepted). The prefix is matched whole: `viper` is not
  /// `viper-coordinator`.
  public static func forVariant(_ prefix: String) -> [PlantedFault] {
    let variant = prefix.hasSuffix(".") ? String(prefix.dropLast()) : prefix
    return all.filter { $0.variant == variant }
  }

  /// The fault with this name, or an error listing the known names.
  public static func named(_ name: String) throws(PlantedFaultError) -> PlantedFault {
    guard let fault = PlantedFault(rawValue: name) else { throw .unknown(name) }
    return fault
  }
}
