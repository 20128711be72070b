import Foundation

/// The navigation-dense shape and the hostile shapes of issue #29.
extension BenchmarkCorpus {
  /// One VIPER-style module per file and folder, each navigating to the next module's screen:
  /// a wireframe that pushes, one that presents, or a coordinator that starts the next one,
  /// in turn.
  static func writeNavigationDense(lines: Int, into directory: URL) throws
    -> (files: [URL], lines: Int)
  {
    let moduleLines = navigationModuleText(module: 0, next: 1).reduce(0) {
      $1 == "\n" ? $0 + 1 : $0
    }
    let count = max(2, (lines + moduleLines - 1) / moduleLines)
    var files: [URL] = []
    var total = 0
    for module in 0..<count {
      let folder = directory.appendingPathComponent("Modules/N\(module)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let text = navigationModuleText(module: module, next: (module + 1) % count)
      let url = folder.appendingPathComponent("N\(module)Module.swift")
      try Data(text.utf8).write(to: url)
      files.append(url)
      total += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    }
    return (files, total)
  }

  /// A module's view, presenter, interactor and builder, and how it reaches the next module;
  /// comments and strings (multi-line and raw) name the types involved, as real code does.
  static func navigationModuleText(module: Int, next: Int) -> String {
    let name = "N\(module)"
    let other = "N\(next)"
    let route: String
    switch module % 3 {
    case 0:
      route = """
        final class \(name)Wireframe {
          weak var viewController: UIViewController?

          func showNext() {
            let next = \(other)Builder.build()
            viewController?.navigationController?.pushViewController(next, animated: true)
          }
        }
        """
    case 1:
      route = """
        final class \(name)Wireframe {
          weak var viewController: UIViewController?

          func showNext() {
            // Modal: \(other)ViewController comes up over this one.
            viewController?.present(\(other)Builder.build(), animated: true)
          }
        }
        """
    default:
      route = """
        final class \(name)Wireframe {
          weak var viewController: UIViewController?

          func showNext() {
            guard let navigation = viewController?.navigationController else { return }
            \(other)Coordinator(navigation: navigation).start()
          }
        }
        """
    }
    return """
      import UIKit

      /// Module \(name): a VIPER screen whose wireframe shows \(other)ViewController.
      protocol \(name)ViewInput: AnyObject {
        func show(title: String)
      }

      protocol \(name)PresenterInput: AnyObject {
        func viewDidLoad()
        func didTapNext()
      }

      final class \(name)ViewController: UIViewController, \(name)ViewInput {
        var presenter: (any \(name)PresenterInput)?
        private let caption = #"Opens "\(other)ViewController" via \(name)Wireframe"#

        override func viewDidLoad() {
          super.viewDidLoad()
          presenter?.viewDidLoad()
        }

        @objc func nextTapped() {
          // Tapping shows \(other)ViewController (see \(name)Wireframe).
          presenter?.didTapNext()
        }

        func show(title: String) { self.title = title + caption }
      }

      final class \(name)Presenter: \(name)PresenterInput {
        weak var view: (any \(name)ViewInput)?
        let interactor: \(name)Interactor
        let wireframe: \(name)Wireframe

        init(interactor: \(name)Interactor, wireframe: \(name)Wireframe) {
          self.interactor = interactor
          self.wireframe = wireframe
        }

        func viewDidLoad() { view?.show(title: interactor.title) }

        func didTapNext() {
          /* The wireframe decides: \(other)Builder makes \(other)ViewController. */
          wireframe.showNext()
        }
      }

      struct \(name)Interactor {
        var title: String {
          \"\"\"
          \(name)ViewController
            next: \(other)ViewController, "\(other)Presenter"
          \"\"\"
        }
      }

      \(route)

      enum \(name)Builder {
        static func build() -> UIViewController {
          let view = \(name)ViewController()
          let wireframe = \(name)Wireframe()
          let presenter = \(name)Presenter(interactor: \(name)Interactor(), wireframe: wireframe)
          presenter.view = view
          view.presenter = presenter
          wireframe.viewController = view
          return view
        }
      }

      final class \(name)Coordinator {
        let navigation: UINavigationController

        init(navigation: UINavigationController) { self.navigation = navigation }

        func start() { navigation.pushViewController(\(name)Builder.build(), animated: true) }
      }

      """
  }

  /// `class C0: C1 {}` … `class Cn: UIViewController {}`, child first, one a line, and a
  /// screen that pushes `C0`: hostile input (a chain of superclasses as long as the lines).
  static func writeChain(lines: Int, into directory: URL) throws -> (files: [URL], lines: Int) {
    let count = max(1, lines - 5)
    var text = """
      final class Start: UIViewController {
        func open() { navigationController?.pushViewController(C0(), animated: true) }
      }

      """
    for index in 0..<count { text += "class C\(index): C\(index + 1) {}\n" }
    text += "class C\(count): UIViewController {}\n"
    return try writeSingle(text, folder: "Chain", lines: count + 5, into: directory)
  }

  /// Screens that each nest `class Cell: UITableViewCell {}` and `final class Header: Cell {}`
  /// (hostile input: one name, many types), five lines a screen, a hundred to a file.
  static func writeRepeatedNested(lines: Int, into directory: URL) throws
    -> (files: [URL], lines: Int)
  {
    let screens = max(1, lines / 5)
    var files: [URL] = []
    var start = 0
    while start < screens {
      var text = ""
      for index in start..<min(start + 100, screens) {
        text += """
          final class S\(index): UIViewController {
            class Cell: UITableViewCell {}
            final class Header: Cell {}
          }

          """
      }
      let folder = directory.appendingPathComponent("Screens", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let url = folder.appendingPathComponent("S\(start).swift")
      try Data(text.utf8).write(to: url)
      files.append(url)
      start += 100
    }
    return (files, screens * 5)
  }

  private static func writeSingle(_ text: String, folder: String, lines: Int, into directory: URL)
    throws -> (files: [URL], lines: Int)
  {
    let folderURL = directory.appendingPathComponent(folder, isDirectory: true)
    try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
    let url = folderURL.appendingPathComponent("\(folder).swift")
    try Data(text.utf8).write(to: url)
    return ([url], lines)
  }
}
