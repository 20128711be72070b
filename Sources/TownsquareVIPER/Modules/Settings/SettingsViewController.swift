import HeadlessUIKit

/// The notifications switch, the way to About, and logout.
@MainActor
final class SettingsViewController: UIViewController {
  /// Strong: the view owns its module (presenter, and through it the wireframe).
  private let output: any SettingsViewOutput
  private let notificationsSwitch = UISwitch()
  private let aboutButton = UIButton(type: .system)
  private let logoutButton = UIButton(type: .system)

  init(output: any SettingsViewOutput) {
    self.output = output
    super.init()
    screenName = "Settings"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    notificationsSwitch.accessibilityIdentifier = "notifications"
    notificationsSwitch.addAction(
      UIAction { [weak self] _ in self?.switchChanged() }, for: .valueChanged)
    aboutButton.accessibilityIdentifier = "about"
    aboutButton.setTitle("About", for: .normal)
    aboutButton.addAction(
      UIAction { [weak self] _ in self?.output.didTapAbout() }, for: .touchUpInside)
    logoutButton.accessibilityIdentifier = "logout"
    logoutButton.setTitle("Log out", for: .normal)
    logoutButton.addAction(
      UIAction { [weak self] _ in self?.output.didTapLogout() }, for: .touchUpInside)
    for element in [notificationsSwitch, aboutButton, logoutButton] { view.addSubview(element) }
    output.viewIsReady()
  }

  private func switchChanged() {
    output.didSwitchNotifications(on: notificationsSwitch.isOn)
  }
}

extension SettingsViewController: SettingsViewInput {
  func display(notificationsOn: Bool) {
    notificationsSwitch.setOn(notificationsOn, animated: false)
  }
}
