import Townsquare

/// Prefills the form; on save hands the stored profile back and closes the sheet.
@MainActor
final class EditProfilePresenter {
  weak var view: (any EditProfileViewInput)?
  private let interactor: any EditProfileInteractorInput
  private let wireframe: any EditProfileWireframeInput
  private weak var moduleOutput: (any EditProfileModuleOutput)?

  init(
    interactor: any EditProfileInteractorInput, wireframe: any EditProfileWireframeInput,
    moduleOutput: any EditProfileModuleOutput
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
  }
}

extension EditProfilePresenter: EditProfileViewOutput {
  func viewIsReady() {
    if let profile = interactor.currentProfile {
      view?.display(name: profile.name, bio: profile.bio)
    }
    view?.display(error: "")
  }

  func didTapSave(name: String, bio: String) {
    do {
      let saved = try interactor.updateProfile(name: name, bio: bio)
      moduleOutput?.editProfileModule(didSave: saved)
      wireframe.closeModule()
    } catch {
      view?.display(error: error.message)
    }
  }

  func didTapCancel() {
    wireframe.closeModule()
  }
}
