/// A mistake on the command line: printed with the command's usage; exit status 2.
struct UsageError: Error, CustomStringConvertible {
  let message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
