/// The one error found on a line: the line is abandoned and parsing resumes at the next one.
struct LineError: Error, Equatable, Sendable {
  let column: Int
  let message: String

  init(column: Int, _ message: String) {
    self.column = column
    self.message = message
  }
}
