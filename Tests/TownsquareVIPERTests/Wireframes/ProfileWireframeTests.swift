import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPER

/// MyProfile's and EditProfile's wireframes against a navigation double: the Profile stack
/// and the sheet EditProfile is presented in (in its own stack).
@MainActor
final class ProfileWireframeTests: XCTestCase {
  private final class EditOutputSpy: EditProfileModuleOutput {
    func editProfileModule(didSave profile: Profile) {}
  }

  private final class SettingsOutputSpy: SettingsModuleOutput {
    func settingsModuleDidLogOut() {}
  }

  private let navigation = NavigationDouble()
  private let myProfile = NavigationDouble.screen("MyProfile")
  /// Held here: the modules hold their outputs weakly.
  private let editOutput = EditOutputSpy()
  private let settingsOutput = SettingsOutputSpy()

  private func myProfileWireframe() -> (MyProfileWireframe, NavigationDouble.Stack) {
    let stack = navigation.stack(myProfile)
    let wireframe = MyProfileWireframe(dependencies: navigation.dependencies)
    wireframe.viewController = myProfile
    return (wireframe, stack)
  }

  func testEditPresentsEditProfileInItsOwnStack() async {
    let (wireframe, stack) = myProfileWireframe()
    wireframe.openEditProfile(output: editOutput)
    XCTAssertEqual(navigation.hierarchy, "[MyProfile] ^ [EditProfile]")
    XCTAssertEqual(stack.calls, [], "a sheet leaves the Profile stack as it is")
  }

  // decision: edit-profile-save
  // decision: edit-profile-cancel
  func testClosingEditProfileDismissesTheSheet() async {
    let editProfile = NavigationDouble.screen("EditProfile")
    navigation.stack(myProfile).present(
      UINavigationController(rootViewController: editProfile), animated: false)
    XCTAssertEqual(navigation.hierarchy, "[MyProfile] ^ [EditProfile]")
    let wireframe = EditProfileWireframe()
    wireframe.viewController = editProfile
    wireframe.closeModule()
    XCTAssertEqual(navigation.hierarchy, "[MyProfile]")
    XCTAssertEqual(navigation.issues, [])
  }

  func testSettingsIsPushed() async {
    let (wireframe, stack) = myProfileWireframe()
    wireframe.openSettings(output: settingsOutput)
    XCTAssertEqual(stack.calls, ["push Settings"])
  }

  // decision: deep-link-settings
  func testALinkToSettingsSetsTheStackAboveTheSameMyProfile() async {
    let (wireframe, stack) = myProfileWireframe()
    wireframe.setStackToSettings(output: settingsOutput)
    XCTAssertEqual(stack.calls, ["setViewControllers [MyProfile > Settings]"])
    XCTAssertTrue(stack.viewControllers.first === myProfile)
  }

  // decision: deep-link-edit-profile
  func testALinkToEditProfileKeepsOnlyMyProfileUnderTheSheet() async {
    let (wireframe, stack) = myProfileWireframe()
    wireframe.openSettings(output: settingsOutput)
    stack.calls = []
    wireframe.setStackToRootAndOpenEditProfile(output: editOutput)
    XCTAssertEqual(stack.calls, ["setViewControllers [MyProfile]"])
    XCTAssertEqual(navigation.hierarchy, "[MyProfile] ^ [EditProfile]")
  }
}
