import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// Decisions covered: logout.
///
/// Settings' presenter: the switch, About, and logout (the session ends before it is reported).
@MainActor
final class SettingsPresenterTests: XCTestCase {
  private final class Journal {
    var entries: [String] = []
  }

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

  private final class OutputSpy: SettingsModuleOutput {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func settingsModuleDidRequestAbout() { journal.entries.append("about") }
    func settingsModuleDidLogOut() { journal.entries.append("logged out") }
  }

  private let journal = Journal()
  private lazy var settings = SettingsStub(journal: journal)
  private lazy var output = OutputSpy(journal: journal)
  private let view = ViewSpy()
  private var presenter: SettingsPresenter!

  override func setUp() async throws {
    presenter = SettingsPresenter(interactor: settings, session: settings, output: output)
    presenter.view = view
    presenter.viewIsReady()
  }

  func testTheSwitchShowsAndStoresTheSetting() async {
    XCTAssertEqual(view.switchOn, true)
    presenter.didSwitchNotifications(on: false)
    XCTAssertFalse(settings.notificationsEnabled)
    XCTAssertEqual(view.switchOn, false)
  }

  // decision: log-out
  func testLogoutEndsTheSessionThenReportsIt() async {
    presenter.didTapLogout()
    XCTAssertEqual(journal.entries, ["session ended", "logged out"])
  }

  // decision: settings-about
  func testAboutIsReported() async {
    presenter.didTapAbout()
    XCTAssertEqual(journal.entries, ["about"])
  }
}
