/// A unified diff (`diff -u`, `git diff`) read into file patches. Only what such tools write
/// is accepted: `---`/`+++` headers (`a/`, `b/` prefixes and `/dev/null` understood), hunks
/// whose line counts match their headers, and `\ No newline at end of file` markers.
public struct UnifiedDiff: Sendable, Equatable {
  public let files: [FilePatch]

  public init(files: [FilePatch]) {
    self.files = files
  }

  /// Reads `text`; `name` is the patch file, for errors.
  public static func parse(_ text: String, name: String) throws(PatchError) -> UnifiedDiff {
    var reader = Reader(lines: text.split(separator: "\n", omittingEmptySubsequences: false))
    var files: [FilePatch] = []
    while let line = reader.peek() {
      guard line.hasPrefix("--- ") else {
        reader.advance()  // `diff --git`, `index`, mode lines and prose between files
        continue
      }
      let headerLine = reader.number
      let oldPath = path(fromHeader: line.dropFirst(4))
      try checkInside(oldPath, file: name, line: headerLine)
      reader.advance()
      guard let plus = reader.peek(), plus.hasPrefix("+++ ") else {
        throw PatchError(file: name, line: reader.number, message: "expected a '+++' line")
      }
      let plusLine = reader.number
      let newPath = path(fromHeader: plus.dropFirst(4))
      try checkInside(newPath, file: name, line: plusLine)
      reader.advance()
      if oldPath == nil && newPath == nil {
        throw PatchError(file: name, line: headerLine, message: "both paths are /dev/null")
      }
      var hunks: [Hunk] = []
      while let next = reader.peek(), next.hasPrefix("@@") {
        hunks.append(try hunk(&reader, name: name))
      }
      guard !hunks.isEmpty else {
        throw PatchError(file: name, line: reader.number, message: "a file with no hunk")
      }
      files.append(
        FilePatch(oldPath: oldPath, newPath: newPath, hunks: hunks, headerLine: plusLine))
    }
    guard !files.isEmpty else {
      throw PatchError(file: name, line: 1, message: "no file changes in this patch")
    }
    return UnifiedDiff(files: files)
  }

  /// A change request comes from someone else: like `git apply` and `patch`, refuse a path
  /// that is absolute or climbs with `..`, so that it cannot write or delete outside the
  /// package. (A path leading out through a symbolic link is refused when applied; see
  /// ``PatchApplier/checkConfined(_:patchName:root:)``.)
  private static func checkInside(_ path: String?, file: String, line: Int) throws(PatchError) {
    guard let path else { return }
    if path.isEmpty {
      throw PatchError(file: file, line: line, message: "the header names no file")
    }
    if path.hasPrefix("/") {
      throw PatchError(
        file: file, line: line,
        message: "'\(path)' is an absolute path; a patch may only name files inside the package")
    }
    if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
      throw PatchError(
        file: file, line: line,
        message: "'\(path)' contains '..'; a patch may only name files inside the package")
    }
  }

  /// `a/Sources/X.swift\t2026-…` → `Sources/X.swift`; `/dev/null` → nil.
  private static func path(fromHeader header: Substring) -> String? {
    let field = header.split(separator: "\t", maxSplits: 1).first.map(String.init) ?? ""
    if field == "/dev/null" { return nil }
    if field.hasPrefix("a/") || field.hasPrefix("b/") { return String(field.dropFirst(2)) }
    return field
  }

  private static func hunk(_ reader: inout Reader, name: String) throws(PatchError) -> Hunk {
    let headerLine = reader.number
    let header = reader.peek() ?? ""
    guard let range = HunkHeader(header) else {
      throw PatchError(file: name, line: headerLine, message: "malformed hunk header '\(header)'")
    }
    reader.advance()
    var lines: [Hunk.Line] = []
    var old = 0
    var new = 0
    while old < range.oldCount || new < range.newCount {
      guard let line = reader.peek() else {
        throw PatchError(
          file: name, line: reader.number,
          message: "the hunk at line \(headerLine) ends early (the patch is cut short)")
      }
      let text = String(line.dropFirst())
      switch line.first {
      case " ":
        lines.append(.context(text))
        old += 1
        new += 1
      case "+":
        lines.append(.added(text))
        new += 1
      case "-":
        lines.append(.removed(text))
        old += 1
      case nil:  // an empty context line, as some editors save it
        lines.append(.context(""))
        old += 1
        new += 1
      case "\\":
        break
      default:
        throw PatchError(
          file: name, line: reader.number,
          message: "a hunk line must begin with ' ', '+' or '-' (the counts in line "
            + "\(headerLine) do not match the lines)")
      }
      reader.advance()
    }
    if old != range.oldCount || new != range.newCount {
      throw PatchError(
        file: name, line: headerLine, message: "the hunk's line counts do not match its lines")
    }
    while let marker = reader.peek(), marker.hasPrefix("\\") { reader.advance() }
    return Hunk(
      oldStart: range.oldStart, oldCount: range.oldCount, newStart: range.newStart,
      newCount: range.newCount, lines: lines, patchLine: headerLine)
  }

  /// The numbers of `@@ -a,b +c,d @@ …` (a missing count is 1).
  private struct HunkHeader {
    let oldStart: Int
    let oldCount: Int
    let newStart: Int
    let newCount: Int

    init?(_ line: Substring) {
      let parts = line.split(separator: " ", omittingEmptySubsequences: true)
      guard parts.count >= 4, parts[0] == "@@", parts[3] == "@@" || parts[3].hasPrefix("@@"),
        parts[1].hasPrefix("-"), parts[2].hasPrefix("+"),
        let old = Self.range(parts[1].dropFirst()), let new = Self.range(parts[2].dropFirst())
      else { return nil }
      (oldStart, oldCount, newStart, newCount) = (old.0, old.1, new.0, new.1)
    }

    private static func range(_ text: Substring) -> (Int, Int)? {
      let numbers = text.split(separator: ",", omittingEmptySubsequences: false)
      guard (1...2).contains(numbers.count), let start = Int(numbers[0]), start >= 0 else {
        return nil
      }
      guard numbers.count == 2 else { return (start, 1) }
      guard let count = Int(numbers[1]), count >= 0 else { return nil }
      return (start, count)
    }
  }

  /// Lines with a 1-based cursor.
  private struct Reader {
    let lines: [Substring]
    var index = 0

    var number: Int { index + 1 }

    func peek() -> Substring? {
      guard index < lines.count else { return nil }
      // The text's final newline leaves one empty piece, which is not a line.
      if index == lines.count - 1 && lines[index].isEmpty { return nil }
      return lines[index]
    }

    mutating func advance() { index += 1 }
  }
}
