import HeadlessUIKit

/// Another user's name and bio; the same module from PostDetail and from a deep link.
@MainActor
final class UserProfileViewController: UIViewController {
  /// Strong: the view owns its module (its presenter).
  private let output: any UserProfileViewOutput
  private let nameLabel = UILabel()
  private let bioLabel = UILabel()

  init(output: any UserProfileViewOutput, userID: Int) {
    self.output = output
    super.init()
    screenName = "UserProfile"
    screenID = userID
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.accessibilityIdentifier = "name"
    bioLabel.accessibilityIdentifier = "bio"
    bioLabel.numberOfLines = 0
    view.addSubview(nameLabel)
    view.addSubview(bioLabel)
    output.viewIsReady()
  }
}

extension UserProfileViewController: UserProfileViewInput {
  func display(name: String, bio: String) {
    nameLabel.text = name
    bioLabel.text = bio
  }
}
