import Townsquare

/// The logged-in user's name and bio, read from the shared ProfileInteractor; a saved edit
/// arrives through EditProfile's module output (no appearance callback reaches a sheet's
/// presenter), and Settings' logout is passed up through this module's output.
@MainActor
final class MyProfileViewModel {
  var onChange: (() -> Void)?

  private let wireframe: any MyProfileWireframeInput
  private weak var moduleOutput: (any MyProfileModuleOutput)?
  private(set) var nameText = ""
  private(set) var bioText = ""

  init(
    profile: any ProfileServicing, wireframe: any MyProfileWireframeInput,
    moduleOutput: any MyProfileModuleOutput
  ) {
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
    if let current = profile.currentProfile { show(current) }
  }

  func show(_ profile: Profile) {
    nameText = profile.name
    bioText = profile.bio
    onChange?()
  }

  func edit() {
    wireframe.openEditProfile(output: self)
  }

  func openSettings() {
    wireframe.openSettings(output: self)
  }
}

extension MyProfileViewModel: MyProfileModuleInput {
  func showSettings() {
    wireframe.setStackToSettings(output: self)
  }

  func showEditProfile() {
    wireframe.setStackToRootAndOpenEditProfile(output: self)
  }
}

extension MyProfileViewModel: EditProfileModuleOutput {
  func editProfileModule(didSave profile: Profile) {
    show(profile)
  }
}

extension MyProfileViewModel: SettingsModuleOutput {
  func settingsModuleDidLogOut() {
    moduleOutput?.myProfileModuleDidLogOut()
  }
}
