/// What the window records, in order. A change made while a hierarchy is not yet in a window is
/// held by that hierarchy and handed to the window when it joins (see `UIViewController.record`).
enum WindowEvent {
  case transition(Transition)
  case issue(UIKitIssue)
}
