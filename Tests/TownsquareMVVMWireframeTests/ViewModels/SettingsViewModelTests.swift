import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// Settings' view model against doubles of its wireframe and module output, over the shared
/// SettingsInteractor and AuthInteractor.
@MainActor
final class SettingsViewModelTests: XCTestCase {
  private final class WireframeSpy: SettingsWireframeInput {
    var calls: [String] = []
    func openAbout() { calls.append("open about") }
  }

  private final class OutputSpy: SettingsModuleOutput {
    let environment: AppEnvironment
    /// Whether the session was already over when the logout was reported.
    var loggedOutWithoutSession: [Bool] = []
    init(environment: AppEnvironment) { self.environment = environment }
    func settingsModuleDidLogOut() {
      loggedOutWithoutSession.append(!environment.auth.isLoggedIn)
    }
  }

  private let environment = AppEnvironment(stores: .loggedIn(email: "ana@example.com")!)
  private let wireframe = WireframeSpy()
  private lazy var output = OutputSpy(environment: environment)

  private func makeViewModel() -> SettingsViewModel {
    SettingsViewModel(
      settings: environment.settings, auth: environment.auth, wireframe: wireframe,
      moduleOutput: output)
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
    let before = viewModel.notificationsEnabled
    viewModel.setNotifications(!before)
    XCTAssertEqual(environment.settings.notificationsEnabled, !before)
  }
}
