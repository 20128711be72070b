import Townsquare
import XCTest

@testable import TownsquareVIPER

/// Decision covered: logout — Settings' presenter ends the session through its interactor,
/// then the report goes up through MyProfile's and MainTabs' presenters to the app. Each
/// against doubles of its view, interactor, wireframe and module output.
@MainActor
final class SettingsPresenterTests: XCTestCase {
  private final class SettingsStub: SettingsInteractorInput, LogoutInteractorInput {
    let journal: Journal
    var notificationsEnabled = true
    init(journal: Journal) { self.journal = journal }
    func setNotifications(_ enabled: Bool) { notificationsEnabled = enabled }
    func logout() { journal.entries.append("session ended") }
  }

  private final class ViewSpy: SettingsViewInput {
    var switchOn: Bool?
    func display(notificationsOn: Bool) { switchOn = notificationsOn }
  }

  private final class WireframeSpy: SettingsWireframeInput, MyProfileWireframeInput,
    MainTabsWireframeInput
  {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func openAbout() { journal.entries.append("open about") }
    func openEditProfile(output: any EditProfileModuleOutput) {}
    func openSettings(output: any SettingsModuleOutput) {}
    func setStackToSettings(output: any SettingsModuleOutput) {}
    func setStackToRootAndOpenEditProfile(output: any EditProfileModuleOutput) {}
    func dismissPresentedModule(completion: @escaping () -> Void) { completion() }
    func select(_ tab: MainTab) {}
  }

  private final class OutputSpy: SettingsModuleOutput, MyProfileModuleOutput,
    MainTabsModuleOutput
  {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func settingsModuleDidLogOut() { journal.entries.append("settings: logged out") }
    func myProfileModuleDidLogOut() { journal.entries.append("profile: logged out") }
    func mainTabsModuleDidLogOut() { journal.entries.append("tabs: logged out") }
  }

  private final class ProfilesStub: MyProfileInteractorInput {
    let currentProfile: Profile? = nil
  }

  private let journal = Journal()
  private lazy var settings = SettingsStub(journal: journal)
  private lazy var wireframe = WireframeSpy(journal: journal)
  /// Held here: presenters hold their module outputs weakly.
  private lazy var output = OutputSpy(journal: journal)

  // decision: log-out
  func testLogoutEndsTheSessionBeforeReportingIt() async {
    let presenter = SettingsPresenter(
      interactor: settings, session: settings, wireframe: wireframe, moduleOutput: output)
    presenter.didTapLogout()
    XCTAssertEqual(journal.entries, ["session ended", "settings: logged out"])
  }

  // decision: log-out
  func testMyProfileAndMainTabsPassLogoutUp() async {
    let myProfile = MyProfilePresenter(
      interactor: ProfilesStub(), wireframe: wireframe, moduleOutput: output)
    myProfile.settingsModuleDidLogOut()
    let mainTabs = MainTabsPresenter(wireframe: wireframe, moduleOutput: output)
    mainTabs.myProfileModuleDidLogOut()
    XCTAssertEqual(journal.entries, ["profile: logged out", "tabs: logged out"])
  }

  func testTheSwitchShowsWhatIsStored() async {
    let view = ViewSpy()
    let presenter = SettingsPresenter(
      interactor: settings, session: settings, wireframe: wireframe, moduleOutput: output)
    presenter.view = view
    presenter.viewIsReady()
    XCTAssertEqual(view.switchOn, true)
    presenter.didSwitchNotifications(on: false)
    XCTAssertEqual(view.switchOn, false)
    XCTAssertEqual(settings.notificationsEnabled, false)
  }

  // decision: settings-about
  func testAboutOpensThroughTheWireframe() async {
    let presenter = SettingsPresenter(
      interactor: settings, session: settings, wireframe: wireframe, moduleOutput: output)
    presenter.didTapAbout()
    XCTAssertEqual(journal.entries, ["open about"])
  }
}
