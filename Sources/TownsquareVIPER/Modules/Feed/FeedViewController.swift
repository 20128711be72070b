import Foundation
import HeadlessUIKit

/// The list of posts and their count. Rows are cells `post-ID` titled with the post's title.
@MainActor
final class FeedViewController: UIViewController {
  /// Strong: the view owns its module (presenter, and through it the wireframe).
  private let output: any FeedViewOutput
  private let tableView = UITableView(style: .plain)
  private let countLabel = UILabel()
  private var rows: [FeedRowViewModel] = []

  init(output: any FeedViewOutput) {
    self.output = output
    super.init()
    screenName = "Feed"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "posts"
    tableView.dataSource = self
    tableView.delegate = self
    countLabel.accessibilityIdentifier = "count"
    view.addSubview(tableView)
    view.addSubview(countLabel)
    output.viewIsReady()
  }
}

extension FeedViewController: FeedViewInput {
  func display(rows: [FeedRowViewModel], countText: String) {
    self.rows = rows
    countLabel.text = countText
    tableView.reloadData()
  }
}

extension FeedViewController: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = rows[indexPath.row]
    let cell = UITableViewCell(style: .default, reuseIdentifier: "post")
    cell.accessibilityIdentifier = "post-\(row.postID)"
    cell.textLabel?.text = row.title
    return cell
  }
}

extension FeedViewController: UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    output.didSelectPost(id: rows[indexPath.row].postID)
  }
}
