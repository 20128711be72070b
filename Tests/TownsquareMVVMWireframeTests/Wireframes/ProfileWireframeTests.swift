import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// MyProfile's, EditProfile's and Settings' wireframes, each built around a stand-in screen:
/// pushes against a recording navigation controller; the sheet, which UIKit presents only in
/// a window, against a recording window whose run loop lets animations end.
@MainActor
final class ProfileWireframeTests: XCTestCase {
  private final class OutputDummy: EditProfileModuleOutput, SettingsModuleOutput {
    func editProfileModule(didSave profile: Profile) {}
    func settingsModuleDidLogOut() {}
  }

  private let module = UnitModule()
  private let output = OutputDummy()

  private func myProfileOnStack() -> (MyProfileWireframe, RecordingNavigationController) {
    let wireframe = MyProfileWireframe(dependencies: module.dependencies)
    let myProfile = UnitModule.placeholder("MyProfile")
    wireframe.viewController = myProfile
    return (wireframe, RecordingNavigationController(rootViewController: myProfile))
  }

  // decision: edit-profile-save
  // decision: edit-profile-cancel
  func testEditProfileIsPresentedInItsOwnStack() async {
    let (wireframe, stack) = myProfileOnStack()
    let window = RecordingWindow()
    window.show(stack)
    wireframe.openEditProfile(output: output)
    window.settle()
    XCTAssertEqual(window.hierarchy, "[MyProfile] ^ [EditProfile]")
    XCTAssertEqual(stack.calls, [], "the Profile stack itself is left as it is")
    XCTAssertEqual(window.issueTexts, [])
  }

  // decision: edit-profile-save
  // decision: edit-profile-cancel
  func testClosingEditProfileDismissesTheSheet() async {
    let window = RecordingWindow()
    window.show(UINavigationController(rootViewController: UnitModule.placeholder("MyProfile")))
    let editProfile = UnitModule.placeholder("EditProfile")
    window.rootViewController?.present(
      UINavigationController(rootViewController: editProfile), animated: false)
    _ = window.newTransitions()
    let wireframe = EditProfileWireframe()
    wireframe.viewController = editProfile
    wireframe.closeModule()
    window.settle()
    XCTAssertEqual(window.newTransitions(), ["dismiss [EditProfile]"])
    XCTAssertEqual(window.hierarchy, "[MyProfile]")
  }

  func testSettingsIsPushedOnTheProfileStack() async {
    let (wireframe, stack) = myProfileOnStack()
    wireframe.openSettings(output: output)
    XCTAssertEqual(stack.calls, ["push Settings"])
  }

  // decision: deep-link-settings
  func testTheSettingsLinkSetsTheStackAboveThisMyProfileInOneChange() async {
    let (wireframe, stack) = myProfileOnStack()
    wireframe.setStackToSettings(output: output)
    XCTAssertEqual(stack.calls, ["setViewControllers [MyProfile > Settings] unanimated"])
  }

  // decision: deep-link-edit-profile
  func testTheEditLinkGoesBackToMyProfileThenPresentsTheSheet() async {
    let (wireframe, stack) = myProfileOnStack()
    let window = RecordingWindow()
    window.show(stack)
    wireframe.openSettings(output: output)
    window.settle()
    wireframe.setStackToRootAndOpenEditProfile(output: output)
    window.settle()
    XCTAssertEqual(
      stack.calls, ["push Settings", "setViewControllers [MyProfile] unanimated"])
    XCTAssertEqual(window.hierarchy, "[MyProfile] ^ [EditProfile]")
    XCTAssertEqual(window.issueTexts, [])
  }

  // decision: settings-about
  func testAboutIsPushedAboveSettings() async {
    let wireframe = SettingsWireframe(dependencies: module.dependencies)
    let settings = UnitModule.placeholder("Settings")
    wireframe.viewController = settings
    let stack = RecordingNavigationController(rootViewController: settings)
    wireframe.openAbout()
    XCTAssertEqual(stack.calls, ["push About"])
  }
}
