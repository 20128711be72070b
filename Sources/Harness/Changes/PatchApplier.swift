import Foundation

/// Applies a unified diff to a folder, as `patch -p1 --fuzz=0` does: every hunk's old lines
/// must stand in the file exactly, at the stated line or — when the file moved on since the
/// patch was made — at the nearest place where they do. Nothing is written unless every file
/// of the patch applies.
public enum PatchApplier {
  /// Applies `diff` (read from `patchName`) under `root`; returns the paths it wrote or
  /// removed, relative to `root`.
  @discardableResult
  public static func apply(_ diff: UnifiedDiff, patchName: String, root: String)
    throws(PatchError) -> [String]
  {
    try checkConfined(diff, patchName: patchName, root: root)
    var results: [(path: String, content: String?)] = []
    for file in diff.files {
      let old: [String]
      if let oldPath = file.oldPath {
        guard let text = try? String(contentsOfFile: root + "/" + oldPath, encoding: .utf8)
        else {
          throw PatchError(
            file: patchName, line: file.hunks[0].patchLine,
            message: "\(oldPath) does not exist or cannot be read")
        }
        old = lines(of: text)
      } else {
        if FileManager.default.fileExists(atPath: root + "/" + file.path) {
          throw PatchError(
            file: patchName, line: file.hunks[0].patchLine,
            message: "\(file.path) is added by the patch but already exists")
        }
        old = []
      }
      let new = try applying(file, to: old, patchName: patchName)
      if let oldPath = file.oldPath, oldPath != file.newPath { results.append((oldPath, nil)) }
      if let newPath = file.newPath {
        results.append((newPath, new.isEmpty ? "" : new.joined(separator: "\n") + "\n"))
      }
    }
    for result in results {
      let url = URL(fileURLWithPath: root + "/" + result.path)
      do {
        if let content = result.content {
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
          try Data(content.utf8).write(to: url)
        } else {
          try FileManager.default.removeItem(at: url)
        }
      } catch {
        throw PatchError(
          file: patchName, line: 1, message: "cannot write \(result.path) under \(root)")
      }
    }
    return results.map(\.path)
  }

  /// Refuses a file of `diff` whose path, under `root`, leads out of `root` through a symbolic
  /// link (its nearest existing folder or the file itself resolves outside): nothing is
  /// written then. Absolute paths and `..` are refused when the patch is read.
  public static func checkConfined(_ diff: UnifiedDiff, patchName: String, root: String)
    throws(PatchError)
  {
    guard let realRoot = realPath(root) else { return }
    for file in diff.files {
      for path in [file.oldPath, file.newPath].compactMap({ $0 }) {
        // Every link on the way must resolve inside the root; a dangling one could be written
        // through to anywhere.
        var prefix = root
        for component in path.split(separator: "/") {
          prefix += "/" + component
          var status = stat()
          guard lstat(prefix, &status) == 0 else { break }
          guard status.st_mode & S_IFMT == S_IFLNK else { continue }
          guard let real = realPath(prefix), real == realRoot || real.hasPrefix(realRoot + "/")
          else {
            throw PatchError(
              file: patchName, line: file.headerLine,
              message: "'\(path)' leads outside the package through the symbolic link "
                + "\(prefix.dropFirst(root.count + 1)); a patch may only name files inside it")
          }
        }
      }
    }
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The file's lines after every hunk, in order.
  static func applying(_ file: FilePatch, to old: [String], patchName: String)
    throws(PatchError) -> [String]
  {
    try placing(file, in: old, patchName: patchName).lines
  }

  /// The file's lines after every hunk, and where each hunk landed: its first line (1-based)
  /// in the file before and after, which differ from its header's when the file has moved
  /// since the patch was made.
  static func placing(_ file: FilePatch, in old: [String], patchName: String)
    throws(PatchError) -> (lines: [String], starts: [(old: Int, new: Int)])
  {
    var output: [String] = []
    var starts: [(old: Int, new: Int)] = []
    var cursor = 0  // next old line not yet copied
    var drift = 0  // how far the file has moved since the patch was made
    for hunk in file.hunks {
      let expected = hunk.oldLines
      let stated = max(0, (hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1) + drift)
      guard let start = place(of: expected, in: old, near: stated, from: cursor) else {
        throw PatchError(
          file: patchName, line: hunk.patchLine,
          message: "this hunk of \(file.path) no longer applies: its lines are not in the file")
      }
      drift = start - (hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1)
      output.append(contentsOf: old[cursor..<start])
      starts.append((old: start + 1, new: output.count + 1))
      output.append(contentsOf: hunk.newLines)
      cursor = start + expected.count
    }
    output.append(contentsOf: old[cursor...])
    return (output, starts)
  }

  /// Where `expected` stands in `lines` at or after `from`, nearest to `near` first.
  private static func place(of expected: [String], in lines: [String], near: Int, from: Int)
    -> Int?
  {
    let last = lines.count - expected.count
    guard last >= from else { return nil }
    let anchor = min(max(near, from), last)
    for distance in 0...max(anchor - from, last - anchor) {
      for candidate in [anchor - distance, anchor + distance]
      where candidate >= from && candidate <= last {
        if lines[candidate..<(candidate + expected.count)].elementsEqual(expected) {
          return candidate
        }
      }
    }
    return nil
  }

  /// A file's lines without their newlines (a final newline ends the last line).
  static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
