import SwiftMetrics
import XCTest

/// Segue destinations (`segueSites`): a storyboard segue's destination is a screen only the
/// code that prepares it names, by casting `segue.destination` in the view controller's
/// `prepare(for:sender:)`. Each screen type cast to there (`as?`, `as!`, `case let x as T`,
/// `is`) is a `segue` edge from that view controller at the cast's line; a cast in any other
/// method names no destination.
final class SegueCastTests: XCTestCase {
  /// An inbox prepares two segues: the selected row's reader (`as?` in an `if let`) and the
  /// composer (`as!` once the identifier is known).
  private static let inbox: [(path: String, text: String)] = [
    (
      "Mail/InboxViewController.swift",
      """
      import UIKit
      final class InboxViewController: UITableViewController {
        private var messages: [Message] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          if let reader = segue.destination as? MessageViewController,
            let indexPath = tableView.indexPathForSelectedRow
          {
            reader.message = messages[indexPath.row]
          } else if segue.identifier == "compose" {
            let composer = segue.destination as! ComposeViewController
            composer.delegate = self
          }
        }
      }
      """
    ),
    (
      "Mail/MessageViewController.swift",
      """
      import UIKit
      final class MessageViewController: UIViewController {
        var message: Message?
      }
      """
    ),
    (
      "Mail/ComposeViewController.swift",
      """
      import UIKit
      protocol ComposeViewControllerDelegate: AnyObject {
        func composeViewControllerDidSend(_ controller: ComposeViewController)
      }
      final class ComposeViewController: UIViewController {
        weak var delegate: ComposeViewControllerDelegate?
      }
      """
    ),
  ]

  func testConditionalAndForcedCastsAreSegueDestinations() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.inbox))
    XCTAssertEqual(
      lines.sorted(),
      [
        "InboxViewController -> ComposeViewController segue by InboxViewController (View) InboxViewController.swift:10",
        "InboxViewController -> MessageViewController segue by InboxViewController (View) InboxViewController.swift:5",
      ], lines.joined(separator: "\n"))
  }

  /// An account screen switches on the destination (`case let x as T`) and checks one with
  /// `is` before logging it.
  private static let account: [(path: String, text: String)] = [
    (
      "Settings/AccountViewController.swift",
      """
      import UIKit
      final class AccountViewController: UIViewController {
        var account: Account!
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          super.prepare(for: segue, sender: sender)
          switch segue.destination {
          case let profile as EditProfileViewController:
            profile.account = account
          case let security as SecurityViewController:
            security.delegate = self
          default:
            break
          }
          if segue.destination is SupportViewController {
            Analytics.shared.track("support_opened")
          }
        }
      }
      final class EditProfileViewController: UIViewController { var account: Account? }
      final class SecurityViewController: UIViewController { weak var delegate: AnyObject? }
      final class SupportViewController: UIViewController {}
      """
    )
  ]

  func testSwitchPatternsAndIsChecksAreSegueDestinations() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.account))
    XCTAssertEqual(
      lines.sorted(),
      [
        "AccountViewController -> EditProfileViewController segue by AccountViewController (View) AccountViewController.swift:7",
        "AccountViewController -> SecurityViewController segue by AccountViewController (View) AccountViewController.swift:9",
        "AccountViewController -> SupportViewController segue by AccountViewController (View) AccountViewController.swift:14",
      ], lines.joined(separator: "\n"))
  }

  /// Casts outside `prepare(for:sender:)`: an unwind action reading `segue.source` and
  /// `viewDidLoad` reading an embedded child name no destination of this screen.
  private static let tasks: [(path: String, text: String)] = [
    (
      "Tasks/TasksViewController.swift",
      """
      import UIKit
      final class TasksViewController: UITableViewController {
        private var tasks: [TaskItem] = []
        private var selectedTask: TaskItem?
        override func viewDidLoad() {
          super.viewDidLoad()
          if let summary = children.first as? TaskSummaryViewController {
            summary.tasks = tasks
          }
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          guard let detail = segue.destination as? TaskDetailViewController else { return }
          detail.task = selectedTask
        }
        @IBAction func unwindFromEditor(_ segue: UIStoryboardSegue) {
          guard let editor = segue.source as? TaskEditorViewController else { return }
          tasks.append(editor.task)
          tableView.reloadData()
        }
      }
      final class TaskDetailViewController: UIViewController { var task: TaskItem? }
      final class TaskEditorViewController: UIViewController { var task = TaskItem() }
      final class TaskSummaryViewController: UIViewController { var tasks: [TaskItem] = [] }
      """
    )
  ]

  func testACastInAnotherMethodIsNoSegue() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.tasks))
    XCTAssertEqual(
      lines.sorted(),
      [
        "TasksViewController -> TaskDetailViewController segue by TasksViewController (View) TasksViewController.swift:12"
      ], lines.joined(separator: "\n"))
  }
}
