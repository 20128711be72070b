extension Mistake {
  /// Every mistake, grouped by kind. Each planted fault is in exactly one cell.
  public static let catalogue: [Mistake] = retainCycles + forgottenCleanups + staleStates + timings

  private static let noWireframe =
    "No wireframe: builders keep nothing they build, and a coordinator keeps only its stack's "
    + "root screen, which lives and dies with it, so holding it strongly frees nothing later."
  private static let noInteractorOutput =
    "The shared interactors answer by return value, so no interactor holds an output back to "
    + "a presenter or view model."
  private static let outputHoldsNoChild =
    "A module's output is the presenter or view model of the module that showed it, which never "
    + "holds the child module (the navigation stack does), so a strong output makes no cycle."
  private static let viperHearsNoPops =
    "Wireframes need to hear of no pop: a popped module is owned by its view controller and "
    + "goes with it."

  private static let onlyUIKitClosures =
    "Modules report through output protocols, and the only closures are UIKit completions, "
    + "released once they have run, so a strong capture in them makes no cycle."
  private static let noChildObjects =
    "There are no child objects to let go: a module is owned by its view controller and "
    + "goes with it."
  private static let swipeFreesModule =
    "The swipe frees the sheet's module with its view controller, and nothing outside the "
    + "sheet keeps state about it, so there is nothing to tell."
  private static let noSwipeHeard =
    "The EditProfile module hears nothing of a swipe (see ignoreSheetSwipe), so it has no "
    + "flow to end too early."
  private static let noPopCheck =
    "Wireframes hear of no pop (a popped module goes with its view controller), so there is "
    + "no pop check to get wrong."

  private static let retainCycles = [
    Mistake(
      "presenterRetainsView", .retainCycle,
      "The object behind a screen holds its view strongly, so a closed screen never goes away.",
      viper: .planted(.viperPresenterRetainsView),
      viperCoordinator: .planted(.viperCoordinatorPresenterRetainsView),
      mvvmWireframe: .planted(.mvvmWireframePresenterRetainsView),
      coordinator: .planted(.coordinatorPresenterRetainsView)),
    Mistake(
      "wireframeRetainsView", .retainCycle,
      "What navigates from a screen keeps the view controller it built, so a popped screen "
        + "stays alive.",
      viper: .planted(.viperWireframeRetainsView),
      viperCoordinator: .cannotHappen(noWireframe),
      mvvmWireframe: .planted(.mvvmWireframeWireframeRetainsView),
      coordinator: .cannotHappen(noWireframe)),
    Mistake(
      "interactorRetainsPresenter", .retainCycle,
      "An interactor holds its output strongly, a cycle with the presenter that owns it.",
      viper: .cannotHappen(noInteractorOutput),
      viperCoordinator: .cannotHappen(noInteractorOutput),
      mvvmWireframe: .cannotHappen(noInteractorOutput),
      coordinator: .cannotHappen(noInteractorOutput)),
    Mistake(
      "strongParentDelegate", .retainCycle,
      "A child holds the parent it reports to strongly (a delegate without `weak`).",
      viper: .cannotHappen(
        "A module's output is the presenter of the module that showed it, which never holds the "
          + "child module (the navigation stack does), so a strong output makes no cycle."),
      viperCoordinator: .planted(.viperCoordinatorStrongParentDelegate),
      mvvmWireframe: .cannotHappen(outputHoldsNoChild),
      coordinator: .planted(.coordinatorStrongParentDelegate)),
    Mistake(
      "strongCompletionCapture", .retainCycle,
      "A child's typed completion closure captures its parent strongly.",
      viper: .cannotHappen(onlyUIKitClosures),
      viperCoordinator: .planted(.viperCoordinatorStrongCompletionCapture),
      mvvmWireframe: .cannotHappen(onlyUIKitClosures),
      coordinator: .planted(.coordinatorStrongCompletionCapture)),
  ]

  private static let forgottenCleanups = [
    Mistake(
      "forgetChildRemoval", .forgottenCleanup,
      "A finished child flow is never let go by its parent.",
      viper: .cannotHappen(noChildObjects),
      viperCoordinator: .planted(.viperCoordinatorForgetChildRemoval),
      mvvmWireframe: .cannotHappen(noChildObjects),
      coordinator: .planted(.coordinatorForgetChildRemoval)),
    Mistake(
      "ignoreBackGesture", .forgottenCleanup,
      "A pop the code did not ask for (back gesture, tab re-tap) goes unnoticed, so its flow "
        + "stays alive.",
      viper: .cannotHappen(viperHearsNoPops),
      viperCoordinator: .planted(.viperCoordinatorIgnoreBackGesture),
      mvvmWireframe: .cannotHappen(viperHearsNoPops),
      coordinator: .planted(.coordinatorIgnoreBackGesture)),
    Mistake(
      "ignoreSheetSwipe", .forgottenCleanup,
      "A sheet the user swipes down goes unnoticed, so its flow stays alive.",
      viper: .cannotHappen(swipeFreesModule),
      viperCoordinator: .planted(.viperCoordinatorIgnoreSheetSwipe),
      mvvmWireframe: .cannotHappen(swipeFreesModule),
      coordinator: .planted(.coordinatorIgnoreSheetSwipe)),
  ]

  private static let staleStates = [
    Mistake(
      "staleModuleOnLogout", .staleState,
      "The logged-in screens are kept after logout swaps the window root.",
      viper: .planted(.viperStaleModuleOnLogout),
      viperCoordinator: .planted(.viperCoordinatorStaleModuleOnLogout),
      mvvmWireframe: .planted(.mvvmWireframeStaleModuleOnLogout),
      coordinator: .planted(.coordinatorStaleModuleOnLogout)),
    Mistake(
      "expiryKeepsSheet", .staleState,
      "Session expiry swaps the window root under a presented sheet.",
      viper: .planted(.viperExpiryKeepsSheet),
      viperCoordinator: .planted(.viperCoordinatorExpiryKeepsSheet),
      mvvmWireframe: .planted(.mvvmWireframeExpiryKeepsSheet),
      coordinator: .planted(.coordinatorExpiryKeepsSheet)),
  ]

  private static let timings = [
    Mistake(
      "presentDuringDismiss", .timing,
      "A deep link goes on in the same turn as a sheet's animated dismissal.",
      viper: .planted(.viperPresentDuringDismiss),
      viperCoordinator: .planted(.viperCoordinatorPresentDuringDismiss),
      mvvmWireframe: .planted(.mvvmWireframePresentDuringDismiss),
      coordinator: .planted(.coordinatorPresentDuringDismiss)),
    Mistake(
      "rootSwapDuringDismiss", .timing,
      "Logout or expiry swaps the root while the sheet's dismissal still animates.",
      viper: .planted(.viperRootSwapDuringDismiss),
      viperCoordinator: .planted(.viperCoordinatorRootSwapDuringDismiss),
      mvvmWireframe: .planted(.mvvmWireframeRootSwapDuringDismiss),
      coordinator: .planted(.coordinatorRootSwapDuringDismiss),
      // The default, allowed, lets the sheet slide off over the new root: no harm to catch.
      caughtOnlyUnder: "rootSwapDuringDismissal=misuse"),
    Mistake(
      "pushDuringTransition", .timing,
      "A push while the stack still animates (the double push).",
      viper: .planted(.viperPushDuringTransition),
      viperCoordinator: .planted(.viperCoordinatorPushDuringTransition),
      mvvmWireframe: .planted(.mvvmWireframePushDuringTransition),
      coordinator: .planted(.coordinatorPushDuringTransition)),
    Mistake(
      "cleanupInWillDismiss", .timing,
      "A sheet's flow ends when the swipe begins, so a cancelled swipe leaves the sheet up with "
        + "no flow behind it.",
      viper: .cannotHappen(noSwipeHeard),
      viperCoordinator: .planted(.viperCoordinatorCleanupInWillDismiss),
      mvvmWireframe: .cannotHappen(noSwipeHeard),
      coordinator: .planted(.coordinatorCleanupInWillDismiss)),
    Mistake(
      "popCheckNeedsTransitionCoordinator", .timing,
      "Pops are found through the transition coordinator, which unanimated changes lack.",
      viper: .cannotHappen(noPopCheck),
      viperCoordinator: .planted(.viperCoordinatorPopCheckNeedsTransitionCoordinator),
      mvvmWireframe: .cannotHappen(noPopCheck),
      coordinator: .planted(.coordinatorPopCheckNeedsTransitionCoordinator)),
  ]
}
