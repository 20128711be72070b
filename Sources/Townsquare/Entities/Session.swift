/// Who is logged in. Kept by ``SessionStore`` (the Keychain stand-in), so it survives a relaunch.
public struct Session: Sendable, Equatable {
  public let userID: Int

  public init(userID: Int) {
    self.userID = userID
  }
}
