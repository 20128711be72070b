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
    let sources = try SourceCollector.collect(paths: paths, sharedPaths: options.sharedPaths)
    var scanner = FileScanner()
    var files: [ScannedFile] = []
    files.reserveCapacity(sources.count)
    for source in sources { files.append(try scanner.scan(source)) }
    return analyze(scanned: files, symbols: scanner.symbols, paths: paths, options: options)
  }

  /// Analyses sources given as text (path → contents), as if read from those paths: for tests
  /// and tools that already hold the text.
  public static func analyze(sources: [(path: String, text: String)], options: AnalysisOptions)
    -> AnalysisResult
  {
    var scanner = FileScanner()
    let shared = options.sharedPaths.map(SourceCollector.trimmedPath)
    let files = sources.sorted { $0.path < $1.path }.map { path, text -> ScannedFile in
      let components = path.split(separator: "/").map(String.init)
      let isShared = shared.contains { path.hasPrefix($0 + "/") }
      let root = components.count > 1 ? components[0] : "."
      let folders = Array(components.dropFirst().dropLast())
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
      scanned: files, symbols: scanner.symbols, paths: roots.sorted(), options: options)
  }

  static func analyze(
    scanned files: [ScannedFile], symbols: SymbolTable, paths: [String], options: AnalysisOptions
  ) -> AnalysisResult {
    let graph = TypeGraph.build(files: files, symbols: symbols)
    let builder = MetricsBuilder(files: files, graph: graph, symbols: symbols, options: options)
    var result = builder.build()
    result.navigation = NavigationGraph.build(
      files: files, graph: graph, symbols: symbols, metrics: builder)
    result.roots = paths.map(SourceCollector.trimmedPath)
    result.sharedRoots = options.sharedPaths.map(SourceCollector.trimmedPath)
    return result
  }
}
