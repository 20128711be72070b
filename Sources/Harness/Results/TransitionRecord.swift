/// One logged transition, with the file and role it is attributed to.
public struct TransitionRecord: Codable, Equatable, Sendable {
  public let kind: String
  public let origin: String
  public let screens: [String]
  /// `Module/Path/File.swift:LINE` of the app code that asked for it; nil for a user's gesture.
  public let source: String?
  /// The file part of `source`.
  public let file: String?
  /// wireframe, coordinator, router, presenter, view, … or `system` for a user's gesture.
  public let role: String
  /// e.g. `push PostDetail(3)`.
  public let summary: String

  public init(
    kind: String, origin: String, screens: [String], source: String?, file: String?, role: String,
    summary: String
  ) {
    self.kind = kind
    self.origin = origin
    self.screens = screens
    self.source = source
    self.file = file
    self.role = role
    self.summary = summary
  }
}
