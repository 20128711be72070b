/// An object still alive though the screen it belongs to has left the window.
public struct Leak: Hashable, Sendable, CustomStringConvertible {
  public let typeName: String
  public let role: ComponentRole
  /// The anchor in the notation (`Settings`, or a container's contents such as `[EditProfile]`),
  /// or `window` for app-lifetime objects.
  public let anchor: String
  /// The checkpoint label (e.g. a scenario step) at which the anchor was first seen out of the
  /// window (or at which the app ended); nil when no checkpoint was taken since it left.
  public let leftWindowAt: String?

  public init(typeName: String, role: ComponentRole, anchor: String, leftWindowAt: String?) {
    self.typeName = typeName
    self.role = role
    self.anchor = anchor
    self.leftWindowAt = leftWindowAt
  }

  public var description: String {
    let when = leftWindowAt.map { ", whose screen left the window at \($0)" } ?? ""
    return "\(typeName) (\(role.rawValue) of \(anchor))\(when)"
  }
}
