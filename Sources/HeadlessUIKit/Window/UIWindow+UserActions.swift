/// What a user can do to the window: the actions behind the scenario steps. They look only at
/// the visible screen: the top controller of the topmost presented stack, else of the selected
/// tab's stack, else of the root's stack, else the root itself.
extension UIWindow {
  public var visibleViewController: UIViewController? {
    guard let top = presentationChain.last else { return nil }
    return UIWindow.topController(of: top)
  }

  /// The navigation stack the system back gesture would act on.
  public var visibleNavigationController: UINavigationController? {
    guard let top = presentationChain.last else { return nil }
    var controller: UIViewController = top
    while true {
      if let navigation = controller as? UINavigationController { return navigation }
      guard let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController
      else { return nil }
      controller = selected
    }
  }

  static func topController(of controller: UIViewController) -> UIViewController {
    if let navigation = controller as? UINavigationController, let top = navigation.stack.last {
      return topController(of: top)
    }
    if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
      return topController(of: selected)
    }
    return controller
  }

  /// The identified elements of the visible screen, in view-tree order. Tables load their
  /// rows first, as they would at layout.
  public func visibleElements() -> [UIView] {
    guard let screen = visibleViewController, let view = screen.view else { return [] }
    for case let table as UITableView in [view] + view.visibleDescendants() {
      table.layoutIfNeeded()
    }
    return ([view] + view.visibleDescendants()).filter { $0.accessibilityIdentifier != nil }
  }

  public func visibleIdentifiers() -> [String] {
    visibleElements().compactMap(\.accessibilityIdentifier)
  }

  public func element(withIdentifier identifier: String) throws(UserActionError) -> UIView {
    let elements = visibleElements()
    if let element = elements.first(where: { $0.accessibilityIdentifier == identifier }) {
      return element
    }
    let available = elements.compactMap(\.accessibilityIdentifier)
    let screen = visibleViewController.map { $0.notationName } ?? "nothing"
    let list = available.isEmpty ? "it has none" : "it has: " + available.joined(separator: ", ")
    throw UserActionError(
      "no element '\(identifier)' on the visible screen \(screen); \(list)",
      availableIdentifiers: available)
  }

  /// A user's touch now reaches nothing: an animated transition is in flight and the
  /// assumption `touchesDuringTransition` is `dropped`. The element is still looked up first,
  /// so a step naming what is not on screen fails as at rest.
  public var dropsTouches: Bool {
    assumptions.dropsTouchesDuringTransition && isAnimatingTransition
  }

  /// A tap on a button (sends `.touchUpInside`), a switch (toggles it, sends `.valueChanged`)
  /// or a table row (the table's delegate hears `didSelectRowAt`); nothing while touches are
  /// dropped.
  public func userTap(_ identifier: String) throws(UserActionError) {
    let element = try element(withIdentifier: identifier)
    if dropsTouches { return }
    try tap(element, identifier)
  }

  /// Two taps on one element that both land before anything the first one starts has begun:
  /// UIKit starts a push or presentation at its next layout pass, so two touches already in
  /// the event queue both reach the control (the classic double push). Both are dropped, or
  /// neither, as for one tap.
  public func userDoubleTap(_ identifier: String) throws(UserActionError) {
    let element = try element(withIdentifier: identifier)
    if dropsTouches { return }
    try tap(element, identifier)
    try tap(element, identifier)
  }

  private func tap(_ element: UIView, _ identifier: String) throws(UserActionError) {
    switch element {
    case let button as UIButton:
      guard button.isEnabled else { throw UserActionError("button '\(identifier)' is disabled") }
      button.sendActions(for: .touchUpInside)
    case let toggle as UISwitch:
      guard toggle.isEnabled else { throw UserActionError("switch '\(identifier)' is disabled") }
      toggle.isOn.toggle()
      toggle.sendActions(for: .valueChanged)
    case let cell as UITableViewCell:
      guard let table = cell.superview as? UITableView else {
        throw UserActionError("row '\(identifier)' is in no table")
      }
      table.userSelect(cell)
    default:
      throw UserActionError(
        "'\(identifier)' is a \(element.kindName); only buttons, switches and rows can be tapped")
    }
  }

  /// Replaces a field's text as a user would, sending `.editingChanged`.
  public func userType(_ identifier: String, text: String) throws(UserActionError) {
    let element = try element(withIdentifier: identifier)
    guard let field = element as? UITextField else {
      throw UserActionError("'\(identifier)' is a \(element.kindName), not a text field")
    }
    guard field.isEnabled else { throw UserActionError("field '\(identifier)' is disabled") }
    if dropsTouches { return }
    field.text = text
    field.sendActions(for: .editingChanged)
  }

  /// What a person reads: a label's text, a field's value, a switch's "on"/"off", a button's
  /// title, a row's text.
  public func displayedText(of identifier: String) throws(UserActionError) -> String {
    let element = try element(withIdentifier: identifier)
    switch element {
    case let label as UILabel: return label.text ?? ""
    case let field as UITextField: return field.text ?? ""
    case let toggle as UISwitch: return toggle.isOn ? "on" : "off"
    case let button as UIButton: return button.currentTitle ?? ""
    case let cell as UITableViewCell: return cell.textLabel?.text ?? ""
    default: throw UserActionError("'\(identifier)' is a \(element.kindName) and shows no text")
    }
  }

  /// The system back gesture on the visible stack, completed or begun and cancelled. UIKit
  /// drives it through the stack's public `popViewController(animated:)`; it takes a
  /// transition's virtual duration, and cannot begin while the stack is still animating.
  public func userBackGesture(cancelled: Bool = false) throws(UserActionError) {
    if let top = presentationChain.last, presentationChain.count > 1,
      UIWindow.navigationStack(in: top) == nil
    {
      throw UserActionError("the visible sheet has no navigation stack to go back in")
    }
    guard let navigation = visibleNavigationController else {
      throw UserActionError("there is no navigation stack on the visible screen")
    }
    guard navigation.stack.count > 1 else {
      throw UserActionError(
        "the visible stack \(HierarchyNotation.describe(navigation)) has "
          + (navigation.stack.isEmpty ? "no screen" : "only one screen") + "; there is no back")
    }
    if dropsTouches { return }
    if navigation.runningTransition != nil || presentationInFlight(involving: navigation) != nil {
      throw UserActionError(
        "the back gesture cannot begin while \(HierarchyNotation.describe(navigation)) is "
          + "still animating")
    }
    navigation.pendingSystemGesture = .back(cancelled: cancelled)
    navigation.popViewController(animated: true)
    navigation.pendingSystemGesture = nil
  }

  /// A user's interactive dismissal of the top sheet, completed or begun and cancelled (see
  /// `UIViewController.userSwipeDown`).
  public func userSwipeDown(cancelled: Bool = false) throws(UserActionError) {
    let chain = presentationChain
    guard chain.count > 1, let sheet = chain.last, let presenter = sheet.presentingStorage else {
      throw UserActionError("there is no sheet to swipe down")
    }
    guard sheet.resolvedPresentationStyle.isSheet else {
      throw UserActionError(
        "\(HierarchyNotation.describe(sheet)) is presented full screen; it cannot be swiped down")
    }
    if dropsTouches { return }
    guard presentationsInFlight.isEmpty else {
      throw UserActionError(
        "\(HierarchyNotation.describe(sheet)) is still animating; a swipe cannot begin yet")
    }
    presenter.userSwipeDown(sheet, in: self, cancelled: cancelled)
  }

  /// A user's tap on a tab: `shouldSelect`, then selection (a re-tap pops to the root), then
  /// `didSelect`.
  public func userTapTab(named name: String) throws(UserActionError) {
    let chain = presentationChain
    guard let root = chain.first else { throw UserActionError("the window is empty") }
    guard chain.count == 1 else {
      throw UserActionError(
        "the tab bar is covered by \(HierarchyNotation.describe(chain[1])); dismiss it first")
    }
    guard let tabs = root as? UITabBarController else {
      throw UserActionError("there is no tab bar on the visible screen")
    }
    let names = tabs.children.map(\.tabName)
    guard let index = names.firstIndex(of: name) else {
      throw UserActionError(
        "no tab '\(name)'; the tabs are: " + names.joined(separator: ", "),
        availableIdentifiers: names)
    }
    if dropsTouches { return }
    tabs.userTap(tabAt: index)
  }

  static func navigationStack(in controller: UIViewController) -> UINavigationController? {
    if let navigation = controller as? UINavigationController { return navigation }
    if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
      return navigationStack(in: selected)
    }
    return nil
  }
}

extension UIView {
  var kindName: String {
    switch self {
    case is UIButton: "button"
    case is UISwitch: "switch"
    case is UITextField: "text field"
    case is UILabel: "label"
    case is UITableViewCell: "row"
    case is UITableView: "table"
    default: "view"
    }
  }
}
