/// One token: a kind, a byte range in the file, the line it starts on and, for names, the
/// interned symbol (see `SymbolTable`). Twenty bytes, so a file's tokens stay cheap.
public struct Token: Sendable, Equatable {
  public var kind: TokenKind
  /// Byte offset of the first byte.
  public var start: Int32
  /// Byte offset one past the last byte.
  public var end: Int32
  /// 1-based line of the first byte.
  public var line: Int32
  /// Interned name for identifiers, keywords, attributes, pound keywords and directives;
  /// -1 otherwise.
  public var symbol: Int32

  public init(kind: TokenKind, start: Int32, end: Int32, line: Int32, symbol: Int32) {
    self.kind = kind
    self.start = start
    self.end = end
    self.line = line
    self.symbol = symbol
  }
}
