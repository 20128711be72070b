import SwiftMetrics

/// The layer of each line a patch touches, by declaration: the variant (and the shared domain)
/// is classified by SwiftMetrics' ``LayerClassifier`` before the patch, for removed lines, and
/// after it, for added ones. A line outside every declaration (an import) takes the layer most
/// of its file's lines have.
struct PatchLayering {
  private var before: [String: [LayeredDeclaration]] = [:]
  private var after: [String: [LayeredDeclaration]] = [:]

  /// Nil when the variant's sources cannot be read or a patch does not apply.
  init?(variant: AppVariant, diffs: [UnifiedDiff], root: String) {
    guard let old = LayerCensus.sources(of: variant, root: root) else { return nil }
    var texts = Dictionary(uniqueKeysWithValues: old.map { ($0.path, $0) })
    for file in diffs.flatMap(\.files) {
      guard
        file.path.hasPrefix(variant.sourcePath + "/")
          || file.path.hasPrefix(VariantRegistry.sharedSourcePath + "/")
      else { continue }
      let lines =
        texts[file.path].map {
          $0.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        } ?? []
      guard let new = try? PatchApplier.applying(file, to: lines, patchName: file.path) else {
        return nil
      }
      texts[file.path] = LayerClassifier.Source(
        path: file.path, text: new.joined(separator: "\n"),
        isShared: file.path.hasPrefix(VariantRegistry.sharedSourcePath + "/"))
    }
    before = Dictionary(grouping: LayerClassifier.classify(old), by: \.file)
    after = Dictionary(
      grouping: LayerClassifier.classify(texts.values.sorted { $0.path < $1.path }), by: \.file)
  }

  /// The layer of line `line` (1-based) of `path`, before the patch or after it.
  func layer(of path: String, line: Int, afterPatch: Bool) -> SourceLayer? {
    SourceLayer.of(line: line, among: (afterPatch ? after : before)[path] ?? [])
  }
}
