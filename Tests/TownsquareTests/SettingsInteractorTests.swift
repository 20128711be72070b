import Townsquare
import XCTest

@MainActor
final class SettingsInteractorTests: XCTestCase {
  func testNotificationsStartOnAndToggle() async {
    let settings = AppEnvironment(stores: .loggedIn(email: "ana@example.com")!).settings
    XCTAssertTrue(settings.notificationsEnabled)
    XCTAssertFalse(settings.toggleNotifications())
    XCTAssertFalse(settings.notificationsEnabled)
    XCTAssertTrue(settings.toggleNotifications())
    settings.setNotifications(false)
    XCTAssertFalse(settings.notificationsEnabled)
  }

  func testToggleSurvivesARelaunchAndALogout() async {
    let first = AppEnvironment(stores: .loggedIn(email: "ana@example.com")!)
    first.settings.toggleNotifications()
    first.auth.logout()
    let second = AppEnvironment(stores: first.persistentStores)
    XCTAssertFalse(second.settings.notificationsEnabled)
    XCTAssertEqual(second.persistentStores.settings, AppSettings(notificationsEnabled: false))
  }

  func testVersionText() async {
    XCTAssertEqual(AppEnvironment().settings.versionText, "Townsquare 1.0")
  }
}
