/// An object alive after its screen left the window.
public struct LeakRecord: Codable, Equatable, Hashable, Sendable {
  public let typeName: String
  public let role: String
  public let anchor: String
  /// `file:line` of the step after which its screen was first seen gone.
  public let leftWindowAt: String?
  /// `file:line` of the check that found it (`expect no-leaks`, `relaunch` or `end`).
  public let detectedAt: String

  public init(
    typeName: String, role: String, anchor: String, leftWindowAt: String?, detectedAt: String
  ) {
    self.typeName = typeName
    self.role = role
    self.anchor = anchor
    self.leftWindowAt = leftWindowAt
    self.detectedAt = detectedAt
  }

  public var description: String {
    let when = leftWindowAt.map { ", its screen left the window at \($0)" } ?? ""
    return "\(typeName) (\(role) of \(anchor)) still alive\(when)"
  }
}
