import SwiftMetrics
import XCTest

/// A storyboard helper called on a screen type (`X.instantiate()`, a protocol extension
/// returning `Self`) gives that screen, so what is done with it is an edge.
final class StaticFactoryScreenTests: XCTestCase {
  private static let sources: [(path: String, text: String)] = [
    (
      "Notes/Storyboarded.swift",
      """
      import UIKit
      protocol Storyboarded { static func instantiate() -> Self }
      extension Storyboarded where Self: UIViewController {
        static func instantiate() -> Self {
          let id = String(describing: self)
          return UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: id) as! Self
        }
        static func instantiateFromStoryboard(_ name: String) -> Self {
          UIStoryboard(name: name, bundle: nil).instantiateInitialViewController() as! Self
        }
      }
      """
    ),
    (
      "Notes/Screens.swift",
      """
      import UIKit
      final class NotesViewController: UIViewController, Storyboarded {
        var onSelect: (() -> Void)?
        func didSelectRow() { onSelect?() }
      }
      final class NoteViewController: UIViewController, Storyboarded {}
      final class NotesCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let notes = NotesViewController.instantiate()
          notes.onSelect = { [weak self] in self?.showNote() }
          navigationController.pushViewController(notes, animated: false)
        }
        func showNote() {
          navigationController.pushViewController(NoteViewController.instantiateFromStoryboard("Note"), animated: true)
        }
      }
      """
    ),
  ]

  func testStaticStoryboardHelpersGiveTheirScreen() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.sources))
    XCTAssertEqual(
      lines,
      [
        "(launch) -> NotesViewController push by NotesCoordinator (Coordinator) Screens.swift:13",
        "NotesViewController -> NoteViewController push by NotesCoordinator (Coordinator) Screens.swift:16",
      ])
  }
}
