import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decision covered: logout (the session ends before it is reported). Settings' view model
/// against recording outcome closures (the coordinator's double) and doubles of the settings
/// and auth rules (`SettingsStub`, `AuthStub`).
@MainActor
final class SettingsViewModelTests: XCTestCase {
  private let settings = SettingsStub()
  private let auth = AuthStub()
  private var outcomes: [String] = []

  private func makeViewModel() -> SettingsViewModel {
    let viewModel = SettingsViewModel(settings: settings, auth: auth)
    viewModel.onAbout = { [unowned self] in outcomes.append("about") }
    viewModel.onLoggedOut = { [unowned self] in
      outcomes.append(auth.calls == ["logout"] ? "logged out" : "still logged in")
    }
    return viewModel
  }

  // decision: log-out
  func testLogoutEndsTheSessionThenReportsIt() async {
    makeViewModel().logOut()
    XCTAssertEqual(outcomes, ["logged out"])
  }

  // decision: settings-about
  func testAboutIsReported() async {
    makeViewModel().showAbout()
    XCTAssertEqual(outcomes, ["about"])
  }

  func testTheSwitchStoresThePreference() async {
    let viewModel = makeViewModel()
    viewModel.setNotifications(true)
    XCTAssertTrue(settings.notificationsEnabled)
    XCTAssertTrue(viewModel.notificationsEnabled, "the view reads back what was stored")
    XCTAssertEqual(outcomes, [])
  }
}
