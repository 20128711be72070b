import HeadlessUIKit

/// A user's name and bio; the same screen whether reached from a post or a deep link.
final class UserProfileViewController: UIViewController {
  private let viewModel: UserProfileViewModel
  private let nameLabel = UILabel()
  private let bioLabel = UILabel()

  init(viewModel: UserProfileViewModel) {
    self.viewModel = viewModel
    super.init()
    screenName = "UserProfile"
    screenID = viewModel.userID
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.accessibilityIdentifier = "name"
    nameLabel.text = viewModel.nameText
    bioLabel.accessibilityIdentifier = "bio"
    bioLabel.numberOfLines = 0
    bioLabel.text = viewModel.bioText
    view.addSubview(nameLabel)
    view.addSubview(bioLabel)
  }
}
