import Foundation

/// One file after tokenizing and parsing.
struct ScannedFile {
  var source: SourceFile
  var codeLines: Int
  var lineCount: Int
  var declarations: FileDeclarations
  var diagnostics: [Diagnostic]
}

/// Reads, tokenizes and parses files one at a time, reusing one token buffer, so memory
/// holds only what each file contributes to the graph.
struct FileScanner {
  var symbols = SymbolTable()
  private var tokens: [Token] = []

  mutating func scan(_ source: SourceFile) throws -> ScannedFile {
    guard let data = FileManager.default.contents(atPath: source.path) else {
      throw AnalysisError.unreadable(source.path)
    }
    guard data.count < Int(Int32.max) else { throw AnalysisError.fileTooLarge(source.path) }
    return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> ScannedFile in
      let bytes = raw.bindMemory(to: UInt8.self)
      return scan(bytes, source: source)
    }
  }

  mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, source: SourceFile) -> ScannedFile {
    let outcome = Tokenizer.tokenize(bytes, symbols: &symbols, into: &tokens, keepComments: false)
    let declarations = tokens.withUnsafeBufferPointer {
      DeclarationParser.parse(tokens: $0, bytes: bytes)
    }
    let locator = LineLocator(bytes: bytes)
    let diagnostics = (outcome.diagnostics + declarations.diagnostics).map {
      Diagnostic(
        file: source.path, line: Int($0.line),
        column: locator.column(of: Int($0.offset), line: Int($0.line)), message: $0.message)
    }
    return ScannedFile(
      source: source, codeLines: outcome.codeLines, lineCount: outcome.lineCount,
      declarations: declarations, diagnostics: diagnostics)
  }
}
