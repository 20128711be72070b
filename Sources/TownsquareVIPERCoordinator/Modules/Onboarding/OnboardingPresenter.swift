/// Keeps the page a user is on and turns taps into page changes or the end of onboarding.
@MainActor
final class OnboardingPresenter {
  weak var view: (any OnboardingViewInput)?
  private let interactor: any OnboardingInteractorInput
  private weak var output: (any OnboardingModuleOutput)?
  private var page: Int

  init(interactor: any OnboardingInteractorInput, output: any OnboardingModuleOutput) {
    self.interactor = interactor
    self.output = output
    page = interactor.initialPage
  }

  private func finish() {
    interactor.markSeen()
    output?.onboardingModuleDidFinish()
  }
}

extension OnboardingPresenter: OnboardingViewOutput {
  func viewIsReady() {
    view?.display(pageText: interactor.pageText(page))
  }

  func didTapNext() {
    guard let next = interactor.page(after: page) else { return finish() }
    page = next
    view?.display(pageText: interactor.pageText(page))
  }

  func didTapSkip() {
    finish()
  }
}
