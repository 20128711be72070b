/// Only a name: nothing here is drawn.
public final class UIImage: Sendable {
  public let name: String

  public init?(systemName: String) {
    self.name = systemName
  }

  public init?(named name: String) {
    self.name = name
  }
}
