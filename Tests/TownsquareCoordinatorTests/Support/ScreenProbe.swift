import Foundation
import HeadlessUIKit
import XCTest

/// Drives one screen outside any window, as a user would: finds elements by their
/// accessibility identifier in the screen's view tree. For coordinator unit tests.
@MainActor
enum ScreenProbe {
  static func element(
    _ id: String, in screen: UIViewController?, file: StaticString = #filePath, line: UInt = #line
  ) -> UIView? {
    guard let view = screen?.view else {
      XCTFail("no screen to look for '\(id)' in", file: file, line: line)
      return nil
    }
    for case let table as UITableView in descendants(of: view) { table.layoutIfNeeded() }
    let found = descendants(of: view).first { $0.accessibilityIdentifier == id }
    if found == nil {
      XCTFail("no '\(id)' on \(screen?.notationName ?? "?")", file: file, line: line)
    }
    return found
  }

  static func tap(
    _ id: String, on screen: UIViewController?, file: StaticString = #filePath, line: UInt = #line
  ) {
    switch element(id, in: screen, file: file, line: line) {
    case let button as UIButton: button.sendActions(for: .touchUpInside)
    case let cell as UITableViewCell:
      guard let table = cell.superview as? UITableView, let path = table.indexPath(for: cell)
      else { return XCTFail("row '\(id)' is in no table", file: file, line: line) }
      table.delegate?.tableView(table, didSelectRowAt: path)
    case let toggle as UISwitch:
      toggle.isOn.toggle()
      toggle.sendActions(for: .valueChanged)
    default: XCTFail("'\(id)' cannot be tapped", file: file, line: line)
    }
  }

  static func type(
    _ id: String, _ text: String, on screen: UIViewController?, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard let field = element(id, in: screen, file: file, line: line) as? UITextField else {
      return XCTFail("'\(id)' is not a text field", file: file, line: line)
    }
    field.text = text
    field.sendActions(for: .editingChanged)
  }

  static func text(
    _ id: String, on screen: UIViewController?, file: StaticString = #filePath, line: UInt = #line
  ) -> String? {
    switch element(id, in: screen, file: file, line: line) {
    case let label as UILabel: label.text
    case let field as UITextField: field.text
    default: nil
    }
  }

  private static func descendants(of view: UIView) -> [UIView] {
    view.subviews + view.subviews.flatMap(descendants)
  }
}
