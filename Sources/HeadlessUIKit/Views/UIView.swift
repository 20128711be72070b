/// A node of the view tree. Element lookup walks it by `accessibilityIdentifier`, as UI tests do.
@MainActor
open class UIView {
  open var accessibilityIdentifier: String?
  open var isHidden = false
  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?
  /// The controller whose root view this is, so that adding it to a view on screen (custom
  /// containment) can send that controller UIKit's appearance callbacks.
  weak var owningController: UIViewController?

  public init() {}

  /// Adding a child controller's view to a view that is on screen makes the child appear
  /// (`viewWillAppear`, `viewDidAppear`), as UIKit forwards appearance to a contained child.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    if let controller = view.owningController, hostingController?.appearanceState == .appeared {
      controller.beginAppearanceTransition(true, animated: false)
      controller.endAppearanceTransition()
    }
  }

  /// Taking an on-screen child controller's view out makes it disappear.
  open func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    if let controller = owningController, controller.appearanceState.isOnScreen {
      controller.beginAppearanceTransition(false, animated: false)
      controller.endAppearanceTransition()
    }
  }

  /// The controller of the nearest enclosing root view, this one included.
  var hostingController: UIViewController? {
    var candidate: UIView? = self
    while let view = candidate {
      if let controller = view.owningController { return controller }
      candidate = view.superview
    }
    return nil
  }

  func isDescendant(of ancestor: UIView) -> Bool {
    var candidate: UIView? = self
    while let view = candidate {
      if view === ancestor { return true }
      candidate = view.superview
    }
    return false
  }

  /// The views a user could reach, depth first in subview order; hidden views and their
  /// subtrees are skipped, as they are for a person looking at the screen.
  func visibleDescendants() -> [UIView] {
    var found: [UIView] = []
    for subview in subviews where !subview.isHidden {
      found.append(subview)
      found.append(contentsOf: subview.visibleDescendants())
    }
    return found
  }
}
