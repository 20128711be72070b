/// MVVM+C's planted faults (prefix `coordinator`, kept from its former name): each in one flow
/// (or in the router, for the router's own mistakes).
extension PlantedFault {
  public static let coordinatorPresenterRetainsView = PlantedFault(
    "coordinator.presenterRetainsView",
    "PostDetail's view model keeps its screen through an outcome closure that captures it "
      + "strongly: view → view model → closure → view, so a popped post never goes away.")
  public static let coordinatorForgetChildRemoval = PlantedFault(
    "coordinator.forgetChildRemoval",
    "A finished child coordinator (EditProfile's) is never removed from its parent's children.")
  public static let coordinatorStrongParentDelegate = PlantedFault(
    "coordinator.strongParentDelegate",
    "A child coordinator holds its parent delegate strongly: a retain cycle.")
  public static let coordinatorStrongCompletionCapture = PlantedFault(
    "coordinator.strongCompletionCapture",
    "EditProfile's typed completion `onFinish` captures its parent strongly: a retain cycle "
      + "while the child runs, so a Main flow let go with the sheet up is never freed.")
  public static let coordinatorIgnoreBackGesture = PlantedFault(
    "coordinator.ignoreBackGesture",
    "The coordinator never hears of a system back gesture, so it keeps the popped flow's child.")
  public static let coordinatorIgnoreSheetSwipe = PlantedFault(
    "coordinator.ignoreSheetSwipe",
    "The coordinator never hears of a sheet's swipe-down, so it keeps the sheet's child.")
  public static let coordinatorStaleModuleOnLogout = PlantedFault(
    "coordinator.staleModuleOnLogout",
    "The AppCoordinator keeps the finished Main flow in its children after logout swaps the "
      + "window root, with every tab's stack behind `[Login]`.")
  public static let coordinatorExpiryKeepsSheet = PlantedFault(
    "coordinator.expiryKeepsSheet",
    viperExpiryKeepsSheet.summary)
  public static let coordinatorPresentDuringDismiss = PlantedFault(
    "coordinator.presentDuringDismiss",
    viperPresentDuringDismiss.summary)
  public static let coordinatorRootSwapDuringDismiss = PlantedFault(
    "coordinator.rootSwapDuringDismiss",
    viperRootSwapDuringDismiss.summary)
  public static let coordinatorPushDuringTransition = PlantedFault(
    "coordinator.pushDuringTransition",
    "The router pushes at once even while its stack still animates, so a quick second tap is "
      + "refused by UIKit (the classic double push).")
  public static let coordinatorCleanupInWillDismiss = PlantedFault(
    "coordinator.cleanupInWillDismiss",
    "The sheet's flow ends in presentationControllerWillDismiss, so a swipe the user cancels "
      + "ends a flow whose sheet is still up.")
  public static let coordinatorPopCheckNeedsTransitionCoordinator = PlantedFault(
    "coordinator.popCheckNeedsTransitionCoordinator",
    "The router finds popped screens through the transition coordinator, which UIKit gives only "
      + "to animated changes, so a deep link's unanimated new stack leaves the popped flow alive.")

  static let coordinator: [PlantedFault] = [
    coordinatorPresenterRetainsView,
    coordinatorForgetChildRemoval, coordinatorStrongParentDelegate,
    coordinatorStrongCompletionCapture, coordinatorIgnoreBackGesture, coordinatorIgnoreSheetSwipe,
    coordinatorStaleModuleOnLogout, coordinatorExpiryKeepsSheet, coordinatorPresentDuringDismiss,
    coordinatorRootSwapDuringDismiss, coordinatorPushDuringTransition,
    coordinatorCleanupInWillDismiss, coordinatorPopCheckNeedsTransitionCoordinator,
  ]
}
