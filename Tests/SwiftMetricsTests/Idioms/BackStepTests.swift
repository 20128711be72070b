import SwiftMetrics
import XCTest

/// Back steps: a pop goes back to the screens that push the one it takes away, a dismissal to
/// the screens that present it — found from the forward edges, from the triggering screen when
/// something pushes (presents) it, else from what the step is made on, else from the screens
/// the deciding type builds; `popToRoot` to the bottom of the stack. When nothing is known to
/// push (present) the screen, there is no edge rather than a guessed one.
final class BackStepTests: XCTestCase {
  /// An editor pushed from two lists pops itself; a screen nobody pushes does the same.
  private static let notes: [(path: String, text: String)] = [
    (
      "Notes/Notes.swift",
      """
      import UIKit
      final class NotesViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          navigationController?.pushViewController(NoteEditorViewController(), animated: true)
        }
      }
      final class SearchViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          navigationController?.pushViewController(NoteEditorViewController(), animated: true)
        }
      }
      final class NoteEditorViewController: UIViewController {
        @objc private func save() {
          navigationController?.popViewController(animated: true)
        }
      }
      final class TrashViewController: UIViewController {
        @objc private func close() {
          navigationController?.popViewController(animated: true)
        }
      }
      """
    )
  ]

  func testAPopGoesBackToEveryScreenThatPushesIt() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.notes))
    XCTAssertEqual(
      lines,
      [
        "NoteEditorViewController -> NotesViewController pop by NoteEditorViewController (View) Notes.swift:14",
        "NoteEditorViewController -> SearchViewController pop by NoteEditorViewController (View) Notes.swift:14",
        "NotesViewController -> NoteEditorViewController push by NotesViewController (View) Notes.swift:4",
        "SearchViewController -> NoteEditorViewController push by SearchViewController (View) Notes.swift:9",
      ], lines.joined(separator: "\n"))
  }

  /// A composer presented (in its own navigation controller) from two screens dismisses
  /// itself; a screen nobody presents does the same.
  private static let mail: [(path: String, text: String)] = [
    (
      "Mail/Mail.swift",
      """
      import UIKit
      final class InboxViewController: UIViewController {
        @objc private func composeTapped() {
          present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
        }
      }
      final class ThreadViewController: UIViewController {
        @objc private func replyTapped() {
          present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
        }
      }
      final class ComposeViewController: UIViewController {
        @objc private func cancelTapped() { dismiss(animated: true) }
      }
      final class WhatsNewViewController: UIViewController {
        @objc private func continueTapped() { dismiss(animated: true) }
      }
      """
    )
  ]

  func testADismissalGoesBackToEveryScreenThatPresentsIt() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.mail))
    XCTAssertEqual(
      lines,
      [
        "ComposeViewController -> InboxViewController dismiss by ComposeViewController (View) Mail.swift:13",
        "ComposeViewController -> ThreadViewController dismiss by ComposeViewController (View) Mail.swift:13",
        "InboxViewController -> ComposeViewController present by InboxViewController (View) Mail.swift:4",
        "ThreadViewController -> ComposeViewController present by ThreadViewController (View) Mail.swift:9",
      ], lines.joined(separator: "\n"))
  }

  /// Deleting from an article's options sheet closes the sheet and pops the article under it:
  /// the sheet is presented, not pushed, so the pop goes back from what it is made on (the
  /// article) — to the feed, not to the article that pushes the comments.
  private static let reader: [(path: String, text: String)] = [
    (
      "Reader/ReaderCoordinator.swift",
      """
      import UIKit
      final class FeedViewController: UIViewController { var onOpenArticle: (() -> Void)? }
      final class ArticleViewController: UIViewController {
        var onComments: (() -> Void)?
        var onMore: (() -> Void)?
      }
      final class CommentsViewController: UIViewController {}
      final class ArticleOptionsViewController: UIViewController { var onDelete: (() -> Void)? }
      final class ReaderCoordinator {
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let feed = FeedViewController()
          feed.onOpenArticle = { [weak self] in self?.showArticle() }
          navigationController.setViewControllers([feed], animated: false)
        }
        private func showArticle() {
          let article = ArticleViewController()
          article.onComments = { [weak self] in
            self?.navigationController.pushViewController(CommentsViewController(), animated: true)
          }
          article.onMore = { [weak self, weak article] in
            guard let article else { return }
            self?.showOptions(for: article)
          }
          navigationController.pushViewController(article, animated: true)
        }
        private func showOptions(for article: ArticleViewController) {
          let options = ArticleOptionsViewController()
          options.onDelete = { [weak article] in
            article?.dismiss(animated: true)
            article?.navigationController?.popViewController(animated: true)
          }
          article.present(options, animated: true)
        }
      }
      """
    )
  ]

  func testAPopMadeOnAnotherScreenGoesBackToWhatPushesThatScreen() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.reader))
    XCTAssertEqual(
      lines.filter { $0.hasPrefix("ArticleOptionsViewController -> ") },
      [
        "ArticleOptionsViewController -> ArticleViewController dismiss by ReaderCoordinator (Coordinator) ReaderCoordinator.swift:31",
        "ArticleOptionsViewController -> FeedViewController pop by ReaderCoordinator (Coordinator) ReaderCoordinator.swift:32",
      ], lines.joined(separator: "\n"))
  }

  /// Tracking's "done" pops to the orders list two levels down; a cancelled order's
  /// notification pops whatever is on top, from no screen.
  private static let orders: [(path: String, text: String)] = [
    (
      "Orders/OrdersCoordinator.swift",
      """
      import UIKit
      final class OrdersViewController: UIViewController { var onSelect: ((Int) -> Void)? }
      final class OrderViewController: UIViewController { var onTrack: (() -> Void)? }
      final class TrackingViewController: UIViewController { var onDone: (() -> Void)? }
      final class OrdersCoordinator {
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) {
          self.navigationController = navigationController
          NotificationCenter.default.addObserver(
            self, selector: #selector(orderWasCancelled), name: .orderCancelled, object: nil)
        }
        func start() {
          let orders = OrdersViewController()
          orders.onSelect = { [weak self] id in self?.showOrder(id) }
          navigationController.pushViewController(orders, animated: false)
        }
        private func showOrder(_ id: Int) {
          let order = OrderViewController()
          order.onTrack = { [weak self] in self?.showTracking() }
          navigationController.pushViewController(order, animated: true)
        }
        private func showTracking() {
          let tracking = TrackingViewController()
          tracking.onDone = { [weak self] in self?.navigationController.popToRootViewController(animated: true) }
          navigationController.pushViewController(tracking, animated: true)
        }
        @objc private func orderWasCancelled() {
          navigationController.popViewController(animated: true)
        }
      }
      """
    )
  ]

  func testPopToRootGoesToTheStacksRootAndAnEventsPopToThePushersOfTheFlowsScreens() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.orders))
    XCTAssertEqual(
      lines.filter { $0.contains(" pop") },
      [
        "(event) -> OrderViewController pop by OrdersCoordinator (Coordinator) OrdersCoordinator.swift:28",
        "(event) -> OrdersViewController pop by OrdersCoordinator (Coordinator) OrdersCoordinator.swift:28",
        "TrackingViewController -> OrdersViewController popToRoot by OrdersCoordinator (Coordinator) OrdersCoordinator.swift:24",
      ], lines.joined(separator: "\n"))
  }
}
