/// The changes a unified diff makes to one file.
public struct FilePatch: Sendable, Equatable {
  /// Path relative to the package root before the change; nil for a new file.
  public let oldPath: String?
  /// Path after the change; nil for a deleted file.
  public let newPath: String?
  public let hunks: [Hunk]
  /// 1-based line of the `+++` header in the patch file, for errors about the paths.
  public let headerLine: Int

  public init(oldPath: String?, newPath: String?, hunks: [Hunk], headerLine: Int = 1) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.hunks = hunks
    self.headerLine = headerLine
  }

  /// The file's path: the new one, or the old one for a deletion.
  public var path: String { newPath ?? oldPath ?? "" }

  public var isAddition: Bool { oldPath == nil }
  public var isDeletion: Bool { newPath == nil }
}
