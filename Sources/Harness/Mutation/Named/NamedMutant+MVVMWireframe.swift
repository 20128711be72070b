/// MVVM+W's named mutants: each mistake in one screen (or the root wireframe).
extension NamedMutant {
  private static let root = "Sources/TownsquareMVVMWireframe/"

  static let mvvmWireframe: [NamedMutant] = [
    NamedMutant(
      "mvvm-wireframe", "presenterRetainsView",
      file: root + "Screens/EditProfile/EditProfileViewController.swift",
      "EditProfile's view model holds its screen strongly through its change callback, so a "
        + "closed sheet never goes away.",
      .site(
        .strongCapture, within: "viewModel.onChange = { [weak self] in self?.render() }",
        site: "[weak self]")),
    NamedMutant(
      "mvvm-wireframe", "wireframeRetainsView",
      file: root + "Screens/Settings/SettingsWireframe.swift",
      "Settings' wireframe keeps the view controller it built, so a popped Settings stays alive.",
      .site(
        .strongProperty, within: "weak var viewController: UIViewController?",
        site: "weak var viewController: UIViewController?")),
    NamedMutant(
      "mvvm-wireframe", "wireframeRetainsPresenter",
      file: root + "Screens/PostDetail/PostDetailWireframe.swift",
      "PostDetail's wireframe holds its view model strongly: view model and wireframe keep each "
        + "other alive after the post has gone.",
      .body(
        .strongProperty,
        [
          Edit(
            "weak var viewController: UIViewController?",
            "  var viewModel: PostDetailViewModel?", .declaration),
          Edit(
            "wireframe.viewController = view",
            "wireframe.viewController = view\n    wireframe.viewModel = viewModel"),
        ])),
    NamedMutant(
      "mvvm-wireframe", "viewControllerNeverSet",
      file: root + "Screens/PostDetail/PostDetailWireframe.swift",
      "PostDetail's `buildModule` never sets `wireframe.viewController`, so tapping the author "
        + "does nothing.",
      .site(
        .deleteAssignment, within: "wireframe.viewController = view",
        site: "wireframe.viewController = view")),
    NamedMutant(
      "mvvm-wireframe", "parentRetainsChildInput",
      file: root + "Screens/MainTabs/MainTabsWireframe.swift",
      "The MainTabs wireframe holds the Feed module's input strongly.",
      .site(
        .strongProperty, within: "weak var feedModule: (any FeedModuleInput)?",
        site: "weak var feedModule: (any FeedModuleInput)?")),
    NamedMutant(
      "mvvm-wireframe", "staleModuleOnLogout", file: root + "Root/RootWireframe.swift",
      "The RootWireframe keeps the MainTabs view controller \"for routing deep links\" in a strong "
        + "property nobody clears, so after logout every Main module stays alive.",
      .body(
        .strongProperty,
        [
          Edit(
            "private var mainTabs: MainTabsWireframe?",
            "  private var staleMainTabs: UIViewController?", .declaration),
          Edit(
            "mainTabs = module.wireframe",
            "mainTabs = module.wireframe\n    staleMainTabs = module.viewController"),
        ])),
    NamedMutant(
      "mvvm-wireframe", "expiryKeepsSheet", file: root + "Root/RootWireframe.swift",
      "Session expiry swaps the window root without dismissing a presented sheet first.",
      .site(
        .deleteCall, within: "dismissPresentedModules()\n      showLogin(afterSessionExpiry: true)",
        site: "dismissPresentedModules()")),
    NamedMutant(
      "mvvm-wireframe", "rootSwapDuringDismiss", file: root + "Root/RootWireframe.swift",
      "Logout and expiry dismiss the sheet with an animation and swap the window root at once, "
        + "while the sheet is still presented.",
      .site(.flipAnimated, within: "root.dismiss(animated: false)", site: "animated: false")),
    NamedMutant(
      "mvvm-wireframe", "presentDuringDismiss",
      file: root + "Screens/MainTabs/MainTabsWireframe.swift",
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
      "mvvm-wireframe", "pushDuringTransition",
      file: root + "Screens/PostDetail/PostDetailWireframe.swift",
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
