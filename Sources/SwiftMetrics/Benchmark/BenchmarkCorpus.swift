import Foundation

/// Generates realistic Swift for the analyser's benchmark: VIPER-like units (protocols, classes,
/// structs, enums, extensions, closures, interpolated, multi-line and raw strings, comments)
/// that reference each other across files, laid out in one of the `Shape`s.
public enum BenchmarkCorpus {
  /// How the lines are spread over files and folders.
  public enum Shape: String, Sendable, CaseIterable {
    /// Many small files, one module folder each (`Modules/M7/F7.swift`, one unit of some 80
    /// lines): a large app of many small types.
    case small
    /// Fewer large files (six units, some 500 lines), ten to a module folder.
    case large
    /// One file of types nested in each other as deep as the lines allow, each naming the
    /// next: hostile input, far deeper than Swift allows (see `DeclarationParser.maximumTypeNesting`).
    case nested
    /// One file of pseudo-random bytes (a fixed seed), about 40 to a line: hostile input in
    /// which nearly every byte is a problem.
    case random
    /// One VIPER-style module per file and folder (some 80 lines), each navigating to the
    /// next module's screen (a wireframe pushing or presenting, or a coordinator), comments
    /// and strings naming the types: an app whose every file is part of the navigation graph.
    case navigationDense = "navigation-dense"
    /// A chain of superclasses as long as the lines, declared child first (hostile: deeper
    /// than any recursion could go).
    case chain
    /// Screens each nesting a `Cell` and a `Header: Cell` (hostile: one name, many types).
    case repeatedNested = "repeated-nested"

    /// Input no compiler would accept or no app has, timed to show the analysis stays linear
    /// on it; not timed with swiftc.
    public var isHostile: Bool {
      self == .nested || self == .random || self == .chain || self == .repeatedNested
    }

    var unitsPerFile: Int { self == .small ? 1 : 6 }
    var filesPerFolder: Int { self == .small ? 1 : 10 }
  }

  /// Writes at least `lines` lines of Swift under `directory`; returns the files written and
  /// the exact line count.
  public static func write(lines: Int, shape: Shape = .large, into directory: URL) throws
    -> (files: [URL], lines: Int)
  {
    if shape == .nested { return try writeNested(lines: lines, into: directory) }
    if shape == .random { return try writeRandom(lines: lines, into: directory) }
    if shape == .navigationDense { return try writeNavigationDense(lines: lines, into: directory) }
    if shape == .chain { return try writeChain(lines: lines, into: directory) }
    if shape == .repeatedNested { return try writeRepeatedNested(lines: lines, into: directory) }
    let unitLines = unitText(name: "X", other: "X").reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    let fileLines = shape.unitsPerFile * unitLines
    let fileCount = max(1, (lines + fileLines - 1) / fileLines)
    var files: [URL] = []
    var total = 0
    for file in 0..<fileCount {
      let folder = directory.appendingPathComponent(
        "Modules/M\(file / shape.filesPerFolder)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let text = fileText(file: file, fileCount: fileCount, units: shape.unitsPerFile)
      let url = folder.appendingPathComponent("F\(file).swift")
      try Data(text.utf8).write(to: url)
      files.append(url)
      total += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    }
    return (files, total)
  }

  /// Three lines a level: `struct N7: Level {`, a property of the next level's type, and the
  /// closing brace at the end.
  static func writeNested(lines: Int, into directory: URL) throws -> (files: [URL], lines: Int) {
    let levels = max(1, (lines - 1) / 3)
    var text = "protocol Level {}\n"
    for level in 0..<levels {
      text += "struct N\(level): Level {\n  var next: N\(level + 1)?\n"
    }
    text += String(repeating: "}\n", count: levels)
    let folder = directory.appendingPathComponent("Nested", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("Nested.swift")
    try Data(text.utf8).write(to: url)
    return ([url], 1 + 3 * levels)
  }

  static func writeRandom(lines: Int, into directory: URL) throws -> (files: [URL], lines: Int) {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    var bytes = [UInt8](repeating: 0, count: 40 * lines)
    var breaks = 0
    for index in bytes.indices {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      bytes[index] = index % 40 == 39 ? 0x0A : UInt8(truncatingIfNeeded: seed >> 56)
      if bytes[index] == 0x0A { breaks += 1 }
    }
    let folder = directory.appendingPathComponent("Random", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("Random.swift")
    try Data(bytes).write(to: url)
    return ([url], breaks)
  }

  static func fileText(file: Int, fileCount: Int, units: Int) -> String {
    var text = ""
    for unit in 0..<units {
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
