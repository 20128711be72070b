extension UIViewController {
  /// As in UIKit: `addChild` calls `willMove(toParent:)`; the container calls `didMove`.
  public func addChild(_ childController: UIViewController) {
    childController.willMove(toParent: self)
    attachChild(childController)
  }

  /// As in UIKit: the container calls `willMove(toParent: nil)`; this calls `didMove`.
  public func removeFromParent() {
    guard parent != nil else { return }
    detachFromParent()
    didMove(toParent: nil)
  }

  func attachChild(_ childController: UIViewController) {
    if let oldParent = childController.parent, oldParent !== self {
      childController.detachFromParent()
    }
    if !children.contains(where: { $0 === childController }) {
      children.append(childController)
    }
    childController.parent = self
    adoptPendingEvents(of: childController)
  }

  func detachFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
}
