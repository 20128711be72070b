import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decisions covered: edit profile, save and cancel. MyProfile's and EditProfile's view models
/// against recording outcome closures (the coordinator's double) and a double of the profiles
/// (`ProfileStub`): they take `ProfileServicing`, so no domain runs.
@MainActor
final class ProfileViewModelTests: XCTestCase {
  private let ana = Profile(name: "Ana Lima", bio: "iOS developer")
  private lazy var profile = ProfileStub(profile: ana)
  private var outcomes: [String] = []

  private func makeEditProfile() -> EditProfileViewModel {
    let viewModel = EditProfileViewModel(profile: profile)
    viewModel.onSaved = { [unowned self] saved in outcomes.append("saved \(saved.name)") }
    viewModel.onCancelled = { [unowned self] in outcomes.append("cancelled") }
    return viewModel
  }

  func testEditAndSettingsAreReported() async {
    let viewModel = MyProfileViewModel(profile: profile)
    viewModel.onEdit = { [unowned self] in outcomes.append("edit") }
    viewModel.onSettings = { [unowned self] in outcomes.append("settings") }
    viewModel.edit()
    viewModel.openSettings()
    XCTAssertEqual(outcomes, ["edit", "settings"])
  }

  // decision: edit-profile-save
  func testSaveStoresThenReportsWhatWasStored() async {
    let viewModel = makeEditProfile()
    XCTAssertEqual(viewModel.initialProfile, ana, "the form starts from the stored profile")
    viewModel.save(name: "Ana B", bio: "")
    XCTAssertEqual(profile.calls, ["update Ana B"])
    XCTAssertEqual(outcomes, ["saved Ana B"])
  }

  func testARefusedSaveShowsWhyAndReportsNothing() async {
    profile.refusal = .nameRequired
    let viewModel = makeEditProfile()
    viewModel.save(name: "", bio: "")
    XCTAssertEqual(outcomes, [])
    XCTAssertEqual(viewModel.errorText, "Name is required")
  }

  // decision: edit-profile-cancel
  func testCancelIsReportedAndStoresNothing() async {
    let viewModel = makeEditProfile()
    viewModel.cancel()
    XCTAssertEqual(outcomes, ["cancelled"])
    XCTAssertEqual(profile.calls, [], "nothing is stored")
  }

  func testMyProfileShowsTheStoredProfileThenWhatItIsGiven() async {
    let viewModel = MyProfileViewModel(profile: profile)
    XCTAssertEqual([viewModel.nameText, viewModel.bioText], [ana.name, ana.bio])
    var changes = 0
    viewModel.onChange = { changes += 1 }
    viewModel.show(Profile(name: "Ana B", bio: ""))
    XCTAssertEqual([viewModel.nameText, viewModel.bioText], ["Ana B", ""])
    XCTAssertEqual(changes, 1)
  }
}
