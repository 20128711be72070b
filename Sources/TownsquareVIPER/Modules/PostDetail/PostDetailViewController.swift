import HeadlessUIKit

/// One post: its title, its author's name and a button to the author's profile.
@MainActor
final class PostDetailViewController: UIViewController {
  /// Strong: the view owns its module (presenter, and through it the wireframe).
  private let output: any PostDetailViewOutput
  private let titleLabel = UILabel()
  private let bylineLabel = UILabel()
  private let authorButton = UIButton(type: .system)

  init(output: any PostDetailViewOutput, postID: Int) {
    self.output = output
    super.init()
    screenName = "PostDetail"
    screenID = postID
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.accessibilityIdentifier = "title"
    titleLabel.numberOfLines = 0
    bylineLabel.accessibilityIdentifier = "byline"
    authorButton.accessibilityIdentifier = "author"
    authorButton.setTitle("View author", for: .normal)
    authorButton.addAction(
      UIAction { [weak self] _ in self?.output.didTapAuthor() }, for: .touchUpInside)
    for element in [titleLabel, bylineLabel, authorButton] { view.addSubview(element) }
    output.viewIsReady()
  }
}

extension PostDetailViewController: PostDetailViewInput {
  func display(title: String, byline: String) {
    titleLabel.text = title
    bylineLabel.text = byline
  }
}
