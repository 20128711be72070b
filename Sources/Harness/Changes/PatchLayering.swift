import Foundation
import SwiftMetrics

/// What a patch touches, read through the analyser rather than line by line: the variant (and
/// the shared domain) is classified by SwiftMetrics' ``LayerClassifier`` before the patch, for
/// removed lines, and after it, for added ones; which lines are code comes from
/// ``CodeLineFlags`` over the whole file (so a line inside a block comment is none), and which
/// types and protocols are new from the declarations before and after.
struct PatchLayering {
  /// One touched file on one side of the patch.
  private struct FileState {
    var declarations: [LayeredDeclaration] = []
    /// For each line (0-based), whether it is code.
    var code: [Bool] = []
  }

  private var before: [String: FileState] = [:]
  private var after: [String: FileState] = [:]
  /// Where each hunk of a touched file landed (1-based first lines before and after).
  private var hunkStarts: [String: [(old: Int, new: Int)]] = [:]

  /// Reads `variant`'s sources, the shared domain's and the touched files of its test folder
  /// from the package root `root`. Nil when the sources cannot be read or a patch does not
  /// apply.
  init?(variant: AppVariant, diffs: [UnifiedDiff], root: String) {
    guard let sources = LayerCensus.sources(of: variant, root: root) else { return nil }
    let testFolder = TestCost.testPath(of: variant)
    var tests: [String: String] = [:]
    for file in diffs.flatMap(\.files) where file.path.hasPrefix(testFolder + "/") {
      tests[file.path] = try? String(contentsOfFile: root + "/" + file.path, encoding: .utf8)
    }
    self.init(
      sources: sources, tests: tests, diffs: diffs,
      codeFolders: [variant.sourcePath, VariantRegistry.sharedSourcePath], testFolder: testFolder)
  }

  /// `sources` are the files of `codeFolders` (the variant's, the shared domain's) before the
  /// patch, `tests` the texts of `testFolder`'s touched files before it (a file not there is
  /// new); a file under neither (the workbench's) is not read.
  init?(
    sources: [LayerClassifier.Source], tests: [String: String], diffs: [UnifiedDiff],
    codeFolders: [String], testFolder: String
  ) {
    let old = Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) })
    var new = old
    var testSides: [String: (before: String?, after: String?)] = [:]
    for file in diffs.flatMap(\.files) {
      let inCode = codeFolders.contains { file.path.hasPrefix($0 + "/") }
      let inTests = file.path.hasPrefix(testFolder + "/")
      guard inCode || inTests else { continue }
      let text = inCode ? old[file.path]?.text : tests[file.path]
      guard
        let patched = try? PatchApplier.placing(
          file, in: text.map(Self.lines) ?? [], patchName: file.path)
      else { return nil }
      hunkStarts[file.path] = patched.starts
      let result = file.isDeletion ? nil : patched.lines.joined(separator: "\n")
      if inTests {
        testSides[file.path] = (text, result)
      } else {
        new[file.path] = result.map {
          LayerClassifier.Source(
            path: file.path, text: $0,
            isShared: file.path.hasPrefix(VariantRegistry.sharedSourcePath + "/"))
        }
      }
    }
    let touched = Set(diffs.flatMap(\.files).map(\.path))
    before = Self.states(of: Array(old.values), touched: touched)
    after = Self.states(of: Array(new.values), touched: touched)
    for (path, sides) in testSides {
      if let text = sides.before {
        before[path] = FileState(code: CodeLineFlags.of(Self.lines(text)))
      }
      if let text = sides.after {
        after[path] = FileState(code: CodeLineFlags.of(Self.lines(text)))
      }
    }
  }

  private static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Every file's declarations; code flags for the touched files only.
  private static func states(of sources: [LayerClassifier.Source], touched: Set<String>)
    -> [String: FileState]
  {
    let sorted = sources.sorted { $0.path < $1.path }
    var states: [String: FileState] = [:]
    for declaration in LayerClassifier.classify(sorted) {
      states[declaration.file, default: FileState()].declarations.append(declaration)
    }
    for source in sorted where touched.contains(source.path) {
      states[source.path, default: FileState()].code = CodeLineFlags.of(lines(source.text))
    }
    return states
  }

  /// Where hunk `index` of `path` landed: its first line (1-based) before and after the patch,
  /// which its header gives only when the file has not moved since the patch was made.
  func start(ofHunk index: Int, in path: String) -> (old: Int, new: Int)? {
    hunkStarts[path].flatMap { index < $0.count ? $0[index] : nil }
  }

  /// The layer of line `line` (1-based) of `path`, before the patch or after it.
  func layer(of path: String, line: Int, afterPatch: Bool) -> SourceLayer? {
    SourceLayer.of(line: line, among: (afterPatch ? after : before)[path]?.declarations ?? [])
  }

  /// The layer of a file of a variant: the one most of its code lines have after the patch
  /// (before it, for a file the patch deletes); a file declaring nothing (only imports or
  /// comments) is screen code, as every declaration no other rule claims is.
  func layer(ofFile path: String) -> SourceLayer {
    for side in [after, before] {
      if let layer = SourceLayer.of(line: 0, among: side[path]?.declarations ?? []) {
        return layer
      }
    }
    return .screen
  }

  /// Whether line `line` (1-based) of `path` is code, before the patch or after it.
  func isCode(_ path: String, line: Int, afterPatch: Bool) -> Bool {
    let code = (afterPatch ? after : before)[path]?.code ?? []
    return line >= 1 && line <= code.count && code[line - 1]
  }

  /// The types and the protocols `path` declares after the patch and did not before.
  func declarationsAdded(in path: String) -> (types: Int, protocols: Int) {
    let old = Set(
      (before[path]?.declarations ?? []).filter { $0.kind == .type || $0.kind == .protocol }
        .map { "\($0.kind.rawValue) \($0.name)" })
    var added = (types: 0, protocols: 0)
    for declaration in after[path]?.declarations ?? []
    where !old.contains("\(declaration.kind.rawValue) \(declaration.name)") {
      switch declaration.kind {
      case .type: added.types += 1
      case .protocol: added.protocols += 1
      case .extension, .member: break
      }
    }
    return added
  }
}
