/// A problem in a rules or baseline file, at the place it starts (columns in UTF-8 bytes, as
/// the analyser's diagnostics).
public struct RulesFileError: Error, Sendable, Equatable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
