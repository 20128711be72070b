import Townsquare

/// Shows the logged-in user's profile, and reports the way the user wants to go.
@MainActor
final class MyProfilePresenter {
  weak var view: (any MyProfileViewInput)?
  private let interactor: any MyProfileInteractorInput
  private weak var output: (any MyProfileModuleOutput)?

  init(interactor: any MyProfileInteractorInput, output: any MyProfileModuleOutput) {
    self.interactor = interactor
    self.output = output
  }
}

extension MyProfilePresenter: MyProfileViewOutput {
  func viewIsReady() {
    guard let profile = interactor.currentProfile else { return }
    show(profile)
  }

  func didTapEdit() {
    output?.myProfileModuleDidRequestEdit()
  }

  func didTapSettings() {
    output?.myProfileModuleDidRequestSettings()
  }
}

extension MyProfilePresenter: MyProfileModuleInput {
  func show(_ profile: Profile) {
    view?.display(name: profile.name, bio: profile.bio)
  }
}
