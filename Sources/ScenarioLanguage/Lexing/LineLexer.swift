/// Splits one script line into words and strings.
///
/// White space separates tokens; `#` outside a string starts a comment that runs to the end of
/// the line; a word runs up to white space, `#` or `"`. Strings take `\"` and `\\` escapes only.
enum LineLexer {
  /// The tokens before the first error, and that error if there is one.
  static func tokens(of line: String) -> (tokens: [Token], error: LineError?) {
    let characters = Array(line)
    var tokens: [Token] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if character == "#" {
        break
      } else if character == "\"" {
        switch string(in: characters, from: index) {
        case .success(let (token, next)):
          tokens.append(token)
          index = next
        case .failure(let error):
          return (tokens, error)
        }
      } else {
        // An invisible character, unseen, would make a word that looks right and matches
        // nothing: "unknown command 'tap'; did you mean 'tap'?".
        let start = index
        while index < characters.count, !endsWord(characters[index]) {
          if let name = invisibleName(characters[index]) {
            return (
              tokens,
              LineError(column: index + 1, "an invisible character \(name) here; delete it")
            )
          }
          index += 1
        }
        tokens.append(
          Token(
            kind: .word, text: String(characters[start..<index]), column: start + 1,
            endColumn: index + 1, valueColumns: []))
      }
    }
    return (tokens, nil)
  }

  /// The name of an invisible format character in `character` (a byte-order mark, a
  /// zero-width space or joiner, a word joiner), nil for any other.
  private static func invisibleName(_ character: Character) -> String? {
    for scalar in character.unicodeScalars {
      switch scalar.value {
      case 0xFEFF: return "U+FEFF (a byte-order mark)"
      case 0x200B: return "U+200B (a zero-width space)"
      case 0x200C: return "U+200C (a zero-width non-joiner)"
      case 0x200D: return "U+200D (a zero-width joiner)"
      case 0x2060: return "U+2060 (a word joiner)"
      default: continue
      }
    }
    return nil
  }

  private static func endsWord(_ character: Character) -> Bool {
    character.isWhitespace || character == "#" || character == "\""
  }

  /// The string whose opening quote is at `start`, and the index just past its closing quote.
  private static func string(in characters: [Character], from start: Int) -> Result<
    (Token, Int), LineError
  > {
    var value = ""
    var columns: [Int] = []
    var index = start + 1
    while index < characters.count {
      let character = characters[index]
      if character == "\"" {
        let token = Token(
          kind: .string, text: value, column: start + 1, endColumn: index + 2,
          valueColumns: columns)
        return .success((token, index + 1))
      }
      if character == "\\" {
        guard index + 1 < characters.count else { break }
        let escaped = characters[index + 1]
        guard escaped == "\"" || escaped == "\\" else {
          return .failure(
            LineError(
              column: index + 1,
              "unknown escape '\\\(escaped)' in a string; only \\\" and \\\\ are allowed"))
        }
        value.append(escaped)
        columns.append(index + 1)
        index += 2
        continue
      }
      value.append(character)
      columns.append(index + 1)
      index += 1
    }
    return .failure(
      LineError(column: start + 1, "unterminated string: no closing '\"' on this line"))
  }
}
