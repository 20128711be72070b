/// Where in app code a navigation call was made: `#fileID` and `#line` of the caller.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let fileID: String
  public let line: UInt

  public init(fileID: String, line: UInt) {
    self.fileID = fileID
    self.line = line
  }

  public var description: String { "\(fileID):\(line)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.fileID, lhs.line) < (rhs.fileID, rhs.line)
  }
}
