/// A podcasts app in the generated-VIPER style: every wireframe derives from a base
/// wireframe that keeps the module's view controller (handed up by
/// `super.init(viewController:)`), and the app extends UIKit with `pushWireframe(_:)`,
/// `setRootWireframe(_:)` and `presentWireframe(_:)`, so that UIKit's calls sit in those
/// extensions, never in the wireframes.
///
/// The expected graph, by hand:
/// - The scene delegate makes a `PodcastsNavigationController`, sets the splash module as its
///   root and makes it the window's root: the launch shows Splash.
/// - The splash interactor hears from a sync service outside the app that the catalogue is
///   ready and tells its presenter, which asks the wireframe to replace the stack with the
///   shows module: Splash → Shows (setViewControllers); the interactor is the splash screen's
///   through the presenter it was made with.
/// - Shows: a row pushes the episodes module; the gear presents the settings module.
/// - Settings: "close" dismisses back to Shows.
/// - The base wireframe's `popFromNavigationController(animated:)` is called by no one: no
///   edge.
enum BaseWireframeFixture {
  static let sources: [(path: String, text: String)] = [
    (
      "Podcasts/Common/BaseWireframe.swift",
      """
      import UIKit

      protocol WireframeInterface: AnyObject {}

      class BaseWireframe {
        private unowned var storedViewController: UIViewController
        private var retainedViewController: UIViewController?

        init(viewController: UIViewController) {
          retainedViewController = viewController
          storedViewController = viewController
        }
      }

      extension BaseWireframe {
        var viewController: UIViewController {
          defer { retainedViewController = nil }
          return storedViewController
        }

        var navigationController: UINavigationController? {
          viewController.navigationController
        }

        func popFromNavigationController(animated: Bool) {
          _ = navigationController?.popViewController(animated: animated)
        }
      }

      """
    ),
    (
      "Podcasts/Common/UIKit+Wireframe.swift",
      """
      import UIKit

      extension UINavigationController {
        func pushWireframe(_ wireframe: BaseWireframe, animated: Bool = true) {
          pushViewController(wireframe.viewController, animated: animated)
        }

        func setRootWireframe(_ wireframe: BaseWireframe, animated: Bool = true) {
          setViewControllers([wireframe.viewController], animated: animated)
        }
      }

      extension UIViewController {
        func presentWireframe(_ wireframe: BaseWireframe, animated: Bool = true) {
          present(wireframe.viewController, animated: animated)
        }
      }

      """
    ),
    (
      "Podcasts/App/SceneDelegate.swift",
      """
      import UIKit

      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(
          _ scene: UIScene, willConnectTo session: UISceneSession,
          options connectionOptions: UIScene.ConnectionOptions
        ) {
          guard let windowScene = scene as? UIWindowScene else { return }
          let window = UIWindow(windowScene: windowScene)
          let navigation = PodcastsNavigationController()
          navigation.setRootWireframe(SplashWireframe())
          window.rootViewController = navigation
          window.makeKeyAndVisible()
          self.window = window
        }
      }

      final class PodcastsNavigationController: UINavigationController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationBar.prefersLargeTitles = true
        }
      }

      """
    ),
    (
      "Podcasts/Splash/SplashModule.swift",
      """
      import UIKit

      final class SplashWireframe: BaseWireframe {
        init() {
          let moduleViewController = SplashViewController()
          super.init(viewController: moduleViewController)
          let interactor = SplashInteractor(sync: CatalogueSync.shared)
          let presenter = SplashPresenter(
            view: moduleViewController, interactor: interactor, wireframe: self)
          interactor.output = presenter
          moduleViewController.presenter = presenter
        }

        func showCatalogue() {
          navigationController?.setRootWireframe(ShowsWireframe(), animated: false)
        }
      }

      final class SplashViewController: UIViewController {
        var presenter: SplashPresenter!

        override func viewDidLoad() {
          super.viewDidLoad()
          presenter.viewDidLoad()
        }

        func showProgress(_ text: String) { title = text }
      }

      final class SplashPresenter {
        private unowned let view: SplashViewController
        private let interactor: SplashInteractor
        private let wireframe: SplashWireframe

        init(view: SplashViewController, interactor: SplashInteractor, wireframe: SplashWireframe) {
          self.view = view
          self.interactor = interactor
          self.wireframe = wireframe
        }

        func viewDidLoad() { view.showProgress("Loading") }

        func catalogueIsReady() { wireframe.showCatalogue() }
      }

      protocol SplashInteractorOutput: AnyObject {
        func catalogueIsReady()
      }

      extension SplashPresenter: SplashInteractorOutput {}

      final class SplashInteractor: CatalogueSyncDelegate {
        weak var output: SplashInteractorOutput?

        init(sync: CatalogueSync) {
          sync.delegate = self
          sync.start()
        }

        func catalogueSyncDidFinish() {
          DispatchQueue.main.async { [weak self] in
            self?.output?.catalogueIsReady()
          }
        }
      }

      """
    ),
    (
      "Podcasts/Shows/ShowsModule.swift",
      """
      import UIKit

      final class ShowsWireframe: BaseWireframe {
        init() {
          let moduleViewController = ShowsViewController()
          super.init(viewController: moduleViewController)
          moduleViewController.presenter = ShowsPresenter(wireframe: self)
        }

        func openEpisodes(of show: String) {
          let episodes = EpisodesWireframe(show: show)
          navigationController?.pushWireframe(episodes)
        }

        func openSettings() {
          viewController.presentWireframe(SettingsWireframe())
        }
      }

      final class ShowsPresenter {
        private let wireframe: ShowsWireframe

        init(wireframe: ShowsWireframe) { self.wireframe = wireframe }

        func didSelect(show: String) { wireframe.openEpisodes(of: show) }

        func didTapSettings() { wireframe.openSettings() }
      }

      final class ShowsViewController: UITableViewController {
        var presenter: ShowsPresenter!
        private var shows: [String] = []

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          presenter.didSelect(show: shows[indexPath.row])
        }

        @objc private func settingsTapped() { presenter.didTapSettings() }
      }

      """
    ),
    (
      "Podcasts/Episodes/EpisodesModule.swift",
      """
      import UIKit

      final class EpisodesWireframe: BaseWireframe {
        init(show: String) {
          let moduleViewController = EpisodesViewController(show: show)
          super.init(viewController: moduleViewController)
        }
      }

      final class EpisodesViewController: UIViewController {
        private let show: String

        init(show: String) {
          self.show = show
          super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }
      }

      """
    ),
    (
      "Podcasts/Settings/SettingsModule.swift",
      """
      import UIKit

      final class SettingsWireframe: BaseWireframe {
        init() {
          let moduleViewController = SettingsViewController()
          super.init(viewController: moduleViewController)
          moduleViewController.onClose = { [unowned self] in self.close() }
        }

        private func close() {
          viewController.dismiss(animated: true)
        }
      }

      final class SettingsViewController: UIViewController {
        var onClose: (() -> Void)?

        @objc private func closeTapped() { onClose?() }
      }

      """
    ),
  ]
}
