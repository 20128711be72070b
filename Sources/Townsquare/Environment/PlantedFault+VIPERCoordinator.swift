/// VIPER+C's planted faults: the coordinator side's mistakes in its coordinators and router,
/// VIPER's screen-side ones in its module builders. Each says what its counterpart says.
extension PlantedFault {
  public static let viperCoordinatorPresenterRetainsView = PlantedFault(
    "viper-coordinator.presenterRetainsView",
    viperPresenterRetainsView.summary)
  public static let viperCoordinatorForgetChildRemoval = PlantedFault(
    "viper-coordinator.forgetChildRemoval",
    coordinatorForgetChildRemoval.summary)
  public static let viperCoordinatorStrongParentDelegate = PlantedFault(
    "viper-coordinator.strongParentDelegate",
    coordinatorStrongParentDelegate.summary)
  public static let viperCoordinatorStrongCompletionCapture = PlantedFault(
    "viper-coordinator.strongCompletionCapture",
    coordinatorStrongCompletionCapture.summary)
  public static let viperCoordinatorIgnoreBackGesture = PlantedFault(
    "viper-coordinator.ignoreBackGesture",
    coordinatorIgnoreBackGesture.summary)
  public static let viperCoordinatorIgnoreSheetSwipe = PlantedFault(
    "viper-coordinator.ignoreSheetSwipe",
    coordinatorIgnoreSheetSwipe.summary)
  public static let viperCoordinatorStaleModuleOnLogout = PlantedFault(
    "viper-coordinator.staleModuleOnLogout",
    "The AppCoordinator keeps the MainTabs modules after logout swaps the window root.")
  public static let viperCoordinatorExpiryKeepsSheet = PlantedFault(
    "viper-coordinator.expiryKeepsSheet",
    coordinatorExpiryKeepsSheet.summary)
  public static let viperCoordinatorPresentDuringDismiss = PlantedFault(
    "viper-coordinator.presentDuringDismiss",
    coordinatorPresentDuringDismiss.summary)
  public static let viperCoordinatorRootSwapDuringDismiss = PlantedFault(
    "viper-coordinator.rootSwapDuringDismiss",
    coordinatorRootSwapDuringDismiss.summary)
  public static let viperCoordinatorPushDuringTransition = PlantedFault(
    "viper-coordinator.pushDuringTransition",
    coordinatorPushDuringTransition.summary)
  public static let viperCoordinatorCleanupInWillDismiss = PlantedFault(
    "viper-coordinator.cleanupInWillDismiss",
    coordinatorCleanupInWillDismiss.summary)
  public static let viperCoordinatorPopCheckNeedsTransitionCoordinator = PlantedFault(
    "viper-coordinator.popCheckNeedsTransitionCoordinator",
    coordinatorPopCheckNeedsTransitionCoordinator.summary)

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
