/// Static analysis of a Swift tree: tokens, declarations, the type graph, and coupling and
/// reuse metrics. Works on any Swift code (no compiler, no build): files are read as bytes.
public enum SwiftAnalyzer {
  /// Analyses the `.swift` files under `paths` (files or folders), plus those under
  /// `options.sharedPaths`, counted as the shared domain.
  ///
  /// Throws `AnalysisError` when a path does not exist or a file cannot be read; malformed
  /// Swift is reported in `AnalysisResult.diagnostics` instead.
  public static func analyze(paths: [String], options: AnalysisOptions = AnalysisOptions())
    throws -> AnalysisResult
  {
    var interfaceSources: [SourceFile] = []
    var sources = try SourceCollector.collect(
      paths: paths, sharedPaths: options.sharedPaths, interfaces: &interfaceSources)
    // Left out before scanning: a checked-in `Pods` can outweigh the app many times.
    let vendored = VendoredCode.removeVendored(from: &sources)
    let (files, symbols) = try ParallelScanner.scan(sources)
    let interfaces = InterfaceFiles.read(interfaceSources, includeTests: options.includeTests)
    return analyze(
      scanned: consume files, symbols: symbols, paths: paths, options: options,
      interfaces: interfaces, vendoredFiles: vendored)
  }

  /// Analyses sources given as text (path → contents), as if read from those paths: for tests
  /// and tools that already hold the text.
  public static func analyze(
    sources: [(path: String, text: String)], interfaces: [(path: String, text: String)] = [],
    options: AnalysisOptions
  ) -> AnalysisResult {
    analyze(
      sources: sources.sorted { $0.path < $1.path },
      interfaces: interfaces.sorted { $0.path < $1.path }, inGivenOrder: options)
  }

  /// As `analyze(sources:options:)`, the files scanned and analysed in the order given, not
  /// sorted by path: how tests check that no result depends on the order files are met in.
  static func analyze(
    sources: [(path: String, text: String)], interfaces: [(path: String, text: String)] = [],
    inGivenOrder options: AnalysisOptions
  ) -> AnalysisResult {
    var scanner = FileScanner()
    let shared = options.sharedPaths.map(SourceCollector.trimmedPath)
    var vendored = 0
    let files = sources.compactMap { path, text -> ScannedFile? in
      let components = path.split(separator: "/").map(String.init)
      let isShared = shared.contains { path.hasPrefix($0 + "/") }
      let root = components.count > 1 ? components[0] : "."
      let folders = Array(components.dropFirst().dropLast())
      if VendoredCode.isVendoredPath(folders: folders) {
        vendored += 1
        return nil
      }
      var module = root
      if let sources = components.firstIndex(of: "Sources"), sources + 2 < components.count {
        module = components[sources + 1]
      }
      let source = SourceFile(
        path: path, rootLabel: root, folders: folders, fileName: components.last ?? path,
        isShared: isShared, module: module)
      var bytes = Array(text.utf8)
      return bytes.withUnsafeMutableBufferPointer {
        scanner.scan(UnsafeBufferPointer($0), source: source)
      }
    }
    let roots = Set(
      files.filter { !$0.source.isShared }.map {
        String($0.source.path.split(separator: "/").first ?? "")
      })
    return analyze(
      scanned: files, symbols: scanner.symbols, paths: roots.sorted(), options: options,
      interfaces: InterfaceFiles.read(texts: interfaces, includeTests: options.includeTests),
      vendoredFiles: vendored)
  }

  static func analyze(
    scanned files: consuming [ScannedFile], symbols: SymbolTable, paths: [String],
    options: AnalysisOptions, interfaces: InterfaceFiles = InterfaceFiles(), vendoredFiles: Int = 0
  ) -> AnalysisResult {
    let names = SymbolNames(symbols)
    var testFiles = 0
    // Only a tree with test code pays for removing it: removing moves every file.
    if !options.includeTests, files.contains(where: { TestCode.isTestFile($0, symbols: names) }) {
      let before = files.count
      files.removeAll { TestCode.isTestFile($0, symbols: names) }
      testFiles = before - files.count
    }
    let graph = TypeGraph.build(files: copy files, symbols: names)
    // The metrics and the navigation graph read the same values and write nothing shared:
    // one core each.
    let parts = Parts(
      MetricsBuilder(files: copy files, graph: graph, symbols: names, options: options))
    let roles = parts.builder!.roles
    let displayNames = parts.builder!.displayNames
    Workers.run(2) { [files = copy files] index in
      if index == 0 {
        parts.navigation = NavigationGraph.build(
          files: files, graph: graph, symbols: symbols, roles: roles, names: displayNames,
          options: options, interfaces: interfaces.files)
      } else {
        parts.result = parts.builder!.build()
        // Freed on this core while the other still follows the navigation: freed after, it
        // held some 40 MB more at the output and cost the output 50 ms (issue #28).
        parts.builder = nil
      }
    }
    var result = parts.result!
    result.navigation = parts.navigation!
    result.totals.testFilesLeftOut = testFiles
    result.totals.vendoredFilesLeftOut = vendoredFiles
    if !options.includeTests {
      result.navigation = TestCode.withoutTestDoubles(result.navigation)
    }
    if !interfaces.files.isEmpty || !interfaces.problems.isEmpty {
      let roles = Dictionary(
        result.types.map { ($0.name, $0.role) }, uniquingKeysWith: { first, _ in first })
      result.navigation = StoryboardEdges.apply(
        interfaces.files, to: result.navigation, roles: roles)
      result.diagnostics = (result.diagnostics + interfaces.problems).sorted()
      result.totals.diagnostics += interfaces.problems.count
    }
    result.roots = paths.map(SourceCollector.trimmedPath)
    result.sharedRoots = options.sharedPaths.map(SourceCollector.trimmedPath)
    // The scanned files and the graph are hundreds of thousands of small arrays: freed on
    // another thread, not on the way to the output.
    Discard.later(Discarded(files: files, graph: graph))
    return result
  }

  /// Where the two halves of the analysis leave their results; each field is written by one
  /// thread and read after both are done.
  private final class Parts: @unchecked Sendable {
    /// Read before the threads start and by the metrics' thread only, which drops it.
    var builder: MetricsBuilder?
    var result: AnalysisResult?
    var navigation: NavigationGraph?
    init(_ builder: MetricsBuilder) { self.builder = builder }
  }

  /// What `analyze` is done with.
  private struct Discarded {
    var files: [ScannedFile]
    var graph: TypeGraph
  }
}
