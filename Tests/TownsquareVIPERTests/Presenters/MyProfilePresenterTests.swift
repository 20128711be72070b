import Townsquare
import XCTest

@testable import TownsquareVIPER

/// MyProfile's presenter as the module input of a deep link, against a wireframe double: which
/// stack change each link asks for, with MyProfile as the output of what it opens.
@MainActor
final class MyProfilePresenterTests: XCTestCase {
  private final class ProfilesStub: MyProfileInteractorInput {
    var currentProfile: Profile? { Profile(name: "Ana Lima", bio: "iOS developer") }
  }

  private final class WireframeSpy: MyProfileWireframeInput {
    var calls: [String] = []
    var settingsOutput: (any SettingsModuleOutput)?
    var editOutput: (any EditProfileModuleOutput)?
    func openEditProfile(output: any EditProfileModuleOutput) { calls.append("open edit") }
    func openSettings(output: any SettingsModuleOutput) { calls.append("open settings") }
    func setStackToSettings(output: any SettingsModuleOutput) {
      settingsOutput = output
      calls.append("stack [MyProfile > Settings]")
    }
    func setStackToRootAndOpenEditProfile(output: any EditProfileModuleOutput) {
      editOutput = output
      calls.append("stack [MyProfile] then present edit")
    }
  }

  private final class OutputSpy: MyProfileModuleOutput {
    func myProfileModuleDidLogOut() {}
  }

  private let wireframe = WireframeSpy()
  /// Held here: the presenter holds its module output weakly.
  private let output = OutputSpy()

  private func makePresenter() -> MyProfilePresenter {
    MyProfilePresenter(interactor: ProfilesStub(), wireframe: wireframe, moduleOutput: output)
  }

  // decision: deep-link-settings
  func testTheSettingsLinkSetsTheStackWithSettingsReportingToMyProfile() async {
    let presenter = makePresenter()
    presenter.showSettings()
    XCTAssertEqual(wireframe.calls, ["stack [MyProfile > Settings]"])
    XCTAssertTrue(wireframe.settingsOutput === presenter)
  }

  // decision: deep-link-edit-profile
  func testTheEditLinkResetsTheStackAndPresentsEditProfileReportingToMyProfile() async {
    let presenter = makePresenter()
    presenter.showEditProfile()
    XCTAssertEqual(wireframe.calls, ["stack [MyProfile] then present edit"])
    XCTAssertTrue(wireframe.editOutput === presenter)
  }
}
