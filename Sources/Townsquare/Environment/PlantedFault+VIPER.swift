/// VIPER's planted faults: one module each, switched in by its wireframe.
extension PlantedFault {
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

  static let viper: [PlantedFault] = [
    viperPresenterRetainsView, viperWireframeRetainsView, viperStaleModuleOnLogout,
    viperExpiryKeepsSheet, viperPresentDuringDismiss,
    viperRootSwapDuringDismiss, viperPushDuringTransition,
  ]
}
