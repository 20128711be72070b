import Foundation
import HeadlessUIKit

/// The list of posts; a row is `post-ID` and shows the post's title.
final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let viewModel: FeedViewModel
  private let countLabel = UILabel()
  private let tableView = UITableView(style: .plain)

  init(viewModel: FeedViewModel) {
    self.viewModel = viewModel
    super.init()
    screenName = "Feed"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    countLabel.accessibilityIdentifier = "count"
    countLabel.text = viewModel.countText
    tableView.accessibilityIdentifier = "posts"
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(countLabel)
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = viewModel.rows[indexPath.row]
    let cell = UITableViewCell(style: .default, reuseIdentifier: "post")
    cell.accessibilityIdentifier = "post-\(row.postID)"
    cell.textLabel?.text = row.title
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.selectPost(id: viewModel.rows[indexPath.row].postID)
  }
}
