/// Keeps the page a user is on and turns taps into page changes or the end of onboarding.
@MainActor
final class OnboardingPresenter {
  weak var view: (any OnboardingViewInput)?
  private let interactor: any OnboardingInteractorInput
  private weak var moduleOutput: (any OnboardingModuleOutput)?
  private var page: Int

  init(interactor: any OnboardingInteractorInput, moduleOutput: any OnboardingModuleOutput) {
    self.interactor = interactor
    self.moduleOutput = moduleOutput
    page = interactor.initialPage
  }

  private func finish() {
    interactor.markSeen()
    moduleOutput?.onboardingModuleDidFinish()
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
