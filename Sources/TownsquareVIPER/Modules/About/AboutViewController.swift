import HeadlessUIKit

/// The app's version.
@MainActor
final class AboutViewController: UIViewController {
  /// Strong: the view owns its module (its presenter).
  private let output: any AboutViewOutput
  private let versionLabel = UILabel()

  init(output: any AboutViewOutput) {
    self.output = output
    super.init()
    screenName = "About"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    versionLabel.accessibilityIdentifier = "version"
    view.addSubview(versionLabel)
    output.viewIsReady()
  }
}

extension AboutViewController: AboutViewInput {
  func display(version: String) {
    versionLabel.text = version
  }
}
