/// A news reader in the MVVM-C style: a SceneDelegate starts an AppCoordinator over the
/// window; child coordinators are started through `coordinate(to:)` (a protocol extension
/// that runs `start()` on its argument); screens report through a delegate (Feed), a Combine
/// subject (Article), a closure (Login, About) and an RxSwift subject (Settings).
///
/// The expected graph, by hand:
/// - launch: scene(_:willConnectTo:) → AppCoordinator.start → showLogin: the window's root is
///   an empty navigation controller whose stack LoginCoordinator's start sets to [Login] →
///   (launch) → Login (window root; the stack's filling is no edge of its own); a stored
///   session goes to showMain instead → (launch) → MainTabBar (window root).
/// - Login's `onLoggedIn` closure → coordinator delegate → AppCoordinator.showMain → Login →
///   MainTabBar (window root). MainTabBar's tabs are two empty navigation controllers that
///   FeedCoordinator (a push in its start) and SettingsCoordinator (`viewControllers =`) fill
///   → MainTabBar → Feed and Settings (tab).
/// - Feed's delegate method → FeedCoordinator pushes Article; Article's `openAuthor` subject
///   → pushes Author.
/// - Settings' `aboutTapped` Rx subject → presents About; About's `onClose` → dismisses back
///   to Settings; Settings' `logoutTapped` → the SettingsCoordinator's `onLogout` closure,
///   set by AppCoordinator → showLogin → Settings → Login (window root).
enum CoordinatorFixture {
  static let sources: [(path: String, text: String)] = [
    (
      "Reader/SceneDelegate.swift",
      """
      import UIKit

      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        private var appCoordinator: AppCoordinator?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                   options connectionOptions: UIScene.ConnectionOptions) {
          guard let windowScene = scene as? UIWindowScene else { return }
          let window = UIWindow(windowScene: windowScene)
          self.window = window
          let coordinator = AppCoordinator(window: window, session: Session())
          appCoordinator = coordinator
          coordinator.start()
        }
      }

      """
    ),
    (
      "Reader/Coordinators/Coordinator.swift",
      """
      protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
      }

      extension Coordinator {
        func coordinate(to coordinator: Coordinator) {
          childCoordinators.append(coordinator)
          coordinator.start()
        }

        func free(_ coordinator: Coordinator) {
          childCoordinators.removeAll { $0 === coordinator }
        }
      }

      """
    ),
    (
      "Reader/Coordinators/AppCoordinator.swift",
      """
      import UIKit

      final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        private let window: UIWindow
        private let session: Session

        init(window: UIWindow, session: Session) {
          self.window = window
          self.session = session
        }

        func start() {
          if session.isLoggedIn {
            showMain()
          } else {
            showLogin()
          }
          window.makeKeyAndVisible()
        }

        private func showLogin() {
          let navigationController = UINavigationController()
          let login = LoginCoordinator(navigationController: navigationController)
          login.delegate = self
          coordinate(to: login)
          window.rootViewController = navigationController
        }

        private func showMain() {
          let tabBar = MainTabBarController()
          let feedNavigation = UINavigationController()
          let feed = FeedCoordinator(navigationController: feedNavigation)
          let settingsNavigation = UINavigationController()
          let settings = SettingsCoordinator(navigationController: settingsNavigation)
          settings.onLogout = { [weak self] in self?.showLogin() }
          coordinate(to: feed)
          coordinate(to: settings)
          tabBar.viewControllers = [feedNavigation, settingsNavigation]
          window.rootViewController = tabBar
        }
      }

      extension AppCoordinator: LoginCoordinatorDelegate {
        func loginCoordinatorDidFinish(_ coordinator: LoginCoordinator) {
          free(coordinator)
          showMain()
        }
      }

      """
    ),
    (
      "Reader/Coordinators/LoginCoordinator.swift",
      """
      import UIKit

      protocol LoginCoordinatorDelegate: AnyObject {
        func loginCoordinatorDidFinish(_ coordinator: LoginCoordinator)
      }

      final class LoginCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        weak var delegate: LoginCoordinatorDelegate?
        private let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
          self.navigationController = navigationController
        }

        func start() {
          let viewModel = LoginViewModel()
          viewModel.onLoggedIn = { [weak self] in
            guard let self else { return }
            self.delegate?.loginCoordinatorDidFinish(self)
          }
          let screen = LoginViewController(viewModel: viewModel)
          navigationController.setViewControllers([screen], animated: false)
        }
      }

      """
    ),
    (
      "Reader/Coordinators/FeedCoordinator.swift",
      """
      import Combine
      import UIKit

      final class FeedCoordinator: Coordinator, FeedViewControllerDelegate {
        var childCoordinators: [Coordinator] = []
        private let navigationController: UINavigationController
        private var subscriptions = Set<AnyCancellable>()

        init(navigationController: UINavigationController) {
          self.navigationController = navigationController
        }

        func start() {
          let feed = FeedViewController(viewModel: FeedViewModel())
          feed.delegate = self
          navigationController.pushViewController(feed, animated: false)
        }

        func feedViewController(_ controller: FeedViewController, didSelect article: Article) {
          let viewModel = ArticleViewModel(article: article)
          viewModel.openAuthor
            .sink { [weak self] name in self?.showAuthor(named: name) }
            .store(in: &subscriptions)
          navigationController.pushViewController(
            ArticleViewController(viewModel: viewModel), animated: true)
        }

        private func showAuthor(named name: String) {
          navigationController.pushViewController(AuthorViewController(name: name), animated: true)
        }
      }

      """
    ),
    (
      "Reader/Coordinators/SettingsCoordinator.swift",
      """
      import RxSwift
      import UIKit

      final class SettingsCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        var onLogout: (() -> Void)?
        private let navigationController: UINavigationController
        private let disposeBag = DisposeBag()

        init(navigationController: UINavigationController) {
          self.navigationController = navigationController
        }

        func start() {
          let viewModel = SettingsViewModel()
          viewModel.aboutTapped
            .subscribe(onNext: { [weak self] in self?.showAbout() })
            .disposed(by: disposeBag)
          viewModel.logoutTapped
            .subscribe(onNext: { [weak self] in self?.onLogout?() })
            .disposed(by: disposeBag)
          navigationController.viewControllers = [SettingsViewController(viewModel: viewModel)]
        }

        private func showAbout() {
          let viewModel = AboutViewModel()
          let about = AboutViewController(viewModel: viewModel)
          viewModel.onClose = { [weak about] in about?.dismiss(animated: true) }
          navigationController.present(about, animated: true)
        }
      }

      """
    ),
    (
      "Reader/Scenes/Screens.swift",
      """
      import Combine
      import RxSwift
      import UIKit

      protocol FeedViewControllerDelegate: AnyObject {
        func feedViewController(_ controller: FeedViewController, didSelect article: Article)
      }

      final class MainTabBarController: UITabBarController {}

      final class LoginViewController: UIViewController {
        private let viewModel: LoginViewModel
        init(viewModel: LoginViewModel) {
          self.viewModel = viewModel
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        @objc private func logInTapped() { viewModel.logIn() }
      }

      final class FeedViewController: UITableViewController {
        weak var delegate: FeedViewControllerDelegate?
        private let viewModel: FeedViewModel
        init(viewModel: FeedViewModel) {
          self.viewModel = viewModel
          super.init(style: .plain)
        }
        required init?(coder: NSCoder) { nil }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          delegate?.feedViewController(self, didSelect: viewModel.articles[indexPath.row])
        }
      }

      final class ArticleViewController: UIViewController {
        private let viewModel: ArticleViewModel
        init(viewModel: ArticleViewModel) {
          self.viewModel = viewModel
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        @objc private func authorTapped() { viewModel.openAuthor.send(viewModel.article.author) }
      }

      final class AuthorViewController: UIViewController {
        init(name: String) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
      }

      final class SettingsViewController: UIViewController {
        private let viewModel: SettingsViewModel
        init(viewModel: SettingsViewModel) {
          self.viewModel = viewModel
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
      }

      final class AboutViewController: UIViewController {
        private let viewModel: AboutViewModel
        init(viewModel: AboutViewModel) {
          self.viewModel = viewModel
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        @objc private func closeTapped() { viewModel.onClose?() }
      }

      final class LoginViewModel {
        var onLoggedIn: (() -> Void)?
        func logIn() { onLoggedIn?() }
      }

      final class FeedViewModel {
        var articles: [Article] = []
      }

      final class ArticleViewModel {
        let article: Article
        let openAuthor = PassthroughSubject<String, Never>()
        init(article: Article) { self.article = article }
      }

      final class SettingsViewModel {
        let aboutTapped = PublishSubject<Void>()
        let logoutTapped = PublishSubject<Void>()
      }

      final class AboutViewModel {
        var onClose: (() -> Void)?
      }

      struct Article: Hashable {
        var title: String
        var author: String
      }

      final class Session {
        var isLoggedIn = false
      }

      """
    ),
  ]
}
