import HeadlessUIKit

/// The calls coordinators write: protocol requirements cannot have default arguments, so the
/// defaults (`#fileID`, `#line` of the coordinator's call site among them) live here.
extension Router {
  func push(
    _ screen: UIViewController, animated: Bool = true, onPop: (() -> Void)? = nil,
    file: String = #fileID, line: UInt = #line
  ) {
    push(screen, animated: animated, onPop: onPop, file: file, line: line)
  }

  func pop(animated: Bool = true, file: String = #fileID, line: UInt = #line) {
    pop(animated: animated, file: file, line: line)
  }

  func popToRoot(animated: Bool = true, file: String = #fileID, line: UInt = #line) {
    popToRoot(animated: animated, file: file, line: line)
  }

  func setRoot(
    _ screens: [UIViewController], animated: Bool = false, onPop: (() -> Void)? = nil,
    file: String = #fileID, line: UInt = #line
  ) {
    setRoot(screens, animated: animated, onPop: onPop, file: file, line: line)
  }

  func present(
    _ controller: UIViewController, animated: Bool = true, file: String = #fileID,
    line: UInt = #line
  ) {
    present(controller, animated: animated, file: file, line: line)
  }

  func dismiss(
    animated: Bool = true, completion: (() -> Void)? = nil, file: String = #fileID,
    line: UInt = #line
  ) {
    dismiss(animated: animated, completion: completion, file: file, line: line)
  }
}
