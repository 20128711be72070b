/// The spelling rule of element ids and tags: ASCII letters, digits and `-`.
enum Identifier {
  static func isAllowed(_ character: Character) -> Bool {
    character == "-" || (character.isASCII && (character.isLetter || character.isNumber))
  }

  /// The offset of the first character that breaks the rule, or nil when all follow it.
  static func firstInvalidOffset(in text: String) -> Int? {
    text.firstIndex { !isAllowed($0) }.map { text.distance(from: text.startIndex, to: $0) }
  }
}
