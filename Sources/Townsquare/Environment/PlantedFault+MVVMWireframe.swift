/// MVVM+W's planted faults: one module each, switched in by its wireframe (or the root's).
extension PlantedFault {
  public static let mvvmWireframePresenterRetainsView = PlantedFault(
    "mvvm-wireframe.presenterRetainsView",
    "PostDetail's view model holds its screen strongly, so a closed post never goes away.")
  public static let mvvmWireframeWireframeRetainsView = PlantedFault(
    "mvvm-wireframe.wireframeRetainsView",
    viperWireframeRetainsView.summary)
  public static let mvvmWireframeStaleModuleOnLogout = PlantedFault(
    "mvvm-wireframe.staleModuleOnLogout",
    viperStaleModuleOnLogout.summary)
  public static let mvvmWireframeExpiryKeepsSheet = PlantedFault(
    "mvvm-wireframe.expiryKeepsSheet",
    viperExpiryKeepsSheet.summary)
  public static let mvvmWireframePresentDuringDismiss = PlantedFault(
    "mvvm-wireframe.presentDuringDismiss",
    viperPresentDuringDismiss.summary)
  public static let mvvmWireframeRootSwapDuringDismiss = PlantedFault(
    "mvvm-wireframe.rootSwapDuringDismiss",
    viperRootSwapDuringDismiss.summary)
  public static let mvvmWireframePushDuringTransition = PlantedFault(
    "mvvm-wireframe.pushDuringTransition",
    viperPushDuringTransition.summary)

  static let mvvmWireframe: [PlantedFault] = [
    mvvmWireframePresenterRetainsView, mvvmWireframeWireframeRetainsView,
    mvvmWireframeStaleModuleOnLogout, mvvmWireframeExpiryKeepsSheet,
    mvvmWireframePresentDuringDismiss, mvvmWireframeRootSwapDuringDismiss,
    mvvmWireframePushDuringTransition,
  ]
}
