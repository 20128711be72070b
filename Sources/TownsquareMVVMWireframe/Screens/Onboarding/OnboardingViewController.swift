import HeadlessUIKit

/// Three pages of introduction, shown as the window's bare root.
final class OnboardingViewController: UIViewController {
  private let viewModel: OnboardingViewModel
  private let pageLabel = UILabel()
  private let nextButton = UIButton(type: .system)
  private let skipButton = UIButton(type: .system)

  init(viewModel: OnboardingViewModel) {
    self.viewModel = viewModel
    super.init()
    screenName = "Onboarding"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    pageLabel.accessibilityIdentifier = "page"
    nextButton.accessibilityIdentifier = "next"
    nextButton.setTitle("Next", for: .normal)
    nextButton.addAction(UIAction { [weak self] _ in self?.viewModel.next() }, for: .touchUpInside)
    skipButton.accessibilityIdentifier = "skip"
    skipButton.setTitle("Skip", for: .normal)
    skipButton.addAction(UIAction { [weak self] _ in self?.viewModel.skip() }, for: .touchUpInside)
    for element in [pageLabel, nextButton, skipButton] { view.addSubview(element) }
    viewModel.onChange = { [weak self] in self?.render() }
    render()
  }

  private func render() {
    pageLabel.text = viewModel.pageText
  }
}
