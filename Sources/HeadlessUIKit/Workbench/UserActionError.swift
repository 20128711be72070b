/// Why a user's action could not be performed on the visible screen.
public struct UserActionError: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String
  /// The element identifiers the visible screen does have, for "did you mean" hints.
  public let availableIdentifiers: [String]

  public init(_ message: String, availableIdentifiers: [String] = []) {
    self.message = message
    self.availableIdentifiers = availableIdentifiers
  }

  public var description: String { message }
}
