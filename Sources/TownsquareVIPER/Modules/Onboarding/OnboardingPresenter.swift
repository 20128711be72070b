/// Keeps the page a user is on and turns taps into page changes or the end of onboarding.
@MainActor
final class OnboardingPresenter {
  weak var view: (any OnboardingViewInput)?
  private let interactor: any OnboardingInteractorInput
  private let wireframe: any OnboardingWireframeInput
  private weak var moduleOutput: (any OnboardingModuleOutput)?
  private var page: Int

  init(
    interactor: any OnboardingInteractorInput, wireframe: any OnboardingWireframeInput,
    moduleOutput: any OnboardingModuleOutput
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
    page = interactor.firstPage
  }
}

extension OnboardingPresenter: OnboardingViewOutput {
  func viewIsReady() {
    view?.display(pageText: interactor.pageText(for: page))
  }

  func didTapNext() {
    guard let next = interactor.page(after: page) else {
      interactor.finishOnboarding()
      return
    }
    page = next
    view?.display(pageText: interactor.pageText(for: page))
  }

  func didTapSkip() {
    interactor.finishOnboarding()
  }
}

extension OnboardingPresenter: OnboardingInteractorOutput {
  func didFinishOnboarding() {
    moduleOutput?.onboardingModuleDidFinish()
  }
}
