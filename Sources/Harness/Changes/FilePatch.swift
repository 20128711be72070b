/// The changes a unified diff makes to one file.
public struct FilePatch: Sendable, Equatable {
  /// Path relative to the package root before the change; nil for a new file.
  public let oldPath: String?
  /// Path after the change; nil for a deleted file.
  public let newPath: String?
  public let hunks: [Hunk]

  public init(oldPath: String?, newPath: String?, hunks: [Hunk]) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.hunks = hunks
  }

  /// The file's path: the new one, or the old one for a deletion.
  public var path: String { newPath ?? oldPath ?? "" }

  public var isAddition: Bool { oldPath == nil }
  public var isDeletion: Bool { newPath == nil }
}
