/// VIPER's named mutants: each mistake in one module (or the root wireframe).
extension NamedMutant {
  private static let root = "Sources/TownsquareVIPER/"

  static let viper: [NamedMutant] = [
    NamedMutant(
      "viper", "presenterRetainsView",
      file: root + "Modules/EditProfile/EditProfilePresenter.swift",
      "EditProfile's presenter holds its view strongly, so a closed sheet's module never goes away.",
      .site(
        .strongProperty, within: "weak var view: (any EditProfileViewInput)?",
        site: "weak var view: (any EditProfileViewInput)?")),
    NamedMutant(
      "viper", "wireframeRetainsView", file: root + "Modules/Settings/SettingsWireframe.swift",
      "Settings' wireframe keeps the view controller it built, so a popped Settings stays alive.",
      .site(
        .strongProperty, within: "weak var viewController: UIViewController?",
        site: "weak var viewController: UIViewController?")),
    NamedMutant(
      "viper", "wireframeRetainsPresenter",
      file: root + "Modules/PostDetail/PostDetailWireframe.swift",
      "PostDetail's wireframe holds its presenter strongly: presenter and wireframe keep each "
        + "other alive after the post has gone.",
      .body(
        .strongProperty,
        [
          Edit(
            "weak var viewController: UIViewController?",
            "  var presenter: PostDetailPresenter?", .declaration),
          Edit(
            "wireframe.viewController = view",
            "wireframe.viewController = view\n    wireframe.presenter = presenter"),
        ])),
    NamedMutant(
      "viper", "viewControllerNeverSet",
      file: root + "Modules/PostDetail/PostDetailWireframe.swift",
      "PostDetail's `buildModule` never sets `wireframe.viewController`, so tapping the author "
        + "does nothing.",
      .site(
        .deleteAssignment, within: "wireframe.viewController = view",
        site: "wireframe.viewController = view")),
    NamedMutant(
      "viper", "parentRetainsChildInput", file: root + "Modules/MainTabs/MainTabsPresenter.swift",
      "The MainTabs presenter holds the Feed module's input strongly.",
      .site(
        .strongProperty, within: "weak var feedModule: (any FeedModuleInput)?",
        site: "weak var feedModule: (any FeedModuleInput)?")),
    NamedMutant(
      "viper", "staleModuleOnLogout", file: root + "Root/RootWireframe.swift",
      "The RootWireframe keeps the MainTabs view controller \"for routing deep links\" in a strong "
        + "property nobody clears, so after logout every Main module stays alive.",
      .body(
        .strongProperty,
        [
          Edit(
            "private weak var mainTabsModule: (any MainTabsModuleInput)?",
            "  private var staleMainTabs: UIViewController?", .declaration),
          Edit(
            "mainTabsModule = module.input",
            "mainTabsModule = module.input\n    staleMainTabs = module.viewController"),
        ])),
    NamedMutant(
      "viper", "expiryKeepsSheet", file: root + "Root/RootWireframe.swift",
      "Session expiry swaps the window root without dismissing a presented sheet first.",
      .site(
        .deleteCall, within: "dismissPresentedModules()\n      showLogin(afterSessionExpiry: true)",
        site: "dismissPresentedModules()")),
    NamedMutant(
      "viper", "rootSwapDuringDismiss", file: root + "Root/RootWireframe.swift",
      "Logout and expiry dismiss the sheet with an animation and swap the window root at once, "
        + "while the sheet is still presented.",
      .site(.flipAnimated, within: "root.dismiss(animated: false)", site: "animated: false")),
    NamedMutant(
      "viper", "presentDuringDismiss", file: root + "Modules/MainTabs/MainTabsWireframe.swift",
      "A deep link shows its screen in the same turn as the sheet's animated dismissal, which "
        + "UIKit refuses while the dismissal is in progress.",
      .body(
        .completionNow,
        [
          Edit(
            "tabBarController.dismiss(animated: true, completion: completion)",
            "tabBarController.dismiss(animated: true)\n    completion()")
        ])),
    NamedMutant(
      "viper", "pushDuringTransition", file: root + "Modules/PostDetail/PostDetailWireframe.swift",
      "PostDetail's wireframe pushes at once even while the post still slides in, so a quick "
        + "second tap is refused by UIKit (the classic double push).",
      .body(
        .completionNow,
        [
          Edit(
            "guard navigationController.topViewController === viewController else { return }\n"
              + "    navigationController.whenIdle { $0.pushViewController(userProfile, animated: true) }",
            "navigationController.pushViewController(userProfile, animated: true)")
        ])),
  ]
}
