import HeadlessUIKit

/// The bare Onboarding screen: the page label and two buttons, nothing decided here.
@MainActor
final class OnboardingViewController: UIViewController {
  /// Strong: the view owns its module (its presenter).
  private let output: any OnboardingViewOutput
  private let pageLabel = UILabel()
  private let nextButton = UIButton(type: .system)
  private let skipButton = UIButton(type: .system)

  init(output: any OnboardingViewOutput) {
    self.output = output
    super.init()
    screenName = "Onboarding"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    pageLabel.accessibilityIdentifier = "page"
    nextButton.accessibilityIdentifier = "next"
    nextButton.setTitle("Next", for: .normal)
    nextButton.addAction(
      UIAction { [weak self] _ in self?.output.didTapNext() }, for: .touchUpInside)
    skipButton.accessibilityIdentifier = "skip"
    skipButton.setTitle("Skip", for: .normal)
    skipButton.addAction(
      UIAction { [weak self] _ in self?.output.didTapSkip() }, for: .touchUpInside)
    for element in [pageLabel, nextButton, skipButton] { view.addSubview(element) }
    output.viewIsReady()
  }
}

extension OnboardingViewController: OnboardingViewInput {
  func display(pageText: String) {
    pageLabel.text = pageText
  }
}
