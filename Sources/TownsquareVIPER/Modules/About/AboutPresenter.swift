/// Shows the app's version.
@MainActor
final class AboutPresenter {
  weak var view: (any AboutViewInput)?
  private let interactor: any AboutInteractorInput

  init(interactor: any AboutInteractorInput) {
    self.interactor = interactor
  }
}

extension AboutPresenter: AboutViewOutput {
  func viewIsReady() {
    view?.display(version: interactor.versionText)
  }
}
