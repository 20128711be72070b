/// VIPER+C's named mutants: the coordinator side's mistakes in its coordinators and router,
/// VIPER's screen-side ones in its modules.
extension NamedMutant {
  private static let root = "Sources/TownsquareVIPERCoordinator/"

  static let viperCoordinator: [NamedMutant] =
    [
      NamedMutant(
        "viper-coordinator", "presenterRetainsView",
        file: root + "Modules/EditProfile/EditProfilePresenter.swift",
        "EditProfile's presenter holds its view strongly, so a closed sheet's module never goes "
          + "away.",
        .site(
          .strongProperty, within: "weak var view: (any EditProfileViewInput)?",
          site: "weak var view: (any EditProfileViewInput)?")),
      NamedMutant(
        "viper-coordinator", "parentRetainsChildInput",
        file: root + "Coordinators/ProfileCoordinator.swift",
        "The Profile coordinator holds the MyProfile module's input strongly.",
        .site(
          .strongProperty, within: "private weak var myProfileModule: (any MyProfileModuleInput)?",
          site: "private weak var myProfileModule: (any MyProfileModuleInput)?")),
    ] + coordinatorSide(variant: "viper-coordinator", root: root, closeSheet: "closeSheet")

  /// The mistakes both coordinator variants make in the same code (their coordinators and
  /// routers are written alike): `closeSheet` is the name of EditProfile's sheet dismissal.
  static func coordinatorSide(variant: String, root: String, closeSheet: String) -> [NamedMutant] {
    let coordinators = root + "Coordinators/"
    let router = root + "Routing/NavigationRouter.swift"
    return [
      NamedMutant(
        variant, "wireframeRetainsView", file: router,
        "The router keeps the screen it pushed last in a strong property, so that screen stays "
          + "alive after it is popped.",
        .site(
          .strongProperty, within: "private weak var lastPushed: UIViewController?",
          site: "private weak var lastPushed: UIViewController?")),
      NamedMutant(
        variant, "strongParentDelegate", file: coordinators + "SettingsCoordinator.swift",
        "A child coordinator (Settings) holds its parent delegate strongly: a retain cycle.",
        .site(
          .strongProperty, within: "weak var delegate: (any SettingsCoordinatorDelegate)?",
          site: "weak var delegate: (any SettingsCoordinatorDelegate)?")),
      NamedMutant(
        variant, "strongCompletionCapture", file: coordinators + "ProfileCoordinator.swift",
        "EditProfile's typed completion `onFinish` captures its parent strongly: a retain cycle "
          + "while the child runs, so a Main flow let go with the sheet up is never freed.",
        .site(
          .strongCapture,
          within: "editProfile.onFinish = { [weak self, weak editProfile] result in",
          site: "[self, weak editProfile]")),
      NamedMutant(
        variant, "forgetChildRemoval", file: coordinators + "ProfileCoordinator.swift",
        "A finished child coordinator (EditProfile's) is never removed from its parent's children.",
        .site(
          .deleteCall,
          within: "guard let self, let editProfile else { return }\n"
            + "      removeChild(editProfile)", site: "removeChild(editProfile)")),
      NamedMutant(
        variant, "childNeverAdded", file: coordinators + "ProfileCoordinator.swift",
        "The EditProfile coordinator is started but never added to its parent's children, so it "
          + "is freed at once and the sheet's buttons reach nobody.",
        .body(.deleteCall, [Edit("startChild(editProfile)", "editProfile.start()")])),
      NamedMutant(
        variant, "childNeverStarted", file: coordinators + "ProfileCoordinator.swift",
        "The EditProfile coordinator is added to its parent but never started, so its sheet "
          + "never shows.",
        .body(.deleteCall, [Edit("startChild(editProfile)", "addChild(editProfile)")])),
      NamedMutant(
        variant, "ignoreBackGesture", file: coordinators + "SettingsCoordinator.swift",
        "Settings never reports the pop it hears of, so a system back gesture (or a tab re-tap) "
          + "leaves its coordinator alive in the parent's children.",
        .site(
          .deleteCall, within: "delegate?.settingsCoordinatorDidFinish(self)",
          site: "delegate?.settingsCoordinatorDidFinish(self)")),
      NamedMutant(
        variant, "ignoreSheetSwipe", file: coordinators + "EditProfileCoordinator.swift",
        "The sheet gets no presentation delegate, so the coordinator never hears of a swipe-down "
          + "and keeps the sheet's child.",
        .site(
          .deleteAssignment, within: "sheet.presentationController?.delegate = self",
          site: "sheet.presentationController?.delegate = self")),
      NamedMutant(
        variant, "staleModuleOnLogout", file: coordinators + "AppCoordinator.swift",
        "The AppCoordinator keeps the ended Main flow in its children after logout swaps the "
          + "window root, with every tab's stack behind `[Login]`.",
        .site(
          .deleteCall, within: "coordinator.finish()\n    removeChild(coordinator)\n    showAuth()",
          site: "removeChild(coordinator)")),
      NamedMutant(
        variant, "expiryKeepsSheet", file: coordinators + "AppCoordinator.swift",
        "Session expiry swaps the window root without ending the Main flow first, so a presented "
          + "sheet is still up when its presenter goes.",
        .site(.deleteCall, within: "main.finish()", site: "main.finish()")),
      NamedMutant(
        variant, "rootSwapDuringDismiss", file: coordinators + "EditProfileCoordinator.swift",
        "Logout and expiry dismiss the sheet with an animation and swap the window root at once, "
          + "while the sheet is still presented.",
        .site(.flipAnimated, within: "finish(animated: false) {}", site: "animated: false")),
      NamedMutant(
        variant, "presentDuringDismiss", file: coordinators + "EditProfileCoordinator.swift",
        "A deep link goes on in the same turn as the sheet's animated dismissal, which UIKit "
          + "refuses while the dismissal is in progress.",
        .body(
          .completionNow,
          [
            Edit(
              "\(closeSheet)(animated: animated, completion: completion)",
              "\(closeSheet)(animated: animated, completion: nil)\n    completion()")
          ])),
      NamedMutant(
        variant, "cleanupInWillDismiss", file: coordinators + "EditProfileCoordinator.swift",
        "The sheet's flow ends in presentationControllerWillDismiss, so a swipe the user cancels "
          + "ends a flow whose sheet is still up.",
        .body(
          .swapWillDid,
          [
            Edit(
              "// MARK: UIAdaptivePresentationControllerDelegate",
              """
                func presentationControllerWillDismiss(
                  _ presentationController: UIPresentationController
                ) {
                  guard __mutant(MUTANT) else { return }
                  isSheetPresented = false
                  onFinish?(.cancelled)
                }
              """, .declaration)
          ])),
      NamedMutant(
        variant, "pushDuringTransition", file: router,
        "The router changes its stack at once even while it still animates, so a quick second "
          + "tap is refused by UIKit (the classic double push).",
        .body(
          .negateCondition,
          [
            Edit(
              """
              if let lastPushed, navigationController.topViewController === lastPushed,
                    navigationController.transitionCoordinator != nil
                  {
                    return
                  }
              """, ""),
            Edit(
              "guard let coordinator = navigationController.transitionCoordinator",
              "return change(navigationController)", .before),
          ])),
      NamedMutant(
        variant, "popCheckNeedsTransitionCoordinator", file: router,
        "The router finds popped screens through the transition coordinator, which UIKit gives "
          + "only to animated changes, so a deep link's unanimated new stack leaves the popped "
          + "flow alive.",
        .body(
          .deleteCall,
          [
            Edit(
              "notifyPoppedScreens()",
              """
              guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                      !navigationController.viewControllers.contains(where: { $0 === from })
                    else { return }
              """, .before, within: "animated: Bool\n  ) {\n    notifyPoppedScreens()")
          ])),
    ]
  }
}
