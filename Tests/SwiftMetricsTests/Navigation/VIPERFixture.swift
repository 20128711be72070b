/// A notes app in the VIPER style of Generamba-made modules: each module has a `…Router` with
/// `static func createModule()` that assembles View, Presenter, Interactor and Router, and
/// whose instance methods navigate from the module's view controller. The presenter asks its
/// router; the interactor reports back through the presenter. No folder is named Modules or
/// Screens: layers are folders (`Routers/`, `Views/`).
///
/// The expected graph, by hand:
/// - AppDelegate.application(_:didFinishLaunchingWithOptions:) sets the window's root to a
///   navigation controller over NotesListRouter.createModule() → (launch) → NotesList.
/// - NotesList: selecting a note → presenter → router.showDetail pushes NoteDetail; the add
///   button presents NewNote in a navigation controller.
/// - NoteDetail: "share" pushes through BaseRouter.push (a helper of the routers' base class,
///   the screen passed in) to Share; "delete" pops back to NotesList.
/// - NewNote: save and cancel both dismiss, back to NotesList, the screen that presented it.
enum VIPERFixture {
  static let sources: [(path: String, text: String)] = [
    (
      "Notes/App/AppDelegate.swift",
      """
      import UIKit

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(
          _ application: UIApplication,
          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
          window = UIWindow(frame: UIScreen.main.bounds)
          let list = NotesListRouter.createModule()
          window?.rootViewController = UINavigationController(rootViewController: list)
          window?.makeKeyAndVisible()
          return true
        }
      }

      """
    ),
    (
      "Notes/Routers/BaseRouter.swift",
      """
      import UIKit

      class BaseRouter {
        weak var viewController: UIViewController?

        func push(_ screen: UIViewController) {
          viewController?.navigationController?.pushViewController(screen, animated: true)
        }
      }

      """
    ),
    (
      "Notes/Routers/NotesListRouter.swift",
      """
      import UIKit

      protocol NotesListRouterProtocol: AnyObject {
        func showDetail(for note: Note)
        func showNewNote()
      }

      final class NotesListRouter: BaseRouter, NotesListRouterProtocol {
        static func createModule() -> UIViewController {
          let view = NotesListViewController()
          let interactor = NotesListInteractor()
          let router = NotesListRouter()
          let presenter = NotesListPresenter(view: view, interactor: interactor, router: router)
          view.presenter = presenter
          interactor.output = presenter
          router.viewController = view
          return view
        }

        func showDetail(for note: Note) {
          let detail = NoteDetailRouter.createModule(note: note)
          viewController?.navigationController?.pushViewController(detail, animated: true)
        }

        func showNewNote() {
          let newNote = NewNoteRouter.createModule()
          viewController?.present(UINavigationController(rootViewController: newNote), animated: true)
        }
      }

      """
    ),
    (
      "Notes/Routers/NoteDetailRouter.swift",
      """
      import UIKit

      protocol NoteDetailRouterProtocol: AnyObject {
        func showShare(text: String)
        func close()
      }

      final class NoteDetailRouter: BaseRouter, NoteDetailRouterProtocol {
        static func createModule(note: Note) -> UIViewController {
          let view = NoteDetailViewController()
          let router = NoteDetailRouter()
          let presenter = NoteDetailPresenter(note: note, router: router)
          presenter.view = view
          view.presenter = presenter
          router.viewController = view
          return view
        }

        func showShare(text: String) {
          push(ShareViewController(text: text))
        }

        func close() {
          viewController?.navigationController?.popViewController(animated: true)
        }
      }

      """
    ),
    (
      "Notes/Routers/NewNoteRouter.swift",
      """
      import UIKit

      final class NewNoteRouter: BaseRouter {
        static func createModule() -> UIViewController {
          let view = NewNoteViewController()
          let router = NewNoteRouter()
          view.presenter = NewNotePresenter(router: router)
          router.viewController = view
          return view
        }

        func dismissModule() {
          viewController?.dismiss(animated: true)
        }
      }

      """
    ),
    (
      "Notes/Presenters/NotesListPresenter.swift",
      """
      protocol NotesListPresenterProtocol: AnyObject {
        func didSelect(_ note: Note)
        func didTapAdd()
      }

      final class NotesListPresenter: NotesListPresenterProtocol, NotesListInteractorOutput {
        weak var view: NotesListViewProtocol?
        let interactor: NotesListInteractorInput
        let router: NotesListRouterProtocol

        init(view: NotesListViewProtocol, interactor: NotesListInteractorInput,
             router: NotesListRouterProtocol) {
          self.view = view
          self.interactor = interactor
          self.router = router
        }

        func didSelect(_ note: Note) { router.showDetail(for: note) }
        func didTapAdd() { router.showNewNote() }
        func notesLoaded(_ notes: [Note]) { view?.show(notes) }
      }

      """
    ),
    (
      "Notes/Presenters/NoteDetailPresenter.swift",
      """
      final class NoteDetailPresenter {
        weak var view: NoteDetailViewController?
        private let note: Note
        private let router: NoteDetailRouterProtocol

        init(note: Note, router: NoteDetailRouterProtocol) {
          self.note = note
          self.router = router
        }

        func didTapShare() { router.showShare(text: note.text) }
        func didTapDelete() { router.close() }
      }

      """
    ),
    (
      "Notes/Presenters/NewNotePresenter.swift",
      """
      final class NewNotePresenter {
        private let router: NewNoteRouter

        init(router: NewNoteRouter) { self.router = router }

        func didTapSave(text: String) {
          NoteStore.shared.add(Note(text: text))
          router.dismissModule()
        }

        func didTapCancel() { router.dismissModule() }
      }

      """
    ),
    (
      "Notes/Views/NotesListViewController.swift",
      """
      import UIKit

      protocol NotesListViewProtocol: AnyObject {
        func show(_ notes: [Note])
      }

      final class NotesListViewController: UITableViewController, NotesListViewProtocol {
        var presenter: NotesListPresenterProtocol?
        private var notes: [Note] = []

        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.presenter?.didTapAdd() })
        }

        func show(_ notes: [Note]) {
          self.notes = notes
          tableView.reloadData()
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          presenter?.didSelect(notes[indexPath.row])
        }
      }

      """
    ),
    (
      "Notes/Views/NoteDetailViewController.swift",
      """
      import UIKit

      final class NoteDetailViewController: UIViewController {
        var presenter: NoteDetailPresenter?

        @objc private func shareTapped() { presenter?.didTapShare() }
        @objc private func deleteTapped() { presenter?.didTapDelete() }
      }

      final class ShareViewController: UIViewController {
        private let text: String

        init(text: String) {
          self.text = text
          super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      }

      """
    ),
    (
      "Notes/Views/NewNoteViewController.swift",
      """
      import UIKit

      final class NewNoteViewController: UIViewController {
        var presenter: NewNotePresenter?
        private let textView = UITextView()

        @objc private func save() { presenter?.didTapSave(text: textView.text) }
        @objc private func cancel() { presenter?.didTapCancel() }
      }

      """
    ),
    (
      "Notes/Interactors/NotesListInteractor.swift",
      """
      protocol NotesListInteractorInput: AnyObject {
        func loadNotes()
      }

      protocol NotesListInteractorOutput: AnyObject {
        func notesLoaded(_ notes: [Note])
      }

      final class NotesListInteractor: NotesListInteractorInput {
        weak var output: NotesListInteractorOutput?

        func loadNotes() { output?.notesLoaded(NoteStore.shared.notes) }
      }

      struct Note: Equatable {
        var text: String
      }

      final class NoteStore {
        static let shared = NoteStore()
        private(set) var notes: [Note] = []
        func add(_ note: Note) { notes.append(note) }
      }

      """
    ),
  ]
}
