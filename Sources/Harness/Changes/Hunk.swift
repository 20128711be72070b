/// One `@@ -a,b +c,d @@` block of a unified diff: where it applies and its lines.
public struct Hunk: Sendable, Equatable {
  /// A line of the hunk: kept as it is, added, or removed.
  public enum Line: Sendable, Equatable {
    case context(String)
    case added(String)
    case removed(String)
  }

  /// 1-based first line in the old file (0 for an empty old file).
  public let oldStart: Int
  public let oldCount: Int
  public let newStart: Int
  public let newCount: Int
  public let lines: [Line]
  /// The hunk header's line in the patch file, for errors.
  public let patchLine: Int

  public init(
    oldStart: Int, oldCount: Int, newStart: Int, newCount: Int, lines: [Line], patchLine: Int
  ) {
    self.oldStart = oldStart
    self.oldCount = oldCount
    self.newStart = newStart
    self.newCount = newCount
    self.lines = lines
    self.patchLine = patchLine
  }

  /// The lines the old file must hold where the hunk applies.
  var oldLines: [String] {
    lines.compactMap {
      switch $0 {
      case .context(let text), .removed(let text): text
      case .added: nil
      }
    }
  }

  /// What the new file holds in their place.
  var newLines: [String] {
    lines.compactMap {
      switch $0 {
      case .context(let text), .added(let text): text
      case .removed: nil
      }
    }
  }
}
