/// Prefills the form, explains a refused save, and reports how editing ended.
@MainActor
final class EditProfilePresenter {
  weak var view: (any EditProfileViewInput)?
  private let interactor: any EditProfileInteractorInput
  private weak var output: (any EditProfileModuleOutput)?

  init(interactor: any EditProfileInteractorInput, output: any EditProfileModuleOutput) {
    self.interactor = interactor
    self.output = output
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
      output?.editProfileModule(didSave: saved)
    } catch {
      view?.display(error: error.message)
    }
  }

  func didTapCancel() {
    output?.editProfileModuleDidCancel()
  }
}
