import Townsquare

/// Saves a new name and bio through the shared ProfileInteractor; hands the stored profile
/// back through the module output and asks its wireframe to close the sheet.
@MainActor
final class EditProfileViewModel {
  var onChange: (() -> Void)?

  private let profile: any ProfileServicing
  private let wireframe: any EditProfileWireframeInput
  private weak var moduleOutput: (any EditProfileModuleOutput)?
  private(set) var errorText = ""

  init(
    profile: any ProfileServicing, wireframe: any EditProfileWireframeInput,
    moduleOutput: any EditProfileModuleOutput
  ) {
    self.profile = profile
    initialProfile = profile.currentProfile
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
  }

  /// What the fields start with: the profile as stored now.
  let initialProfile: Profile?

  func save(name: String, bio: String) {
    do {
      let saved = try profile.updateProfile(name: name, bio: bio)
      moduleOutput?.editProfileModule(didSave: saved)
      wireframe.closeModule()
    } catch {
      errorText = error.message
      onChange?()
    }
  }

  func cancel() {
    wireframe.closeModule()
  }
}
