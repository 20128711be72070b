import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decision covered: logout (the session ends before it is reported). Settings' view model
/// against recording outcome closures (the coordinator's double), over the shared
/// SettingsInteractor and AuthInteractor: view models take the domain's concrete interactors,
/// so there is no protocol to double.
@MainActor
final class SettingsViewModelTests: XCTestCase {
  private let environment = AppEnvironment(stores: .loggedIn(email: "ana@example.com")!)
  private var outcomes: [String] = []

  private func makeViewModel() -> SettingsViewModel {
    let viewModel = SettingsViewModel(settings: environment.settings, auth: environment.auth)
    viewModel.onAbout = { [unowned self] in outcomes.append("about") }
    viewModel.onLoggedOut = { [unowned self] in
      outcomes.append(environment.auth.currentUser == nil ? "logged out" : "still logged in")
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
    let before = viewModel.notificationsEnabled
    viewModel.setNotifications(!before)
    XCTAssertEqual(environment.settings.notificationsEnabled, !before)
    XCTAssertEqual(outcomes, [])
  }
}
