import HeadlessUIKit

/// A post's title and byline, with a way to its author.
final class PostDetailViewController: UIViewController {
  private let viewModel: PostDetailViewModel
  private let titleLabel = UILabel()
  private let bylineLabel = UILabel()
  private let authorButton = UIButton(type: .system)

  init(viewModel: PostDetailViewModel) {
    self.viewModel = viewModel
    super.init()
    screenName = "PostDetail"
    screenID = viewModel.postID
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.accessibilityIdentifier = "title"
    titleLabel.numberOfLines = 0
    titleLabel.text = viewModel.titleText
    bylineLabel.accessibilityIdentifier = "byline"
    bylineLabel.text = viewModel.bylineText
    authorButton.accessibilityIdentifier = "author"
    authorButton.setTitle("View author", for: .normal)
    authorButton.addAction(
      UIAction { [weak self] _ in self?.viewModel.showAuthor() }, for: .touchUpInside)
    for element in [titleLabel, bylineLabel, authorButton] { view.addSubview(element) }
  }
}
