import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// Decisions covered: edit profile save and cancel.
///
/// MyProfile's and EditProfile's presenters: save and cancel are reported, never navigated.
@MainActor
final class ProfilePresenterTests: XCTestCase {
  private final class ProfilesStub: MyProfileInteractorInput, EditProfileInteractorInput {
    var currentProfile: Profile? = Profile(name: "Ana Lima", bio: "iOS developer")
    func updateProfile(name: String, bio: String) throws(ProfileError) -> Profile {
      guard !name.isEmpty else { throw .nameRequired }
      let saved = Profile(name: name, bio: bio)
      currentProfile = saved
      return saved
    }
  }

  private final class ViewSpy: MyProfileViewInput, EditProfileViewInput {
    var shown: Profile?
    var error: String?
    func display(name: String, bio: String) { shown = Profile(name: name, bio: bio) }
    func display(error: String) { self.error = error }
  }

  private final class OutputSpy: MyProfileModuleOutput, EditProfileModuleOutput {
    var events: [String] = []
    func myProfileModuleDidRequestEdit() { events.append("edit") }
    func myProfileModuleDidRequestSettings() { events.append("settings") }
    func editProfileModule(didSave profile: Profile) { events.append("saved \(profile.name)") }
    func editProfileModuleDidCancel() { events.append("cancelled") }
  }

  private let profiles = ProfilesStub()
  private let view = ViewSpy()
  private let output = OutputSpy()

  private func editProfile() -> EditProfilePresenter {
    let presenter = EditProfilePresenter(interactor: profiles, output: output)
    presenter.view = view
    presenter.viewIsReady()
    return presenter
  }

  func testMyProfileShowsTheDomainsProfileThenWhatItIsGiven() async {
    let presenter = MyProfilePresenter(interactor: profiles, output: output)
    presenter.view = view
    presenter.viewIsReady()
    XCTAssertEqual(view.shown, Profile(name: "Ana Lima", bio: "iOS developer"))
    presenter.show(Profile(name: "Ana Maria", bio: ""))
    XCTAssertEqual(view.shown, Profile(name: "Ana Maria", bio: ""))
    presenter.didTapEdit()
    presenter.didTapSettings()
    XCTAssertEqual(output.events, ["edit", "settings"])
  }

  func testEditProfileIsPrefilledWithNoError() async {
    _ = editProfile()
    XCTAssertEqual(view.shown, Profile(name: "Ana Lima", bio: "iOS developer"))
    XCTAssertEqual(view.error, "")
  }

  // decision: edit-profile-save
  func testSaveStoresAndReportsWhatWasStored() async {
    editProfile().didTapSave(name: "Ana Maria", bio: "Swift")
    XCTAssertEqual(profiles.currentProfile, Profile(name: "Ana Maria", bio: "Swift"))
    XCTAssertEqual(output.events, ["saved Ana Maria"])
  }

  func testARefusedSaveShowsWhyAndReportsNothing() async {
    editProfile().didTapSave(name: "", bio: "Swift")
    XCTAssertEqual(view.error, "Name is required")
    XCTAssertEqual(output.events, [])
    XCTAssertEqual(profiles.currentProfile?.name, "Ana Lima")
  }

  // decision: edit-profile-cancel
  func testCancelIsReportedAndStoresNothing() async {
    editProfile().didTapCancel()
    XCTAssertEqual(output.events, ["cancelled"])
    XCTAssertEqual(profiles.currentProfile?.name, "Ana Lima")
  }
}
