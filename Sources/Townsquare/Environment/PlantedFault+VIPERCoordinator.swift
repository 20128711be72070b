/// VIPER+C's planted faults: the coordinator side's mistakes in its coordinators and router,
/// VIPER's screen-side ones in its module builders.
extension PlantedFault {
  public static let viperCoordinatorPresenterRetainsView = PlantedFault(
    "viper-coordinator.presenterRetainsView",
    "A presenter holds its view strongly, so a closed screen's module never goes away.")
  public static let viperCoordinatorForgetChildRemoval = PlantedFault(
    "viper-coordinator.forgetChildRemoval",
    "A finished child coordinator (EditProfile's) is never removed from its parent's children.")
  public static let viperCoordinatorStrongParentDelegate = PlantedFault(
    "viper-coordinator.strongParentDelegate",
    "A child coordinator holds its parent delegate strongly: a retain cycle.")
  public static let viperCoordinatorStrongCompletionCapture = PlantedFault(
    "viper-coordinator.strongCompletionCapture",
    "EditProfile's typed completion `onFinish` captures its parent strongly: a retain cycle "
      + "while the child runs, so a Main flow let go with the sheet up is never freed.")
  public static let viperCoordinatorIgnoreBackGesture = PlantedFault(
    "viper-coordinator.ignoreBackGesture",
    "The coordinator never hears of a system back gesture, so it keeps the popped flow's child.")
  public static let viperCoordinatorIgnoreSheetSwipe = PlantedFault(
    "viper-coordinator.ignoreSheetSwipe",
    "The coordinator never hears of a sheet's swipe-down, so it keeps the sheet's child.")
  public static let viperCoordinatorStaleModuleOnLogout = PlantedFault(
    "viper-coordinator.staleModuleOnLogout",
    "The AppCoordinator keeps the MainTabs modules after logout swaps the window root.")
  public static let viperCoordinatorExpiryKeepsSheet = PlantedFault(
    "viper-coordinator.expiryKeepsSheet",
    "Session expiry swaps the window root without dismissing a presented sheet first.")
  public static let viperCoordinatorPresentDuringDismiss = PlantedFault(
    "viper-coordinator.presentDuringDismiss",
    "A deep link shows its screen in the same turn as the sheet's animated dismissal, which UIKit "
      + "refuses while the dismissal is in progress.")
  public static let viperCoordinatorRootSwapDuringDismiss = PlantedFault(
    "viper-coordinator.rootSwapDuringDismiss",
    "Logout and expiry dismiss the sheet with an animation and swap the window root at once, "
      + "while the sheet is still presented.")
  public static let viperCoordinatorPushDuringTransition = PlantedFault(
    "viper-coordinator.pushDuringTransition",
    "The router pushes at once even while its stack still animates, so a quick second tap is "
      + "refused by UIKit (the classic double push).")
  public static let viperCoordinatorCleanupInWillDismiss = PlantedFault(
    "viper-coordinator.cleanupInWillDismiss",
    "The sheet's flow ends in presentationControllerWillDismiss, so a swipe the user cancels "
      + "ends a flow whose sheet is still up.")
  public static let viperCoordinatorPopCheckNeedsTransitionCoordinator = PlantedFault(
    "viper-coordinator.popCheckNeedsTransitionCoordinator",
    "The router finds popped screens through the transition coordinator, which UIKit gives only "
      + "to animated changes, so a deep link's unanimated new stack leaves the popped flow alive.")

  static let viperCoordinator: [PlantedFault] = [
    viperCoordinatorPresenterRetainsView, viperCoordinatorForgetChildRemoval,
    viperCoordinatorStrongParentDelegate, viperCoordinatorStrongCompletionCapture,
    viperCoordinatorIgnoreBackGesture, viperCoordinatorIgnoreSheetSwipe,
    viperCoordinatorStaleModuleOnLogout, viperCoordinatorExpiryKeepsSheet,
    viperCoordinatorPresentDuringDismiss, viperCoordinatorRootSwapDuringDismiss,
    viperCoordinatorPushDuringTransition, viperCoordinatorCleanupInWillDismiss,
    viperCoordinatorPopCheckNeedsTransitionCoordinator,
  ]
}
