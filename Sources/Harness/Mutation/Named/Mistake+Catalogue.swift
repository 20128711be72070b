extension Mistake {
  /// Every mistake, grouped by kind. Each is made in a variant by at most one named mutant.
  public static let catalogue: [Mistake] = retainCycles + forgottenCleanups + staleStates + timings

  private static let retainCycles = [
    Mistake(
      "presenterRetainsView", .retainCycle,
      "The object behind a screen holds its view strongly, so a closed screen never goes away.",
      sites: [
        MistakeSite(.strongProperty, line: #"weak var view:"#, "a presenter's weak `view`"),
        MistakeSite(
          .strongCapture, line: #"viewModel\.on\w+ = \{"#,
          "a weak capture in a closure handed to a view model"),
      ]),
    Mistake(
      "wireframeRetainsView", .retainCycle,
      "What navigates from a screen keeps a view controller it showed, so a popped screen stays "
        + "alive.",
      sites: [
        MistakeSite(
          .strongProperty, line: #"weak var \w+: UIViewController\?"#,
          in: [.wireframe, .coordinator, .router],
          "a weak view controller kept by a wireframe, "
            + "coordinator or router")
      ]),
    Mistake(
      "wireframeRetainsPresenter", .retainCycle,
      "A wireframe holds the presenter or view model that holds it, a cycle that outlives the "
        + "screen.",
      sites: [
        MistakeSite(
          .deleteAssignment, line: #"wireframe\.viewController = "#,
          "a builder handing a wireframe its screen")
      ]),
    Mistake(
      "parentRetainsChildInput", .retainCycle,
      "A parent holds a child module's input strongly, keeping the child's module beside its "
        + "screen.",
      sites: [
        MistakeSite(
          .strongProperty, line: #"weak var \w+: \(any \w+ModuleInput\)\?"#,
          "a weak reference to a module's input")
      ]),
    Mistake(
      "interactorRetainsPresenter", .retainCycle,
      "An interactor holds its output strongly, a cycle with the presenter that owns it.",
      sites: [
        MistakeSite(
          .strongProperty, line: #"weak var \w+: \(any \w+InteractorOutput\)\?"#,
          "an interactor's weak output")
      ]),
    Mistake(
      "strongParentDelegate", .retainCycle,
      "A child holds the parent it reports to strongly (a delegate without `weak`).",
      sites: [MistakeSite(.strongProperty, line: #"weak var delegate:"#, "a weak `delegate`")]),
    Mistake(
      "strongCompletionCapture", .retainCycle,
      "A child's typed completion closure captures its parent strongly.",
      sites: [
        MistakeSite(
          .strongCapture, line: #"\.on\w+ = \{ \[weak self"#, in: [.coordinator],
          "a coordinator's weak capture in a child's completion")
      ]),
  ]

  private static let forgottenCleanups = [
    Mistake(
      "forgetChildRemoval", .forgottenCleanup,
      "A finished child flow is never let go by its parent.",
      sites: [MistakeSite(.deleteCall, line: #"removeChild\("#, "a `removeChild` call")]),
    Mistake(
      "childNeverAdded", .forgottenCleanup,
      "A child coordinator is started but never added to its parent, so it is freed at once and "
        + "its screens answer nothing.",
      sites: [MistakeSite(.deleteCall, line: #"startChild\("#, "a `startChild` call")]),
    Mistake(
      "childNeverStarted", .forgottenCleanup,
      "A child coordinator is added but `start()` is never called, so its flow never shows.",
      sites: [MistakeSite(.deleteCall, line: #"startChild\("#, "a `startChild` call")]),
    Mistake(
      "viewControllerNeverSet", .forgottenCleanup,
      "`wireframe.viewController` is never set in `buildModule`, so every tap that navigates "
        + "does nothing.",
      sites: [
        MistakeSite(
          .deleteAssignment, line: #"wireframe\.viewController = "#,
          "a builder handing a wireframe its screen")
      ]),
    Mistake(
      "ignoreBackGesture", .forgottenCleanup,
      "A pop the code did not ask for (back gesture, tab re-tap) goes unnoticed, so its flow "
        + "stays alive.",
      sites: [
        MistakeSite(
          .deleteCall, line: #"delegate\?\.\w+DidFinish\(self\)"#,
          "a child's report of its own end to its delegate")
      ]),
    Mistake(
      "ignoreSheetSwipe", .forgottenCleanup,
      "A sheet the user swipes down goes unnoticed, so its flow stays alive.",
      sites: [
        MistakeSite(
          .deleteAssignment, line: #"presentationController\?\.delegate = "#,
          "an assignment of a sheet's presentation delegate")
      ]),
  ]

  private static let staleStates = [
    Mistake(
      "staleModuleOnLogout", .staleState,
      "The logged-in screens are kept after logout swaps the window root.",
      sites: [MistakeSite(.deleteCall, line: #"removeChild\("#, "a `removeChild` call")]),
    Mistake(
      "expiryKeepsSheet", .staleState,
      "Session expiry swaps the window root under a presented sheet.",
      sites: [
        MistakeSite(
          .deleteCall, line: #"(dismiss\w*|\bfinish)\(\)"#,
          "a call that ends what is presented")
      ]),
  ]

  private static let timings = [
    Mistake(
      "presentDuringDismiss", .timing,
      "A deep link goes on in the same turn as a sheet's animated dismissal.",
      sites: [
        MistakeSite(
          .flipAnimated, line: #"completion: completion\)"#,
          "an animated dismissal handed a completion")
      ]),
    Mistake(
      "rootSwapDuringDismiss", .timing,
      "Logout or expiry swaps the root while the sheet's dismissal still animates.",
      sites: [
        MistakeSite(
          .flipAnimated, line: #"(dismiss\w*|finish)\(animated: false"#,
          "an unanimated dismissal")
      ],
      // The default, allowed, lets the sheet slide off over the new root: no harm to catch.
      caughtOnlyUnder: "rootSwapDuringDismissal=misuse"),
    Mistake(
      "pushDuringTransition", .timing,
      "A push while the stack still animates (the double push).",
      sites: [
        MistakeSite(.flipAnimated, line: #"whenIdle"#, "a stack change that waits for the stack"),
        MistakeSite(
          .negateCondition, line: #"transitionCoordinator != nil"#,
          "a check for a running transition"),
      ]),
    Mistake(
      "cleanupInWillDismiss", .timing,
      "A sheet's flow ends when the swipe begins, so a cancelled swipe leaves the sheet up with "
        + "no flow behind it.",
      sites: [
        MistakeSite(
          .deleteAssignment, line: #"presentationController\?\.delegate = "#,
          "an assignment of a sheet's presentation delegate")
      ]),
    Mistake(
      "popCheckNeedsTransitionCoordinator", .timing,
      "Pops are found through the transition coordinator, which unanimated changes lack.",
      sites: [
        MistakeSite(
          .deleteCall, line: #"Popped"#, in: [.router], "a router's check for popped screens")
      ]),
  ]
}
