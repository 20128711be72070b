/// Why a patch could not be read or applied, with the place in the patch file.
public struct PatchError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The patch file, as given.
  public let file: String
  /// 1-based line in the patch file.
  public let line: Int
  public let message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { "\(file):\(line): \(message)" }
}
