/// Tabs in order, one selected. A user's tap asks the delegate; code does not.
@MainActor
open class UITabBarController: UIViewController {
  open weak var delegate: (any UITabBarControllerDelegate)?
  private var selectedTab = 0

  public override init() {
    super.init()
  }

  /// Assigning is `setViewControllers(_:animated: false)`; a property setter cannot name its
  /// caller, so the transition is logged without a source.
  open var viewControllers: [UIViewController]? {
    get { children.isEmpty ? nil : children }
    set { replaceTabs(with: newValue, animated: false, source: nil) }
  }

  open func setViewControllers(
    _ viewControllers: [UIViewController]?, animated: Bool, file: String = #fileID,
    line: UInt = #line
  ) {
    replaceTabs(
      with: viewControllers, animated: animated, source: SourceLocation(fileID: file, line: line))
  }

  /// As UIKit documents: the previously selected controller stays selected if it is still a
  /// tab, else the same index if valid, else the first tab.
  func replaceTabs(
    with viewControllers: [UIViewController]?, animated: Bool, source: SourceLocation?
  ) {
    let tabs = viewControllers ?? []
    for controller in tabs where controller is UITabBarController {
      recordIssue(.misuse, "A tab bar controller cannot be a tab of another", source)
      return
    }
    let old = children
    let previouslySelected = selectedViewController
    perform {
      for controller in old where !tabs.contains(where: { $0 === controller }) {
        controller.willMove(toParent: nil)
        controller.detachFromParent()
        controller.didMove(toParent: nil)
      }
      for controller in tabs where controller.parent !== self {
        self.addChild(controller)
        controller.didMove(toParent: self)
      }
      self.children = tabs
      if let previouslySelected, let index = tabs.firstIndex(where: { $0 === previouslySelected }) {
        self.selectedTab = index
      } else if self.selectedTab >= tabs.count {
        self.selectedTab = 0
      }
      self.record(
        .transition(
          Transition(
            kind: .setViewControllers, origin: .code,
            screens: [HierarchyNotation.describe(self)], source: source)))
    }
  }

  /// Setting it in code selects without asking the delegate (UIKit's behaviour). The
  /// transition log cannot name the caller of a property setter; the report attributes the
  /// change through the static navigation graph instead, so app code keeps UIKit's spelling.
  open var selectedIndex: Int {
    get { selectedTab }
    set { select(newValue, origin: .code, source: nil) }
  }

  /// `selectedIndex = index` that also records where it was called, for tests that want the
  /// caller; app code uses the property, as with UIKit.
  public func setSelectedIndex(_ index: Int, file: String = #fileID, line: UInt = #line) {
    select(index, origin: .code, source: SourceLocation(fileID: file, line: line))
  }

  /// Selecting a controller that is not one of the tabs is what UIKit throws for ("only a view
  /// controller in the tab bar controller's list of view controllers can be selected").
  open var selectedViewController: UIViewController? {
    get { children.indices.contains(selectedTab) ? children[selectedTab] : nil }
    set {
      guard let newValue else { return }
      guard let index = children.firstIndex(where: { $0 === newValue }) else {
        recordIssue(
          .misuse,
          "Only a view controller among the tabs can be selected, not \(newValue.notationName)",
          nil)
        return
      }
      select(index, origin: .code, source: nil)
    }
  }

  func select(_ index: Int, origin: Transition.Origin, source: SourceLocation?) {
    guard children.indices.contains(index), index != selectedTab else { return }
    perform {
      self.selectedTab = index
      self.record(
        .transition(
          Transition(
            kind: .selectTab, origin: origin, screens: [self.children[index].tabName],
            source: source)))
    }
  }

  /// A user's tap: asks `shouldSelect`; a tap on the selected tab pops its stack to the root
  /// (animated, through the stack's public `popToRootViewController(animated:)`, as UIKit
  /// does); `didSelect` follows, also on a re-tap.
  func userTap(tabAt index: Int) {
    guard children.indices.contains(index) else { return }
    let controller = children[index]
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
    if index == selectedTab {
      if let navigation = controller as? UINavigationController, navigation.stack.count > 1 {
        navigation.pendingSystemGesture = .tabReTap
        navigation.popToRootViewController(animated: true)
        navigation.pendingSystemGesture = nil
      }
    } else {
      select(index, origin: .tabTap, source: nil)
    }
    delegate?.tabBarController(self, didSelect: controller)
  }

  /// Tab changes are not animated: they begin and end at once.
  private func perform(_ change: () -> Void) {
    if let window = containingWindow {
      window.performImmediateChange(change)
    } else {
      change()
    }
  }
}

extension UIViewController {
  /// The name a tab shows: its `tabBarItem.title`.
  var tabName: String { tabBarItem.title ?? "?" }
}
