import HeadlessUIKit

/// The app's version; nothing to decide, so no view model: it shows the text it is given.
final class AboutViewController: UIViewController {
  private let versionText: String
  private let versionLabel = UILabel()

  init(versionText: String) {
    self.versionText = versionText
    super.init()
    screenName = "About"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    versionLabel.accessibilityIdentifier = "version"
    versionLabel.text = versionText
    view.addSubview(versionLabel)
  }
}
