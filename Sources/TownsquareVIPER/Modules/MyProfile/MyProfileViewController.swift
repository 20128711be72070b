import HeadlessUIKit

/// The logged-in user's name and bio, with the ways to edit them and to reach Settings.
@MainActor
final class MyProfileViewController: UIViewController {
  /// Strong: the view owns its module (presenter, and through it the wireframe).
  private let output: any MyProfileViewOutput
  private let nameLabel = UILabel()
  private let bioLabel = UILabel()
  private let editButton = UIButton(type: .system)
  private let settingsButton = UIButton(type: .system)

  init(output: any MyProfileViewOutput) {
    self.output = output
    super.init()
    screenName = "MyProfile"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameLabel.accessibilityIdentifier = "name"
    bioLabel.accessibilityIdentifier = "bio"
    bioLabel.numberOfLines = 0
    editButton.accessibilityIdentifier = "edit"
    editButton.setTitle("Edit profile", for: .normal)
    editButton.addAction(
      UIAction { [weak self] _ in self?.output.didTapEdit() }, for: .touchUpInside)
    settingsButton.accessibilityIdentifier = "settings"
    settingsButton.setTitle("Settings", for: .normal)
    settingsButton.addAction(
      UIAction { [weak self] _ in self?.output.didTapSettings() }, for: .touchUpInside)
    for element in [nameLabel, bioLabel, editButton, settingsButton] { view.addSubview(element) }
    output.viewIsReady()
  }
}

extension MyProfileViewController: MyProfileViewInput {
  func display(name: String, bio: String) {
    nameLabel.text = name
    bioLabel.text = bio
  }
}
