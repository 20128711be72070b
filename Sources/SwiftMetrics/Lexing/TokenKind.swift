/// What a token is. Punctuation that the declaration parser looks at has its own kind so that
/// it never needs to read the bytes again.
public enum TokenKind: UInt8, Sendable, CaseIterable {
  /// A name, including backticked names (`` `class` ``) and contextual keywords (`actor`, `some`).
  case identifier
  /// A reserved word (`class`, `func`, `self`, …).
  case keyword
  /// `$0`, `$1`, `$value`.
  case dollarIdentifier
  /// `@Name`; its arguments, if any, are ordinary tokens.
  case attribute
  /// `#available`, `#selector`, a macro such as `#Preview`.
  case poundKeyword
  /// `#if CONDITION`, `#elseif CONDITION`, `#else`, `#endif`: one token up to the end of the line.
  case directive
  case number
  /// A piece of a string literal: the whole literal, or the part before, between or after
  /// interpolations. The tokens of an interpolation come between two segments.
  case stringSegment
  /// `/…/` or `#/…/#`.
  case regex
  case `operator`
  case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
  case comma, colon, semicolon, period
  /// `\` outside a string: the start of a key path.
  case backslash
  case lineComment, docLineComment, blockComment, docBlockComment
  /// A byte that cannot start any token; a diagnostic names it.
  case unknown

  /// Comments never count as code and never hold references.
  public var isComment: Bool {
    switch self {
    case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
    default: return false
    }
  }
}
