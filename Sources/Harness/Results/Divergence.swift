/// The first step after which the variants' windows differ (two or more of them).
public struct Divergence: Codable, Equatable, Sendable {
  public let location: String
  public let action: String
  /// Variant name → its hierarchy after the step (`(not run)` when it had stopped before).
  public let hierarchies: [String: String]

  public init(location: String, action: String, hierarchies: [String: String]) {
    self.location = location
    self.action = action
    self.hierarchies = hierarchies
  }
}
