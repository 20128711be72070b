import Townsquare

/// Routes deep links to the tab that shows them, and passes logout up from the Profile tab.
/// Which screens a link stacks up is each tab's own module's business (Feed, MyProfile).
@MainActor
final class MainTabsPresenter {
  /// Weak: each tab's module belongs to its view controller, which the tab bar owns.
  weak var feedModule: (any FeedModuleInput)?
  weak var myProfileModule: (any MyProfileModuleInput)?
  private let wireframe: any MainTabsWireframeInput
  private weak var moduleOutput: (any MainTabsModuleOutput)?

  init(wireframe: any MainTabsWireframeInput, moduleOutput: any MainTabsModuleOutput) {
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
  }
}

extension MainTabsPresenter: MainTabsModuleInput {
  /// Any sheet goes first; the link's screen is shown once it has gone.
  func open(_ link: DeepLink) {
    wireframe.dismissPresentedModule { [weak self] in self?.show(link) }
  }

  private func show(_ link: DeepLink) {
    switch link {
    case .post(let id):
      wireframe.select(.home)
      feedModule?.showPost(id: id)
    case .user(let id):
      wireframe.select(.home)
      feedModule?.showUser(id: id)
    case .settings:
      wireframe.select(.profile)
      myProfileModule?.showSettings()
    case .editProfile:
      wireframe.select(.profile)
      myProfileModule?.showEditProfile()
    }
  }
}

extension MainTabsPresenter: MyProfileModuleOutput {
  func myProfileModuleDidLogOut() {
    moduleOutput?.mainTabsModuleDidLogOut()
  }
}
