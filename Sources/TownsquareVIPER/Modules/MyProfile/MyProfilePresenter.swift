import Townsquare

/// Shows the logged-in user's profile; the output of EditProfile (the saved profile) and of
/// Settings (logout, passed up to MainTabs).
@MainActor
final class MyProfilePresenter {
  weak var view: (any MyProfileViewInput)?
  private let interactor: any MyProfileInteractorInput
  private let wireframe: any MyProfileWireframeInput
  private weak var moduleOutput: (any MyProfileModuleOutput)?

  init(
    interactor: any MyProfileInteractorInput, wireframe: any MyProfileWireframeInput,
    moduleOutput: any MyProfileModuleOutput
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
  }

  private func display(_ profile: Profile) {
    view?.display(name: profile.name, bio: profile.bio)
  }
}

extension MyProfilePresenter: MyProfileViewOutput {
  func viewIsReady() {
    guard let profile = interactor.currentProfile else { return }
    display(profile)
  }

  func didTapEdit() {
    wireframe.openEditProfile(output: self)
  }

  func didTapSettings() {
    wireframe.openSettings(output: self)
  }
}

extension MyProfilePresenter: MyProfileModuleInput {
  func showSettings() {
    wireframe.setStackToSettings(output: self)
  }

  func showEditProfile() {
    wireframe.setStackToRootAndOpenEditProfile(output: self)
  }
}

extension MyProfilePresenter: EditProfileModuleOutput {
  func editProfileModule(didSave profile: Profile) {
    display(profile)
  }
}

extension MyProfilePresenter: SettingsModuleOutput {
  func settingsModuleDidLogOut() {
    moduleOutput?.myProfileModuleDidLogOut()
  }
}
