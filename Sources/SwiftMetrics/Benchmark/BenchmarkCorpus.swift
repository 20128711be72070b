import Foundation

/// Generates realistic Swift for the analyser's benchmark: VIPER-like units (protocols, classes,
/// structs, enums, extensions, closures, interpolated, multi-line and raw strings, comments)
/// that reference each other across files, in module folders of ten files.
public enum BenchmarkCorpus {
  /// Units per file; a unit is some 80 lines, so a file is about 500 lines.
  static let unitsPerFile = 6

  /// Writes at least `lines` lines of Swift under `directory`; returns the files written and
  /// the exact line count.
  public static func write(lines: Int, into directory: URL) throws -> (files: [URL], lines: Int) {
    let unitLines = unitText(name: "X", other: "X").reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    let fileCount = max(1, (lines + unitsPerFile * unitLines - 1) / (unitsPerFile * unitLines))
    var files: [URL] = []
    var total = 0
    for file in 0..<fileCount {
      let folder = directory.appendingPathComponent("Modules/M\(file / 10)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let text = fileText(file: file, fileCount: fileCount)
      let url = folder.appendingPathComponent("F\(file).swift")
      try Data(text.utf8).write(to: url)
      files.append(url)
      total += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    }
    return (files, total)
  }

  static func fileText(file: Int, fileCount: Int) -> String {
    var text = ""
    for unit in 0..<unitsPerFile {
      text += unitText(name: "F\(file)U\(unit)", other: "F\((file + 7) % fileCount)U\(unit)")
    }
    return text
  }

  /// One unit; every unit has the same number of lines.
  static func unitText(name: String, other: String) -> String {
    """
    import Foundation

    /// Presents the \(name) screen. Generated for the benchmark.
    protocol \(name)Presenting: AnyObject {
      func viewDidLoad()
      func didSelect(row: Int)
      var title: String { get }
    }

    // MARK: - Presenter

    final class \(name)Presenter: \(name)Presenting {
      private let interactor: \(name)Interactor
      weak var view: (any \(name)View)?
      private var items: [String] = []
      private let limit = 0x1F + 1_000

      init(interactor: \(name)Interactor) {
        self.interactor = interactor
      }

      var title: String { "Screen \(name): \\(items.count) items" }

      func viewDidLoad() {
        /* Load the items, then render them. */
        interactor.load { [weak self] result in
          guard let self else { return }
          switch result {
          case .success(let values):
            self.items = values.filter { !$0.isEmpty }.map { "\\($0) (\\(values.count))" }
            self.view?.render(self.items)
          case .failure(let error):
            self.view?.show(message: "Failed: \\(error)")
          }
        }
      }

      func didSelect(row: Int) {
        guard items.indices.contains(row), row < limit else { return }
        let service = \(other)Service()
        service.track(event: #"selected "\\#(row)""#, value: Double(row) * 1.5e-3)
      }
    }

    struct \(name)Interactor {
      let service: \(name)Service

      func load(_ completion: @escaping (Result<[String], any Error>) -> Void) {
        let values = (0..<8).map { index in "item-\\(index)" }
        completion(.success(values))
      }
    }

    final class \(name)Service {
      private var events: [String: Double] = [:]

      func track(event: String, value: Double) {
        events[event, default: 0] += value  // accumulate
      }
    }

    protocol \(name)View: AnyObject {
      func render(_ items: [String])
      func show(message: String)
    }

    extension \(name)Presenter: CustomStringConvertible {
      var description: String {
        \"\"\"
        \(name)Presenter
          items: \\(items.count)
        \"\"\"
      }
    }

    enum \(name)Route: Equatable {
      case detail(id: Int)
      case back
    }

    // End of \(name).

    """
  }
}
