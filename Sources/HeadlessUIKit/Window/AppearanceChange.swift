/// What one change of the screen does to appearance, kept from the transition's beginning
/// (the `will…` callbacks) to its end (the `did…` callbacks), which an animation separates.
@MainActor
struct AppearanceChange {
  let leaving: [UIViewController]
  let arriving: [UIViewController]
  let animated: Bool
  /// Stacks on screen for the first time (or first since they changed off screen): their
  /// delegate hears `willShow`/`didShow` for their top, as UIKit's deferred transition does.
  let announcing: [UINavigationController]
  /// A presentation: the presenter's views go only after the transition, so what arrives
  /// hears `viewDidAppear` before what leaves hears `viewDidDisappear`.
  var arrivingEndsFirst = false
}
