import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// MyProfile's and EditProfile's view models against doubles of their wireframes, module
/// outputs and the profiles (`ProfileStub`): they take `ProfileServicing`, so no domain runs.
@MainActor
final class ProfileViewModelTests: XCTestCase {
  private final class WireframeSpy: MyProfileWireframeInput, EditProfileWireframeInput {
    let journal: Journal
    /// What MyProfile asked EditProfile and Settings to report to.
    var editOutput: (any EditProfileModuleOutput)?
    var settingsOutput: (any SettingsModuleOutput)?
    init(journal: Journal) { self.journal = journal }
    func openEditProfile(output: any EditProfileModuleOutput) {
      editOutput = output
      journal.entries.append("open edit profile")
    }
    func openSettings(output: any SettingsModuleOutput) {
      settingsOutput = output
      journal.entries.append("open settings")
    }
    func setStackToSettings(output: any SettingsModuleOutput) {
      settingsOutput = output
      journal.entries.append("stack settings")
    }
    func setStackToRootAndOpenEditProfile(output: any EditProfileModuleOutput) {
      editOutput = output
      journal.entries.append("stack root, open edit profile")
    }
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
  private lazy var wireframe = WireframeSpy(journal: journal)
  /// Held here: view models hold their module outputs weakly.
  private lazy var output = OutputSpy(journal: journal)
  private let profile = ProfileStub(profile: Profile(name: "Ana Lima", bio: "iOS developer"))

  private func makeMyProfile() -> MyProfileViewModel {
    MyProfileViewModel(profile: profile, wireframe: wireframe, moduleOutput: output)
  }

  private func makeEditProfile() -> EditProfileViewModel {
    EditProfileViewModel(profile: profile, wireframe: wireframe, moduleOutput: output)
  }

  // decision: edit-profile-save
  func testEditOpensEditProfileAndShowsTheProfileItSavesWithoutAReload() async throws {
    let viewModel = makeMyProfile()
    XCTAssertEqual(viewModel.nameText, "Ana Lima")
    var changes = 0
    viewModel.onChange = { changes += 1 }
    viewModel.edit()
    XCTAssertEqual(journal.entries, ["open edit profile"])
    try XCTUnwrap(wireframe.editOutput)
      .editProfileModule(didSave: Profile(name: "Ana L.", bio: "Swift"))
    XCTAssertEqual([viewModel.nameText, viewModel.bioText], ["Ana L.", "Swift"])
    XCTAssertEqual(changes, 1, "the view is told to render the saved profile")
  }

  // decision: edit-profile-save
  func testSaveHandsTheStoredProfileBackThenClosesTheSheet() async {
    let viewModel = makeEditProfile()
    XCTAssertEqual(viewModel.initialProfile?.name, "Ana Lima")
    viewModel.save(name: "Ana L.", bio: "Swift")
    XCTAssertEqual(profile.calls, ["update Ana L."])
    XCTAssertEqual(journal.entries, ["saved Ana L.", "close sheet"])
  }

  func testARefusedSaveStaysWithTheReasonAndHandsNothingBack() async {
    profile.refusal = .nameRequired
    let viewModel = makeEditProfile()
    viewModel.save(name: " ", bio: "Swift")
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(viewModel.errorText, "Name is required")
  }

  // decision: edit-profile-cancel
  func testCancelClosesTheSheetAndHandsNothingBack() async {
    let viewModel = makeEditProfile()
    viewModel.cancel()
    XCTAssertEqual(journal.entries, ["close sheet"])
    XCTAssertEqual(profile.calls, [], "nothing is stored")
  }

  // decision: deep-link-settings
  // decision: deep-link-edit-profile
  func testLinksAskForTheStackOfTheirScreen() async {
    let viewModel = makeMyProfile()
    viewModel.showSettings()
    viewModel.showEditProfile()
    XCTAssertEqual(journal.entries, ["stack settings", "stack root, open edit profile"])
    XCTAssertTrue(wireframe.editOutput === viewModel, "the saved profile comes back here")
  }

  // decision: log-out
  func testSettingsOpensSettingsWhoseLogoutIsPassedUp() async throws {
    let viewModel = makeMyProfile()
    viewModel.openSettings()
    try XCTUnwrap(wireframe.settingsOutput).settingsModuleDidLogOut()
    XCTAssertEqual(journal.entries, ["open settings", "logged out"])
  }
}
