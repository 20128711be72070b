/// Why a scenario failed on a variant: the first failure stops the run, as in XCUITest.
public struct RunFailure: Codable, Equatable, Sendable {
  public enum Kind: String, Codable, Sendable, CaseIterable {
    /// The step could not be performed (element not on screen, no sheet to swipe, …).
    case stepUnavailable
    /// An `expect` did not hold.
    case expectationFailed
    /// HeadlessUIKit recorded a warning or misuse.
    case uikitIssue
    /// An object outlived its screen.
    case leak
  }

  public let kind: Kind
  /// `file:line` of the step (or `end`) where it failed.
  public let location: String
  public let message: String

  public init(kind: Kind, location: String, message: String) {
    self.kind = kind
    self.location = location
    self.message = message
  }
}
