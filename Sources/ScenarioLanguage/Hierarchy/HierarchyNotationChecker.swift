/// Checks the notation of an `expect hierarchy` before anything runs: its shape, and that every
/// screen, tab and id it names exists, so that a typo is reported where it was made instead of
/// as a mismatch at run time.
struct HierarchyNotationChecker {
  /// What is wrong, and at which character of the notation.
  struct Problem: Error, Equatable {
    let offset: Int
    let message: String
  }

  enum Piece: Equatable {
    case name(String)
    case symbol(Character)
    case end
  }

  struct Lexeme {
    let piece: Piece
    let offset: Int
  }

  let checker: VocabularyChecker

  init(vocabulary: ScenarioVocabulary) {
    checker = VocabularyChecker(vocabulary: vocabulary)
  }

  /// Nil when the notation is well formed and names only known screens and tabs.
  func problem(in notation: String) -> Problem? {
    do {
      var cursor = Cursor(lexemes: try Self.lexemes(of: notation), checker: checker)
      try cursor.window()
      return nil
    } catch {
      return error
    }
  }

  /// Names (runs of letters and digits) and symbols; white space is dropped.
  static func lexemes(of notation: String) throws(Problem) -> [Lexeme] {
    let characters = Array(notation)
    var lexemes: [Lexeme] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isWhitespace {
        index += 1
      } else if HierarchyNotation.symbols.contains(character) {
        lexemes.append(Lexeme(piece: .symbol(character), offset: index))
        index += 1
      } else if character.isLetter || character.isNumber {
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber {
          index += 1
        }
        lexemes.append(Lexeme(piece: .name(String(characters[start..<index])), offset: start))
      } else {
        throw Problem(offset: index, message: "unexpected '\(character)' in the hierarchy")
      }
    }
    lexemes.append(Lexeme(piece: .end, offset: characters.count))
    return lexemes
  }
}
