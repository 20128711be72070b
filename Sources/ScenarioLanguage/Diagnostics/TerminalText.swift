/// Text from scripts and file names made fit to show on a terminal: control characters (an
/// escape sequence could recolour, move or retitle the user's terminal) are written as
/// `\u{1B}`, and very long words and lines are clipped, so that one hostile line cannot flood the
/// screen.
public enum TerminalText {
  /// Words (runs without white space) longer than this are shortened in messages.
  static let longestWord = 200
  /// Messages longer than this keep their beginning and end.
  static let longestMessage = 1_000
  /// Source lines are shown as a window of this many characters around the caret.
  static let sourceWindow = 160

  /// `text` with every control character but newline and tab written as an escape.
  public static func sanitized(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A message as printed: sanitised, every overlong word shortened to its start and end, and
  /// the whole kept under `longestMessage` characters.
  public static func clipped(_ message: String) -> String {
    let safe = sanitized(message)
    guard safe.utf8.count > longestWord else { return safe }
    var result = ""
    var word = ""
    func flush() {
      if word.count > longestWord {
        result += word.prefix(longestWord - 40) + "…(\(word.count) characters)…" + word.suffix(10)
      } else {
        result += word
      }
      word = ""
    }
    for character in safe {
      if character.isWhitespace {
        flush()
        result.append(character)
      } else {
        word.append(character)
      }
    }
    flush()
    guard result.count > longestMessage else { return result }
    return result.prefix(longestMessage - 200) + " … " + result.suffix(197)
  }

  /// A source line as a diagnostic shows it, and the 1-based column of the caret in it: each
  /// character sanitised (the caret moves past an escape's width), and a long line cut to a
  /// window around the caret, marked `…` where it was cut. Only the window is looked at, so a
  /// line of megabytes costs no more than walking to the caret.
  static func sourceLine(_ line: String, caretAt column: Int) -> (text: String, column: Int) {
    let caretOffset = max(column - 1, 0)
    // An escape only widens what is shown, so this many characters each side fill the window.
    let from =
      line.index(
        line.startIndex, offsetBy: max(caretOffset - sourceWindow, 0), limitedBy: line.endIndex)
      ?? line.endIndex
    let to = line.index(from, offsetBy: 2 * sourceWindow, limitedBy: line.endIndex) ?? line.endIndex
    let skipped = line.distance(from: line.startIndex, to: from)
    var shown: [Character] = []
    var caret: Int?
    for (index, character) in line[from..<to].enumerated() {
      if skipped + index == caretOffset { caret = shown.count + 1 }
      let safe = String(character)
      shown +=
        safe.unicodeScalars.contains(where: needsEscape) ? Array(sanitized(safe)) : [character]
    }
    let caretColumn = caret ?? shown.count + 1
    let cutBefore = skipped > 0
    let cutAfter = to < line.endIndex
    guard cutBefore || cutAfter || shown.count > sourceWindow else {
      return (String(shown), caretColumn)
    }
    let start = max(0, min(caretColumn - 1 - sourceWindow / 2, shown.count - sourceWindow))
    let end = min(shown.count, start + sourceWindow)
    let head = cutBefore || start > 0 ? "…" : ""
    let tail = cutAfter || end < shown.count ? "…" : ""
    return (head + String(shown[start..<end]) + tail, caretColumn - start + head.count)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    // Bidirectional overrides and isolates reorder what the terminal shows.
    case 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}
