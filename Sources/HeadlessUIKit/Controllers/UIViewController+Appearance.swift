/// Where a controller's view is in its trip on or off screen.
enum AppearanceState {
  case disappeared, appearing, appeared, disappearing

  var isOnScreen: Bool { self == .appearing || self == .appeared }
}

extension UIViewController {
  /// As UIKit's, for custom containers: tells this controller (and what it shows) that its
  /// view is about to appear or disappear. A second call in the same direction does nothing.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    for controller in UIWindow.visibleSubtree(of: self) {
      controller.beginAppearance(isAppearing, animated: animated)
    }
  }

  /// As UIKit's: ends what `beginAppearanceTransition` began (`viewDidAppear` or
  /// `viewDidDisappear`).
  public func endAppearanceTransition() {
    for controller in UIWindow.visibleSubtree(of: self) { controller.endAppearance() }
  }

  /// `viewWillAppear` or `viewWillDisappear`, only when it moves the state on: so a controller
  /// that is already going where it is sent hears nothing twice. Turning back mid-way (a
  /// cancelled gesture) sends the opposite `will`, as UIKit does.
  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard !appearanceState.isOnScreen else { return }
      loadViewIfNeeded()
      appearanceState = .appearing
      appearanceIsAnimated = animated
      viewWillAppear(animated)
    } else {
      guard appearanceState.isOnScreen else { return }
      appearanceState = .disappearing
      appearanceIsAnimated = animated
      viewWillDisappear(animated)
    }
  }

  /// `viewDidAppear` or `viewDidDisappear` for a `will` that came before, else nothing.
  func endAppearance() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewDidAppear(appearanceIsAnimated)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(appearanceIsAnimated)
    case .appeared, .disappeared:
      break
    }
  }
}
