/// The phases every change of what is on screen goes through, and UIKit's appearance
/// callbacks in them: it *begins* (state changes, arriving views load, `will…` callbacks) and
/// *ends* (`did…` callbacks) — at once without animation, a ``VirtualRunLoop`` duration later
/// with it. Controllers still on screen hear nothing: so a sheet's presenter gets no callbacks.
extension UIWindow {
  /// Begins a change made by `change`: what was shown before and after it is compared.
  /// `willBegin` (a navigation delegate's `willShow`, a sheet's `WillDismiss`) comes after
  /// the arriving views have loaded and before the appearance callbacks, as in UIKit.
  func beginChange(
    animated: Bool, change: () -> Void, willBegin: () -> Void = {}
  ) -> AppearanceChange {
    startingDepth += 1
    let before = shownControllers()
    change()
    startingDepth -= 1
    return beginChange(
      animated: animated, from: before, to: shownControllers(), willBegin: willBegin)
  }

  /// Begins a change whose state changes only at its end (a dismissal): `after` is what will
  /// be shown then.
  func beginChange(
    animated: Bool, from before: [UIViewController], to after: [UIViewController],
    willBegin: () -> Void = {}
  ) -> AppearanceChange {
    startingDepth += 1
    defer { startingDepth -= 1 }
    if animated { animatedChangesInFlight += 1 }
    for controller in controllersInWindow() { controller.lastWindow = self }
    let leaving = before.filter { old in !after.contains { $0 === old } }
    var arriving = after.filter { new in !before.contains { $0 === new } }
    for controller in arriving { controller.loadViewIfNeeded() }
    // A child a container embeds in its `viewDidLoad` (its view inside the container's) is
    // shown only now that the view has loaded, and arrives with its container.
    for controller in arriving {
      for shown in UIWindow.visibleSubtree(of: controller)
      where !arriving.contains(where: { $0 === shown }) && !before.contains(where: { $0 === shown })
      {
        shown.loadViewIfNeeded()
        arriving.append(shown)
      }
    }
    let announcing = arriving.compactMap { $0 as? UINavigationController }.filter {
      $0.needsDelegateAnnouncement && $0.topViewController != nil
    }
    willBegin()
    for navigation in announcing { navigation.announceWillShow(animated: animated) }
    for controller in leaving { controller.beginAppearance(false, animated: animated) }
    for controller in arriving { controller.beginAppearance(true, animated: animated) }
    lifetimeTracker.noteControllers(controllersInWindow())
    return AppearanceChange(
      leaving: leaving, arriving: arriving, animated: animated, announcing: announcing)
  }

  /// Ends a change: `viewDidDisappear` then `viewDidAppear`, then `afterwards` (`didMove`,
  /// `didShow`). A transition asked for meanwhile waits for the next turn.
  func endChange(_ change: AppearanceChange, afterwards: () -> Void = {}) {
    endingDepth += 1
    defer { endingDepth -= 1 }
    if change.arrivingEndsFirst {
      for controller in change.arriving { controller.endAppearance() }
      for controller in change.leaving { controller.endAppearance() }
    } else {
      for controller in change.leaving { controller.endAppearance() }
      for controller in change.arriving { controller.endAppearance() }
    }
    afterwards()
    for navigation in change.announcing { navigation.announceDidShow(animated: change.animated) }
    lifetimeTracker.noteControllers(controllersInWindow())
    changeEnded(change)
  }

  /// Ends a change the user took back (a cancelled gesture): what was arriving gets
  /// `viewWillDisappear` and `viewDidDisappear`, what was leaving `viewWillAppear` and
  /// `viewDidAppear`.
  func cancelChange(_ change: AppearanceChange) {
    endingDepth += 1
    defer { endingDepth -= 1 }
    for controller in change.arriving {
      controller.beginAppearance(false, animated: change.animated)
    }
    for controller in change.leaving { controller.beginAppearance(true, animated: change.animated) }
    for controller in change.arriving { controller.endAppearance() }
    for controller in change.leaving { controller.endAppearance() }
    lifetimeTracker.noteControllers(controllersInWindow())
    changeEnded(change)
  }

  /// A change is over: stack changes deferred meanwhile try again at the next turn, when the
  /// transition's own completions have run.
  private func changeEnded(_ change: AppearanceChange) {
    if change.animated { animatedChangesInFlight -= 1 }
    let waiting = waitingForTransitionEnd
    waitingForTransitionEnd = []
    for change in waiting { runLoop.schedule(change) }
  }

  /// An animated transition is in flight: a stack, a presentation or a root swap moves.
  public var isAnimatingTransition: Bool { animatedChangesInFlight > 0 }

  /// A change with no animation and no one to refuse it (a tab selection): begins and ends.
  func performImmediateChange(_ change: () -> Void) {
    endChange(beginChange(animated: false, change: change))
  }

  /// Runs `end` after the transition's duration if it is animated, else now.
  func finish(animated: Bool, _ end: @escaping @MainActor () -> Void) {
    if animated {
      runLoop.schedule(after: VirtualRunLoop.transitionDuration, end)
    } else {
      end()
    }
  }

  /// A transition begins now, or a new one is being asked for in its `will…` callbacks.
  var isStartingTransition: Bool { startingDepth > 0 }
  /// A transition is ending: one asked for now waits for the next turn.
  var isEndingTransition: Bool { endingDepth > 0 }

  /// The presentation or dismissal in flight that `controller`'s presentation context
  /// presents or is, if any.
  func presentationInFlight(involving controller: UIViewController) -> PresentationTransition? {
    let root = controller.presentationRoot
    return presentationsInFlight.first { $0.context === root || $0.presented === root }
  }

  func remove(_ transition: PresentationTransition) {
    presentationsInFlight.removeAll { $0 === transition }
  }
}
