import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One file after tokenizing and parsing.
struct ScannedFile {
  var source: SourceFile
  var codeLines: Int
  var lineCount: Int
  var declarations: FileDeclarations
  /// The first `FileScanner.diagnosticsShown` problems, then one line counting the rest.
  var diagnostics: [Diagnostic]
  /// Every problem found, shown or not.
  var diagnosticCount: Int
  /// The file's code as the navigation graph reads it (see `NavigationScanner`).
  var navigation = NavigationFacts()
}

/// Reads, tokenizes and parses files one at a time, reusing one token buffer, so memory
/// holds only what each file contributes to the graph.
struct FileScanner {
  var symbols = SymbolTable()
  private var tokens: [Token] = []
  private var navigationScratch = NavigationFacts()
  /// The file's bytes, the buffer kept from one file to the next.
  private var contents: [UInt8] = []

  mutating func scan(_ source: SourceFile) throws(AnalysisError) -> ScannedFile {
    var bytes: [UInt8] = []
    swap(&bytes, &contents)
    defer { swap(&bytes, &contents) }
    let length = try Self.read(source.path, into: &bytes)
    return bytes.withUnsafeBufferPointer {
      scan(UnsafeBufferPointer(rebasing: $0[..<length]), source: source)
    }
  }

  /// Reads the whole file into `buffer` (grown as needed); returns its length.
  private static func read(_ path: String, into buffer: inout [UInt8]) throws(AnalysisError)
    -> Int
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(path) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .unreadable(path) }
    guard info.st_size < Int(Int32.max) else { throw .fileTooLarge(path) }
    if buffer.count <= Int(info.st_size) {
      buffer = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    }
    var length = 0
    // Reading stops at the size `fstat` gave (one call for a file), or at the end if it grew.
    while length != Int(info.st_size) || length == 0 {
      if length == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
      let read = buffer.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress! + length, $0.count - length)
      }
      if read == 0 { break }
      if read < 0 {
        guard errno == EINTR else { throw .unreadable(path) }
        continue
      }
      length += read
      guard length < Int(Int32.max) else { throw .fileTooLarge(path) }
    }
    return length
  }

  mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, source: SourceFile) -> ScannedFile {
    let outcome = Tokenizer.tokenize(
      bytes, symbols: &symbols, into: &tokens, keepComments: false,
      diagnosticLimit: Self.diagnosticsShown + 1)
    let declarations = tokens.withUnsafeBufferPointer {
      DeclarationParser.parse(tokens: $0, bytes: bytes)
    }
    // Each list keeps its first 21 in source order, so the first 21 of both are among them.
    let found = outcome.diagnostics + declarations.diagnostics.kept
    let total = outcome.diagnosticCount + declarations.diagnostics.count
    var scratch = NavigationFacts()
    swap(&scratch, &navigationScratch)
    let navigation = tokens.withUnsafeBufferPointer {
      NavigationScanner.scan(
        tokens: $0, bytes: bytes, declarations: declarations, scratch: &scratch)
    }
    swap(&scratch, &navigationScratch)
    return ScannedFile(
      source: source, codeLines: outcome.codeLines, lineCount: outcome.lineCount,
      declarations: declarations,
      diagnostics: Self.shown(found, total: total, path: source.path, bytes: bytes),
      diagnosticCount: total, navigation: navigation)
  }

  /// How many problems of one file are listed; the rest are counted in one more line.
  static let diagnosticsShown = 20

  /// The first problems in source order (line, column, message), then "… and N more in this
  /// file" (of `total`) at the next one's place. Columns are found only for those shown: a line of 20,000
  /// unmatched braces would otherwise cost a walk back to its start for each.
  static func shown(
    _ found: [LexDiagnostic], total: Int, path: String, bytes: UnsafeBufferPointer<UInt8>
  ) -> [Diagnostic] {
    let ordered = found.count > 1 ? found.sorted { $0.precedes($1) } : found
    let locator = LineLocator(bytes: bytes)
    func located(_ problem: LexDiagnostic, _ message: String) -> Diagnostic {
      Diagnostic(
        file: path, line: Int(problem.line),
        column: locator.column(of: Int(problem.offset), line: Int(problem.line)),
        message: message)
    }
    var shown = ordered.prefix(diagnosticsShown).map { located($0, $0.message) }
    if total > diagnosticsShown {
      let hidden = total - diagnosticsShown
      shown.append(located(ordered[diagnosticsShown], "… and \(hidden) more in this file"))
    }
    return shown
  }
}
