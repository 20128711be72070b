import Townsquare
import XCTest

@testable import TownsquareVIPER

/// MainTabs' presenter against doubles of its wireframe, its tabs' modules and its module
/// output: which tab a deep link goes to, which module shows it, and that nothing is shown
/// before a sheet over the tabs has gone.
@MainActor
final class MainTabsPresenterTests: XCTestCase {
  private final class WireframeSpy: MainTabsWireframeInput {
    let journal: Journal
    /// The completion of the dismissal in flight, run when the test ends it.
    var pendingDismissal: (() -> Void)?
    init(journal: Journal) { self.journal = journal }
    func dismissPresentedModule(completion: @escaping () -> Void) {
      journal.entries.append("dismiss sheet")
      pendingDismissal = completion
    }
    func select(_ tab: MainTab) { journal.entries.append("select \(tab)") }
  }

  private final class TabModulesSpy: FeedModuleInput, MyProfileModuleInput {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func showPost(id: Int) { journal.entries.append("feed shows post \(id)") }
    func showUser(id: Int) { journal.entries.append("feed shows user \(id)") }
    func showSettings() { journal.entries.append("my profile shows settings") }
    func showEditProfile() { journal.entries.append("my profile shows edit profile") }
  }

  private final class OutputSpy: MainTabsModuleOutput {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func mainTabsModuleDidLogOut() { journal.entries.append("logged out") }
  }

  private let journal = Journal()
  private lazy var wireframe = WireframeSpy(journal: journal)
  /// Held here: the presenter holds its tabs' modules and its output weakly.
  private lazy var modules = TabModulesSpy(journal: journal)
  private lazy var output = OutputSpy(journal: journal)

  private func makePresenter() -> MainTabsPresenter {
    let presenter = MainTabsPresenter(wireframe: wireframe, moduleOutput: output)
    presenter.feedModule = modules
    presenter.myProfileModule = modules
    return presenter
  }

  /// Opens `link` and ends the (empty) dismissal at once, as the wireframe does with no sheet.
  private func open(_ link: DeepLink) {
    let presenter = makePresenter()
    presenter.open(link)
    wireframe.pendingDismissal?()
  }

  // decision: deep-link-post
  func testAPostLinkSelectsHomeAndHasTheFeedShowThePost() async {
    open(.post(id: 3))
    XCTAssertEqual(journal.entries, ["dismiss sheet", "select home", "feed shows post 3"])
  }

  // decision: deep-link-user
  func testAUserLinkSelectsHomeAndHasTheFeedShowTheUser() async {
    open(.user(id: 2))
    XCTAssertEqual(journal.entries, ["dismiss sheet", "select home", "feed shows user 2"])
  }

  // decision: deep-link-settings
  func testTheSettingsLinkSelectsProfileAndHasMyProfileShowSettings() async {
    open(.settings)
    XCTAssertEqual(
      journal.entries, ["dismiss sheet", "select profile", "my profile shows settings"])
  }

  // decision: deep-link-edit-profile
  func testTheEditLinkWaitsForTheSheetsDismissalBeforeShowingAnything() async {
    let presenter = makePresenter()
    presenter.open(.editProfile)
    XCTAssertEqual(journal.entries, ["dismiss sheet"], "the dismissal has not ended yet")
    wireframe.pendingDismissal?()
    XCTAssertEqual(
      journal.entries, ["dismiss sheet", "select profile", "my profile shows edit profile"])
  }

  // decision: log-out
  func testLogoutFromTheProfileTabIsPassedUp() async {
    makePresenter().myProfileModuleDidLogOut()
    XCTAssertEqual(journal.entries, ["logged out"])
  }
}
