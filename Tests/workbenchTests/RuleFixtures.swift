import Foundation

/// Small apps written for the rules tests: one MVVM-C app whose coordinators decide every
/// step, one MVC app whose view controllers push and present.
enum RuleFixtures {
  static let mvvmc = [
    "App/AppDelegate.swift": """
    import UIKit
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      var coordinator: AppCoordinator?
      func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let navigation = UINavigationController()
        window?.rootViewController = navigation
        coordinator = AppCoordinator(navigationController: navigation)
        coordinator?.start()
        return true
      }
    }
    """,
    "Coordinators/BaseCoordinator.swift": """
    import UIKit
    class BaseCoordinator: NSObject, UINavigationControllerDelegate {
      let navigationController: UINavigationController
      var children: [BaseCoordinator] = []
      init(navigationController: UINavigationController) {
        self.navigationController = navigationController
      }
      func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        children.removeAll { $0.isFinished }
      }
      var isFinished: Bool { false }
    }
    """,
    "Coordinators/AppCoordinator.swift": """
    import UIKit
    final class AppCoordinator: BaseCoordinator {
      func start() {
        let model = NotesViewModel()
        model.onSelect = { [weak self] id in self?.showNote(id) }
        navigationController.pushViewController(NotesViewController(model: model), animated: false)
      }
      func showNote(_ id: Int) {
        let child = NoteCoordinator(navigationController: navigationController)
        children.append(child)
        child.start(id)
      }
    }
    """,
    "Coordinators/NoteCoordinator.swift": """
    import UIKit
    final class NoteCoordinator: BaseCoordinator {
      func start(_ id: Int) {
        let model = NoteViewModel(id: id)
        navigationController.pushViewController(NoteViewController(model: model), animated: true)
      }
    }
    """,
    "Screens/NotesViewController.swift": """
    import UIKit
    final class NotesViewModel {
      var onSelect: ((Int) -> Void)?
      func select(_ id: Int) { onSelect?(id) }
    }
    final class NotesViewController: UIViewController {
      let model: NotesViewModel
      init(model: NotesViewModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
    }
    """,
    "Screens/NoteViewController.swift": """
    import UIKit
    final class NoteViewModel {
      let id: Int
      init(id: Int) { self.id = id }
    }
    final class NoteViewController: UIViewController {
      let model: NoteViewModel
      init(model: NoteViewModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
    }
    """,
  ]

  static let mvc = [
    "App/SceneDelegate.swift": """
    import UIKit
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: ListViewController())
      }
    }
    """,
    "Screens/ListViewController.swift": """
    import UIKit
    final class ListViewController: UITableViewController {
      override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = DetailViewController()
        navigationController?.pushViewController(detail, animated: true)
      }
    }
    """,
    "Screens/DetailViewController.swift": """
    import UIKit
    final class DetailViewController: UIViewController {
      @objc func editTapped() {
        present(EditViewController(), animated: true)
      }
    }
    """,
    "Screens/EditViewController.swift": """
    import UIKit
    final class EditViewController: UIViewController {
      @objc func doneTapped() {
        dismiss(animated: true)
      }
    }
    """,
  ]

  /// Writes `files` under a new temporary folder's `name`; returns the folder holding it.
  static func write(_ files: [String: String], as name: String) throws -> URL {
    let folder = try WorkbenchProcess.temporaryDirectory()
    for (path, text) in files {
      let url = folder.appendingPathComponent(name).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
  }
}
