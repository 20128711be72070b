import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPER

/// Decisions covered: edit profile, save and cancel — MyProfile's wireframe presents
/// EditProfile in its own stack as a sheet; EditProfile's closes it (after a save or a cancel:
/// which one is the presenter's decision). The wireframes against a recording window.
@MainActor
final class ProfileWireframeTests: XCTestCase {
  private final class EditOutputSpy: EditProfileModuleOutput {
    func editProfileModule(didSave profile: Profile) {}
  }

  private let recording = RecordingWindow()
  private let output = EditOutputSpy()

  private func showMyProfile() throws -> any MyProfileWireframeInput {
    final class NoOutput: MyProfileModuleOutput { func myProfileModuleDidLogOut() {} }
    let module = MyProfileWireframe.buildModule(
      dependencies: recording.dependencies, output: NoOutput())
    recording.show(inStack: module.viewController)
    _ = recording.newTransitions()
    return try RecordingWindow.wireframe(
      of: module.viewController, as: (any MyProfileWireframeInput).self)
  }

  func testEditPresentsEditProfileInItsOwnStack() async throws {
    let wireframe = try showMyProfile()
    wireframe.openEditProfile(output: output)
    XCTAssertEqual(recording.newTransitions(), ["present [EditProfile]"])
    XCTAssertEqual(recording.hierarchy, "[MyProfile] ^ [EditProfile]")
  }

  func testClosingTheModuleDismissesTheSheet() async throws {
    let wireframe = try showMyProfile()
    wireframe.openEditProfile(output: output)
    _ = recording.newTransitions()
    let sheet = try XCTUnwrap(
      recording.window.rootViewController?.presentedViewController as? UINavigationController)
    let editProfile = try XCTUnwrap(sheet.topViewController)
    let closing = try RecordingWindow.wireframe(
      of: editProfile, as: (any EditProfileWireframeInput).self)
    closing.closeModule()
    XCTAssertEqual(recording.newTransitions(), ["dismiss [EditProfile]"])
    XCTAssertEqual(recording.hierarchy, "[MyProfile]")
  }

  func testALinkToEditProfileKeepsOnlyMyProfileUnderTheSheet() async throws {
    let wireframe = try showMyProfile()
    final class NoSettingsOutput: SettingsModuleOutput { func settingsModuleDidLogOut() {} }
    let settingsOutput = NoSettingsOutput()
    wireframe.openSettings(output: settingsOutput)
    _ = recording.newTransitions()
    wireframe.setStackToRootAndOpenEditProfile(output: output)
    XCTAssertEqual(
      recording.newTransitions(), ["setViewControllers [MyProfile]", "present [EditProfile]"])
    XCTAssertEqual(recording.hierarchy, "[MyProfile] ^ [EditProfile]")
  }
}
