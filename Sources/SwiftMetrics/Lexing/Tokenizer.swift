/// Turns Swift source (UTF-8 bytes) into tokens. Never fails: malformed input produces
/// diagnostics with their locations, and scanning carries on.
public enum Tokenizer {
  /// Tokenizes a string. Convenient for tests and small inputs; `symbols` names the tokens.
  public static func tokenize(
    _ source: String, symbols: inout SymbolTable, keepComments: Bool = true
  ) -> TokenizedSource {
    var bytes = Array(source.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      var tokens: [Token] = []
      let outcome = tokenize(
        UnsafeBufferPointer(buffer), symbols: &symbols, into: &tokens, keepComments: keepComments)
      let locator = LineLocator(bytes: UnsafeBufferPointer(buffer))
      let diagnostics = outcome.diagnostics.map { diagnostic in
        SourceDiagnostic(
          line: Int(diagnostic.line),
          column: locator.column(of: Int(diagnostic.offset), line: Int(diagnostic.line)),
          message: diagnostic.message)
      }
      return TokenizedSource(
        tokens: tokens, diagnostics: diagnostics, codeLines: outcome.codeLines,
        lineCount: outcome.lineCount)
    }
  }

  /// The hot path: appends to `tokens` (cleared first, capacity kept). Keeps the first
  /// `diagnosticLimit` problems in source order (all, in the order found, without a limit).
  static func tokenize(
    _ bytes: UnsafeBufferPointer<UInt8>, symbols: inout SymbolTable, into tokens: inout [Token],
    keepComments: Bool, diagnosticLimit: Int = .max
  ) -> LexOutcome {
    tokens.removeAll(keepingCapacity: true)
    guard let base = bytes.baseAddress, bytes.count > 0 else {
      return LexOutcome(diagnostics: [], diagnosticCount: 0, codeLines: 0, lineCount: 0)
    }
    // Move (not copy) the table and the token buffer into the lexer, so that neither is
    // copied on write, and move them back afterwards.
    var lexer = Lexer(
      base: base, count: bytes.count, keepComments: keepComments, tokens: [],
      symbols: SymbolTable.placeholder, diagnosticLimit: diagnosticLimit)
    swap(&lexer.tokens, &tokens)
    swap(&lexer.symbols, &symbols)
    lexer.run()
    swap(&lexer.tokens, &tokens)
    swap(&lexer.symbols, &symbols)
    let endsWithBreak = bytes[bytes.count - 1] == 0x0A
    return LexOutcome(
      diagnostics: lexer.diagnostics.kept, diagnosticCount: lexer.diagnostics.count,
      codeLines: lexer.codeLines,
      lineCount: Int(lexer.line) - (endsWithBreak ? 1 : 0))
  }
}

/// What the hot path reports besides the tokens.
struct LexOutcome {
  var diagnostics: [LexDiagnostic]
  /// All problems found, kept or not.
  var diagnosticCount: Int
  var codeLines: Int
  var lineCount: Int
}

/// Tokens of one source, with what was wrong in it.
public struct TokenizedSource: Sendable {
  public var tokens: [Token]
  public var diagnostics: [SourceDiagnostic]
  /// Lines holding at least one token that is not a comment.
  public var codeLines: Int
  public var lineCount: Int
}

/// A problem at a line and column (1-based; the column counts UTF-8 bytes, as swiftc does).
public struct SourceDiagnostic: Sendable, Equatable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(line):\(column): \(message)" }
}

/// Columns from offsets, found by looking back to the previous line break: diagnostics and
/// declarations are few, so no table of line starts is kept.
struct LineLocator {
  let bytes: UnsafeBufferPointer<UInt8>

  func column(of offset: Int, line: Int) -> Int {
    var start = min(offset, bytes.count)
    while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
    return offset - start + 1
  }
}
