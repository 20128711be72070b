import Townsquare
import XCTest

@testable import TownsquareVIPER

/// Decisions covered: edit profile, save and cancel. MyProfile's and EditProfile's presenters
/// against doubles of their views, interactors, wireframes and module outputs.
@MainActor
final class ProfilePresenterTests: XCTestCase {
  private final class ProfilesStub: MyProfileInteractorInput, EditProfileInteractorInput {
    let journal: Journal
    var currentProfile: Profile? = Profile(name: "Ana Lima", bio: "iOS developer")
    /// What the next save ends in: nil for a success.
    var refusal: ProfileError?
    init(journal: Journal) { self.journal = journal }
    func updateProfile(name: String, bio: String) throws(ProfileError) -> Profile {
      journal.entries.append("save \(name)")
      if let refusal { throw refusal }
      return Profile(name: name, bio: bio)
    }
  }

  private final class ViewSpy: MyProfileViewInput, EditProfileViewInput {
    var name: String?
    var error: String?
    func display(name: String, bio: String) { self.name = name }
    func display(error: String) { self.error = error }
  }

  private final class WireframeSpy: MyProfileWireframeInput, EditProfileWireframeInput {
    let journal: Journal
    /// What MyProfile asked EditProfile to report to.
    var editOutput: (any EditProfileModuleOutput)?
    init(journal: Journal) { self.journal = journal }
    func openEditProfile(output: any EditProfileModuleOutput) {
      editOutput = output
      journal.entries.append("open edit profile")
    }
    func openSettings(output: any SettingsModuleOutput) { journal.entries.append("open settings") }
    func setStackToSettings(output: any SettingsModuleOutput) {}
    func setStackToRootAndOpenEditProfile(output: any EditProfileModuleOutput) {}
    func closeModule() { journal.entries.append("close sheet") }
  }

  private final class OutputSpy: MyProfileModuleOutput, EditProfileModuleOutput {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func myProfileModuleDidLogOut() { journal.entries.append("logged out") }
    func editProfileModule(didSave profile: Profile) {
      journal.entries.append("saved \(profile.name)")
    }
  }

  private let journal = Journal()
  private let view = ViewSpy()
  private lazy var profiles = ProfilesStub(journal: journal)
  private lazy var wireframe = WireframeSpy(journal: journal)
  /// Held here: presenters hold their module outputs weakly.
  private lazy var output = OutputSpy(journal: journal)

  private func makeEditProfile() -> EditProfilePresenter {
    let presenter = EditProfilePresenter(
      interactor: profiles, wireframe: wireframe, moduleOutput: output)
    presenter.view = view
    presenter.viewIsReady()
    return presenter
  }

  func testEditOpensEditProfileReportingToMyProfile() async {
    let myProfile = MyProfilePresenter(
      interactor: profiles, wireframe: wireframe, moduleOutput: output)
    myProfile.didTapEdit()
    XCTAssertEqual(journal.entries, ["open edit profile"])
    XCTAssertTrue(wireframe.editOutput === myProfile)
  }

  // decision: edit-profile-save
  func testSaveStoresFirstAndClosesOnlyOnceStored() async {
    let presenter = makeEditProfile()
    XCTAssertEqual(view.name, "Ana Lima", "the form starts from the stored profile")
    presenter.didTapSave(name: "Ana L.", bio: "iOS")
    XCTAssertEqual(journal.entries, ["save Ana L.", "saved Ana L.", "close sheet"])
  }

  func testARefusedSaveShowsWhyAndKeepsTheSheet() async {
    let presenter = makeEditProfile()
    profiles.refusal = .nameRequired
    presenter.didTapSave(name: "", bio: "iOS")
    XCTAssertEqual(view.error, ProfileError.nameRequired.message)
    XCTAssertEqual(journal.entries, ["save "])
  }

  // decision: edit-profile-cancel
  func testCancelClosesAndReportsNothing() async {
    let presenter = makeEditProfile()
    presenter.didTapCancel()
    XCTAssertEqual(journal.entries, ["close sheet"])
  }

  func testMyProfileShowsTheSavedProfile() async {
    let myProfile = MyProfilePresenter(
      interactor: profiles, wireframe: wireframe, moduleOutput: output)
    myProfile.view = view
    myProfile.viewIsReady()
    XCTAssertEqual(view.name, "Ana Lima")
    myProfile.editProfileModule(didSave: Profile(name: "Ana L.", bio: "iOS"))
    XCTAssertEqual(view.name, "Ana L.")
  }
}
