import Foundation

/// The code a variant has only to wait for a navigation stack to be idle before changing it,
/// which UIKit itself does under `stackChangeDuringTransition = deferred` and which is needed
/// only under `refused`. Found by one rule in its sources: a *wait helper* is a function whose
/// body reads `transitionCoordinator` and calls `animate(alongsideTransition:…)`; a *guarded
/// change* is a call of a wait helper whose statement changes a stack (`pushViewController`,
/// `popViewController`, `popToRootViewController`, `popToViewController`,
/// `setViewControllers`). Helpers none of whose calls guard a stack change (one that waits for
/// a presentation) are not counted. Lines are code lines, from a statement's first line to its
/// closing brace.
public struct StackWaitCode: Sendable, Equatable, Codable {
  public struct Site: Sendable, Equatable, Codable {
    /// The helper's name (`whenIdle`).
    public let name: String
    /// Relative to the package root.
    public let file: String
    public let line: Int
    public let codeLines: Int
  }

  public let variant: String
  /// The wait helpers that guard at least one stack change, sorted by file and line.
  public let helpers: [Site]
  /// Every call of a helper that guards a stack change, sorted by file and line.
  public let guardedChanges: [Site]

  public var helperLines: Int { helpers.map(\.codeLines).reduce(0, +) }
  public var callLines: Int { guardedChanges.map(\.codeLines).reduce(0, +) }
  /// Files with at least one guarded change.
  public var files: Int { Set(guardedChanges.map(\.file)).count }

  static let stackChanges = [
    "pushViewController", "popViewController", "popToRootViewController", "popToViewController",
    "setViewControllers",
  ]

  /// Measures `variant` from the package root; nil when its sources are not there.
  public static func measure(_ variant: AppVariant, root: String = ".") -> StackWaitCode? {
    guard
      let entries = try? FileManager.default.subpathsOfDirectory(
        atPath: root + "/" + variant.sourcePath)
    else { return nil }
    var files: [(path: String, lines: [String])] = []
    for entry in entries.sorted() where entry.hasSuffix(".swift") {
      let path = variant.sourcePath + "/" + entry
      guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else {
        continue
      }
      files.append(
        (path, text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)))
    }
    return measure(variant: variant.name, files: files)
  }

  /// The rule on files given as lines.
  static func measure(variant: String, files: [(path: String, lines: [String])]) -> StackWaitCode {
    var candidates: [(site: Site, body: ClosedRange<Int>)] = []
    for file in files {
      for (index, line) in file.lines.enumerated() {
        guard let (keyword, name) = GestureCode.declared(in: line), keyword == "func" else {
          continue
        }
        let end = GestureCode.lastLine(ofDeclarationAt: index, in: file.lines)
        let body = file.lines[index...end].joined(separator: "\n")
        guard body.contains("transitionCoordinator"), body.contains("animate(alongsideTransition:")
        else { continue }
        candidates.append(
          (
            Site(
              name: name, file: file.path, line: index + 1,
              codeLines: codeLines(file.lines, index...end)), index...end
          ))
      }
    }
    var helpers: [Site] = []
    var guarded: [Site] = []
    for candidate in candidates {
      let name = candidate.site.name
      var found: [Site] = []
      for file in files {
        var coveredUpTo = -1
        for (index, line) in file.lines.enumerated() where index > coveredUpTo {
          let inOwnBody = file.path == candidate.site.file && candidate.body.contains(index)
          guard !inOwnBody, calls(name, in: line) else { continue }
          let end = GestureCode.lastLine(ofDeclarationAt: index, in: file.lines)
          let statement = file.lines[index...end].joined(separator: "\n")
          coveredUpTo = end
          guard stackChanges.contains(where: { statement.contains($0 + "(") }) else { continue }
          found.append(
            Site(
              name: name, file: file.path, line: index + 1,
              codeLines: codeLines(file.lines, index...end)))
        }
      }
      if !found.isEmpty {
        helpers.append(candidate.site)
        guarded += found
      }
    }
    let order: (Site, Site) -> Bool = { ($0.file, $0.line) < ($1.file, $1.line) }
    return StackWaitCode(
      variant: variant, helpers: helpers.sorted(by: order),
      guardedChanges: guarded.sorted(by: order))
  }

  /// `name {` or `name(` as a call on the line (not a declaration, not a longer name).
  static func calls(_ name: String, in line: String) -> Bool {
    let code = line.components(separatedBy: "//").first ?? line
    guard GestureCode.declared(in: code) == nil else { return false }
    var searchFrom = code.startIndex
    while let range = code.range(of: name, range: searchFrom..<code.endIndex) {
      let before =
        range.lowerBound == code.startIndex ? " " : code[code.index(before: range.lowerBound)]
      let after = code[range.upperBound...].drop { $0 == " " }.first
      if !(before.isLetter || before.isNumber || before == "_"), after == "{" || after == "(" {
        return true
      }
      searchFrom = range.upperBound
    }
    return false
  }

  private static func codeLines(_ lines: [String], _ range: ClosedRange<Int>) -> Int {
    lines[range].filter { !LayerCensus.codeLines(of: $0).isEmpty }.count
  }
}
