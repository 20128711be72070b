import XCTest

@testable import SwiftMetrics

/// Tokenizes `source` and gives its tokens as (kind, text) pairs, for assertions that read
/// like the source.
struct Lexed {
  let source: String
  let result: TokenizedSource
  let symbols: SymbolTable

  init(_ source: String, keepComments: Bool = true) {
    self.source = source
    var table = SymbolTable()
    result = Tokenizer.tokenize(source, symbols: &table, keepComments: keepComments)
    symbols = table
  }

  var kinds: [TokenKind] { result.tokens.map(\.kind) }

  var texts: [String] {
    let bytes = Array(source.utf8)
    return result.tokens.map {
      String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self)
    }
  }

  var pairs: [String] { zip(kinds, texts).map { "\($0.0):\($0.1)" } }

  var diagnostics: [String] { result.diagnostics.map(\.description) }

  func tokens(_ kind: TokenKind) -> [String] {
    zip(kinds, texts).filter { $0.0 == kind }.map(\.1)
  }

  /// Names of identifier tokens, as interned (backticks removed).
  var identifiers: [String] {
    result.tokens.filter { $0.kind == .identifier }.map { symbols.name($0.symbol) }
  }
}
