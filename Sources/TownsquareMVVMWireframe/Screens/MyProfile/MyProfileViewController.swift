import HeadlessUIKit

/// The logged-in user's profile, with ways to edit it and to the settings.
final class MyProfileViewController: UIViewController {
  private let viewModel: MyProfileViewModel
  private let nameLabel = UILabel()
  private let bioLabel = UILabel()
  private let editButton = UIButton(type: .system)
  private let settingsButton = UIButton(type: .system)

  init(viewModel: MyProfileViewModel) {
    self.viewModel = viewModel
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
    editButton.addAction(UIAction { [weak self] _ in self?.viewModel.edit() }, for: .touchUpInside)
    settingsButton.accessibilityIdentifier = "settings"
    settingsButton.setTitle("Settings", for: .normal)
    settingsButton.addAction(
      UIAction { [weak self] _ in self?.viewModel.openSettings() }, for: .touchUpInside)
    for element in [nameLabel, bioLabel, editButton, settingsButton] { view.addSubview(element) }
    viewModel.onChange = { [weak self] in self?.render() }
    render()
  }

  private func render() {
    nameLabel.text = viewModel.nameText
    bioLabel.text = viewModel.bioText
  }
}
