import HeadlessUIKit

/// The notifications switch, a way to About, and logout.
final class SettingsViewController: UIViewController {
  private let viewModel: SettingsViewModel
  private let notificationsSwitch = UISwitch()
  private let aboutButton = UIButton(type: .system)
  private let logoutButton = UIButton(type: .system)

  init(viewModel: SettingsViewModel) {
    self.viewModel = viewModel
    super.init()
    screenName = "Settings"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    notificationsSwitch.accessibilityIdentifier = "notifications"
    notificationsSwitch.setOn(viewModel.notificationsEnabled, animated: false)
    notificationsSwitch.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        viewModel.setNotifications(notificationsSwitch.isOn)
        // Shows what the store kept, as the presenters do.
        notificationsSwitch.setOn(viewModel.notificationsEnabled, animated: false)
      }, for: .valueChanged)
    aboutButton.accessibilityIdentifier = "about"
    aboutButton.setTitle("About", for: .normal)
    aboutButton.addAction(
      UIAction { [weak self] _ in self?.viewModel.showAbout() }, for: .touchUpInside)
    logoutButton.accessibilityIdentifier = "logout"
    logoutButton.setTitle("Log out", for: .normal)
    logoutButton.addAction(
      UIAction { [weak self] _ in self?.viewModel.logOut() }, for: .touchUpInside)
    for element in [notificationsSwitch, aboutButton, logoutButton] { view.addSubview(element) }
  }
}
