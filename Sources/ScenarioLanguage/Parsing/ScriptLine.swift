/// One line of a script, as written, with its 1-based number.
struct ScriptLine {
  let number: Int
  let text: String

  func location(_ column: Int) -> SourceLocation {
    SourceLocation(line: number, column: column)
  }
}
