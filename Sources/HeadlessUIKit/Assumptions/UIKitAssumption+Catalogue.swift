/// The catalogue: every behaviour where Apple's documentation is silent and the stand-in has to
/// pick, with its values (the default, the most likely device behaviour, first), the evidence
/// for the pick and what to run on a simulator to settle it.
extension UIKitAssumption {
  public static let all: [UIKitAssumption] = [
    stackChangeDuringTransition, touchesDuringTransition, rootSwapDuringDismissal,
    presentedAfterRootSwap,
  ]

  public static let stackChangeDuringTransition = UIKitAssumption(
    name: "stackChangeDuringTransition", values: ["deferred", "refused"],
    meaning: "A push, pop or setViewControllers asked for while the stack still animates.",
    valueMeanings: [
      "deferred": "waits until the running transition ends, then runs (in the order asked)",
      "refused": "is refused with UIKit's \"while an existing transition … is occurring\" log",
    ],
    evidence: Evidence(
      apple:
        "pushViewController(_:animated:) and setViewControllers(_:animated:) say nothing of a "
        + "call made while a transition is in flight; the refusal log is documented only for "
        + "presentations (\"Attempt to present … while a presentation is in progress\").",
      practice:
        "Up to iOS 7 a second push logged \"nested push animation can result in corrupted "
        + "navigation bar\"; from iOS 8 on, reports show a quick second push shown after the "
        + "first one ends, and from iOS 11 the navigation controller queues stack changes.",
      confidence: "deferred: about 65% sure",
      sources: [
        "https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)",
        "http://balloonsys.com/blog/2015/07/04/avoid-nested-push-animation/",
      ]),
    check:
      "In a UINavigationController call pushViewController(A, animated: true) and, in the same "
      + "turn, pushViewController(B, animated: true); after 1 s print viewControllers (deferred: "
      + "[root, A, B]) and watch the console for \"while an existing transition\" (refused).")

  public static let touchesDuringTransition = UIKitAssumption(
    name: "touchesDuringTransition", values: ["dropped", "delivered"],
    meaning: "A user's tap, typing, tab tap or gesture while a navigation or presentation "
      + "transition animates.",
    valueMeanings: [
      "dropped": "reaches nothing: the step does nothing",
      "delivered": "reaches the visible screen as at rest",
    ],
    evidence: Evidence(
      apple:
        "isUserInteractionEnabled: \"During an animation, user interactions are temporarily "
        + "disabled for all views involved in the animation\"; nothing is said of the views a "
        + "navigation or presentation transition moves in particular.",
      practice:
        "Double taps on a button that pushes or presents cannot be reproduced once the "
        + "transition runs: the views being moved get no touches; the known double push comes "
        + "from two taps landing before the push begins.",
      confidence: "dropped: about 80% sure",
      sources: [
        "https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled",
        "https://wangling.me/2012/03/some-taps-you-don't-want.html",
      ]),
    check:
      "Push a screen with a button whose action logs; tap the button 0.1 s after the push "
      + "begins (an XCUITest tap right after the push, or slow animations in the simulator) and "
      + "see whether the action logs.")

  public static let rootSwapDuringDismissal = UIKitAssumption(
    name: "rootSwapDuringDismissal", values: ["allowed", "misuse"],
    meaning: "Replacing window.rootViewController while the old root's sheet is still being "
      + "dismissed with an animation.",
    valueMeanings: [
      "allowed": "the sheet slides off over the new root; nothing is logged",
      "misuse": "counts as replacing a root that still presents (kept alive, a misuse)",
    ],
    evidence: Evidence(
      apple:
        "rootViewController: \"If the window has an existing view hierarchy, the old views are "
        + "removed before the new ones are installed\"; dismiss(animated:completion:) says "
        + "nothing of the presenter leaving the window meanwhile.",
      practice:
        "Apps commonly dismiss animated and swap the root at once on logout; the reports found "
        + "are of a sheet left over a root swapped without any dismissal, not of this one.",
      confidence: "allowed: about 60% sure",
      sources: [
        "https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)",
      ]),
    check:
      "Present a sheet from the root, call dismiss(animated: true) and at once set "
      + "window.rootViewController to a new controller; watch the screen and the console, and "
      + "check in the memory graph that the old root is freed after 1 s.")

  public static let presentedAfterRootSwap = UIKitAssumption(
    name: "presentedAfterRootSwap", values: ["staysInWindow", "removed"],
    meaning: "A sheet still presented (not being dismissed) by a root that is replaced.",
    valueMeanings: [
      "staysInWindow": "stays in the window above the new root, with no disappear callbacks",
      "removed": "leaves the window with the old root and gets its disappear callbacks",
    ],
    evidence: Evidence(
      apple:
        "rootViewController says the old views are removed; it is silent about views of "
        + "controllers the old root presents.",
      practice:
        "The view debugger shows the presented view left in the window inside a "
        + "UITransitionView after the swap; published workarounds remove that view by hand.",
      confidence: "staysInWindow: about 70% sure",
      sources: [
        "https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller",
        "https://devpeace.com/ios/26763020/leaking-views-when-changing-rootviewcontroller-inside-transitionwithview",
      ]),
    check:
      "Present a sheet from the root, then set window.rootViewController without dismissing; "
      + "look at the screen and the view debugger (a UITransitionView holding the sheet) and "
      + "log the sheet's viewWillDisappear/viewDidDisappear.")
}
