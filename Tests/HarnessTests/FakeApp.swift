import Harness
import HeadlessUIKit
import Townsquare

/// A two-screen app whose behaviour each test bends: the harness is tested against it so that
/// its verdicts do not depend on either real variant.
@MainActor
final class FakeApp: RunningApp {
  enum Quirk {
    case none
    /// `login` pushes About instead of Feed.
    case divergent
    /// Keeps the Feed's presenter after the Feed is popped.
    case leaksPresenter
    /// Pushes the same controller twice.
    case pushesTwice
    /// Its presenter holds itself: a cycle that outlives the app.
    case leaksPastItsEnd
  }

  let window: UIWindow
  let environment: AppEnvironment
  let quirk: Quirk
  private var keptPresenter: AnyObject?
  private weak var navigation: UINavigationController?

  init(environment: AppEnvironment, window: UIWindow, quirk: Quirk) {
    self.environment = environment
    self.window = window
    self.quirk = quirk
    window.lifetimeTracker.register(self, role: .wireframe, anchor: .window)
  }

  func launch() {
    let login = FakeScreen(name: "Login")
    let button = UIButton()
    button.accessibilityIdentifier = "login"
    button.setTitle("Log in", for: .normal)
    button.addAction(UIAction { [weak self] _ in self?.showFeed() }, for: .touchUpInside)
    login.view.addSubview(button)
    let error = UILabel()
    error.accessibilityIdentifier = "error"
    error.text = ""
    login.view.addSubview(error)
    let navigation = UINavigationController(rootViewController: login)
    self.navigation = navigation
    window.setRootViewController(navigation)
  }

  private func showFeed() {
    let next = FakeScreen(name: quirk == .divergent ? "About" : "Feed")
    let presenter = FakePresenter()
    next.presenter = presenter
    window.lifetimeTracker.register(presenter, role: .presenter, anchor: .viewController(next))
    if quirk == .leaksPresenter { keptPresenter = presenter }
    if quirk == .leaksPastItsEnd { presenter.retainedSelf = presenter }
    navigation?.pushViewController(next, animated: true)
    if quirk == .pushesTwice { navigation?.pushViewController(next, animated: true) }
  }

  func open(url: String) {
    environment.log.record("unhandled deep link \"\(url)\": fake app")
  }

  func handleSessionExpired() {}

  static func variant(_ name: String, quirk: Quirk = .none) -> AppVariant {
    AppVariant(name: name, faultPrefix: name.lowercased(), sourcePath: "nowhere") {
      environment, window in
      FakeApp(environment: environment, window: window, quirk: quirk)
    }
  }
}

@MainActor
final class FakeScreen: UIViewController {
  var presenter: FakePresenter?

  init(name: String) {
    super.init()
    screenName = name
  }
}

@MainActor
final class FakePresenter {
  var retainedSelf: FakePresenter?
}
