import Foundation
import SwiftMetrics

/// The code a variant has only to wait for a navigation stack to be idle before changing it,
/// which UIKit itself does under `stackChangeDuringTransition = deferred` and which is needed
/// only under `refused`. Found by one rule in its sources, read through the analyser: a *wait
/// helper* is a function whose body reads `transitionCoordinator` and calls
/// `animate(alongsideTransition:…)` (`Vocabulary`'s transition waits); a *guarded change* is a
/// call of a wait helper whose statement changes a stack (`Vocabulary`'s stack changes:
/// `pushViewController`, `popViewController`, `popToRootViewController`,
/// `popToViewController`, `setViewControllers`). Helpers none of whose calls guard a stack
/// change (one that waits for a presentation) are not counted. Lines are code lines, from a
/// statement's first line to its closing brace.
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

  /// Measures `variant` from the package root; nil when its sources are not there.
  public static func measure(_ variant: AppVariant, root: String = ".") -> StackWaitCode? {
    guard
      let entries = try? FileManager.default.subpathsOfDirectory(
        atPath: root + "/" + variant.sourcePath)
    else { return nil }
    var files: [(path: String, text: String)] = []
    for entry in entries.sorted() where entry.hasSuffix(".swift") {
      let path = variant.sourcePath + "/" + entry
      guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else {
        continue
      }
      files.append((path, text))
    }
    return measure(variant: variant.name, files: files)
  }

  /// The rule on files given as texts.
  static func measure(variant: String, files: [(path: String, text: String)]) -> StackWaitCode {
    let structures = files.map { CodeStructure(SourceOutline(text: $0.text)) }
    var candidates: [(site: Site, file: Int, body: ClosedRange<Int>)] = []
    for (fileIndex, structure) in structures.enumerated() {
      let outline = structure.outline
      for declaration in SourceDeclaration.all(in: structure)
      where declaration.keyword == "func"
        && waitsForTransition(outline, declaration.start...declaration.end)
      {
        candidates.append(
          (
            Site(
              name: declaration.name, file: files[fileIndex].path,
              line: Int(outline.tokens[declaration.start].line),
              codeLines: outline.codeLines(declaration.start...declaration.end)),
            fileIndex, declaration.start...declaration.end
          ))
      }
    }
    let changes = Set(Vocabulary.stackChanges)
    var helpers: [Site] = []
    var guarded: [Site] = []
    for candidate in candidates {
      var found: [Site] = []
      for (fileIndex, structure) in structures.enumerated() {
        let outline = structure.outline
        let tokens = outline.tokens
        var coveredUpTo = -1
        for index in tokens.indices where index > coveredUpTo {
          let inOwnBody = fileIndex == candidate.file && candidate.body.contains(index)
          guard !inOwnBody, calls(candidate.site.name, at: index, in: outline),
            let statement = statement(containing: index, in: structure)
          else { continue }
          coveredUpTo = statement.upperBound
          guard
            statement.contains(where: {
              tokens[$0].kind == .identifier && $0 + 1 < tokens.count
                && tokens[$0 + 1].kind == .leftParen && changes.contains(outline.text($0))
            })
          else { continue }
          found.append(
            Site(
              name: candidate.site.name, file: files[fileIndex].path,
              line: Int(tokens[statement.lowerBound].line),
              codeLines: outline.codeLines(statement)))
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

  /// Whether the tokens read `transitionCoordinator` and call
  /// `animate(alongsideTransition:…)`.
  static func waitsForTransition(_ outline: SourceOutline, _ range: ClosedRange<Int>) -> Bool {
    let tokens = outline.tokens
    var names = Set<String>()
    var calls = Set<String>()
    for index in range where tokens[index].kind == .identifier {
      names.insert(outline.text(index))
      if index + 2 < tokens.count, tokens[index + 1].kind == .leftParen,
        tokens[index + 2].kind == .identifier
      {
        calls.insert(outline.text(index) + "(" + outline.text(index + 2) + ":")
      }
    }
    return Vocabulary.transitionWaits.allSatisfy { wait in
      guard let open = wait.firstIndex(of: "(") else { return names.contains(wait) }
      let firstLabel = wait[wait.index(after: open)...].prefix { $0 != ":" }
      return calls.contains(wait[..<open] + "(" + firstLabel + ":")
    }
  }

  /// `name {` or `name(` at `index` as a call (not a declaration, not a longer name).
  static func calls(_ name: String, at index: Int, in outline: SourceOutline) -> Bool {
    let tokens = outline.tokens
    guard tokens[index].kind == .identifier, index + 1 < tokens.count,
      tokens[index + 1].kind == .leftParen || tokens[index + 1].kind == .leftBrace,
      outline.text(index) == name
    else { return false }
    return index == 0 || outline.text(index - 1) != "func"
  }

  /// The statement of the innermost block (or of the top level) that holds the token.
  static func statement(containing index: Int, in structure: CodeStructure) -> ClosedRange<Int>? {
    let statements =
      structure.block(containing: index).map { structure.statements(of: $0) }
      ?? structure.topLevelStatements()
    return statements.first { $0.contains(index) }
  }
}
