/// Keeps the text of the string literals that name storyboards and their scenes (see
/// `StringArgument`), read by the storyboard-instantiation rule.
extension NavigationScanner {
  /// The argument labels whose plain string values are kept.
  static let keptStringLabels: [[UInt8]] = [
    Array("withIdentifier".utf8), Array("identifier".utf8), Array("name".utf8),
  ]

  /// The text of the argument at `position` when the label at `labelPosition` is one of
  /// `keptStringLabels` and the value is a one-piece plain string ending the argument
  /// (`"Login"` followed by `,` or `)`), else nil.
  func keptStringArgument(labelAt labelPosition: Int, valueAt position: Int) -> String? {
    guard labelPosition >= 0, position + 1 < tokens.count,
      tokens[position].kind == .stringSegment,
      tokens[position + 1].kind == .comma || tokens[position + 1].kind == .rightParen
    else { return nil }
    let label = tokens[labelPosition]
    let labelBytes = UnsafeBufferPointer(rebasing: bytes[Int(label.start)..<Int(label.end)])
    guard Self.keptStringLabels.contains(where: { $0.elementsEqual(labelBytes) }) else {
      return nil
    }
    let token = tokens[position]
    let start = Int(token.start)
    let end = Int(token.end)
    // `"…"` only: no raw, multi-line or escaped text, which names no scene.
    guard end - start >= 2, bytes[start] == 0x22, bytes[end - 1] == 0x22,
      !(end - start >= 6 && bytes[start + 1] == 0x22 && bytes[start + 2] == 0x22)
    else { return nil }
    let text = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)])
    guard !text.contains(0x5C) else { return nil }
    return String(decoding: text, as: UTF8.self)
  }
}
