import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// Settings' view model against doubles of its wireframe, its module output and the settings
/// and auth rules (`SettingsStub`, `AuthStub`).
@MainActor
final class SettingsViewModelTests: XCTestCase {
  private final class WireframeSpy: SettingsWireframeInput {
    var calls: [String] = []
    func openAbout() { calls.append("open about") }
  }

  private final class OutputSpy: SettingsModuleOutput {
    let auth: AuthStub
    /// Whether the session was already over when the logout was reported.
    var loggedOutWithoutSession: [Bool] = []
    init(auth: AuthStub) { self.auth = auth }
    func settingsModuleDidLogOut() {
      loggedOutWithoutSession.append(auth.calls == ["logout"])
    }
  }

  private let settings = SettingsStub()
  private let auth = AuthStub()
  private let wireframe = WireframeSpy()
  private lazy var output = OutputSpy(auth: auth)

  private func makeViewModel() -> SettingsViewModel {
    SettingsViewModel(settings: settings, auth: auth, wireframe: wireframe, moduleOutput: output)
  }

  // decision: settings-about
  func testAboutAsksTheWireframeForAbout() async {
    makeViewModel().showAbout()
    XCTAssertEqual(wireframe.calls, ["open about"])
  }

  // decision: log-out
  func testLogoutEndsTheSessionThenReportsIt() async {
    makeViewModel().logOut()
    XCTAssertEqual(output.loggedOutWithoutSession, [true])
    XCTAssertEqual(wireframe.calls, [])
  }

  func testTheSwitchStoresThePreference() async {
    let viewModel = makeViewModel()
    viewModel.setNotifications(true)
    XCTAssertTrue(settings.notificationsEnabled)
    XCTAssertTrue(viewModel.notificationsEnabled, "the view reads back what was stored")
  }
}
