/// A screen whose own code constructs another screen (`DetailViewController(…)` written in a
/// method of `ListViewController`): the screen knows where it leads and builds it itself.
public struct ScreenConstruction: Sendable, Equatable, Comparable {
  /// The screen whose code constructs.
  public var screen: String
  /// The screen constructed.
  public var constructed: String
  public var file: String
  public var line: Int

  public init(screen: String, constructed: String, file: String, line: Int) {
    self.screen = screen
    self.constructed = constructed
    self.file = file
    self.line = line
  }

  public static func < (lhs: ScreenConstruction, rhs: ScreenConstruction) -> Bool {
    (lhs.file, lhs.line, lhs.screen, lhs.constructed)
      < (rhs.file, rhs.line, rhs.screen, rhs.constructed)
  }
}
