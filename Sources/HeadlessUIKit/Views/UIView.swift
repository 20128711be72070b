/// A node of the view tree. Element lookup walks it by `accessibilityIdentifier`, as UI tests do.
@MainActor
open class UIView {
  open var accessibilityIdentifier: String?
  open var isHidden = false
  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?

  public init() {}

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  open func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
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
