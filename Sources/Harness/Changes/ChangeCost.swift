/// What one patch costs: files, code lines per layer, layers touched, types and protocols
/// added, read through the analyser (``PatchLayering``). A code line is a non-blank line that
/// is not only a comment (block comments included); test lines are counted apart from app code.
public struct ChangeCost: Sendable, Equatable, Codable {
  /// Added and removed code lines of one layer.
  public struct Lines: Sendable, Equatable, Codable {
    public var added = 0
    public var removed = 0

    public init(added: Int = 0, removed: Int = 0) {
      self.added = added
      self.removed = removed
    }

    /// Lines written or deleted: what a reviewer reads.
    public var changed: Int { added + removed }
  }

  /// Files added, changed or deleted, app code and tests (the workbench's own files apart).
  public var filesTouched = 0
  public var filesAdded = 0
  /// Files touched per layer (app layers and tests), so that files are counted over the same
  /// layers as the lines they hold. Not part of the JSON, which keeps its fields.
  public var filesByLayer: [SourceLayer: Int] = [:]
  /// Code lines per layer, app layers and tests; the workbench's own files are left out.
  public var lines: [SourceLayer: Lines] = [:]
  /// New `class`, `struct`, `enum` and `actor` declarations, app code only.
  public var typesAdded = 0
  /// New `protocol` declarations, app code only.
  public var protocolsAdded = 0

  public init() {}

  enum CodingKeys: String, CodingKey {
    case filesTouched, filesAdded, lines, typesAdded, protocolsAdded
  }

  /// The layers of app code the patch changes, in layer order (tests apart).
  public var layersTouched: [SourceLayer] {
    SourceLayer.appLayers.filter { (lines[$0]?.changed ?? 0) > 0 }
  }

  /// App code lines over every layer (tests left out).
  public var appLines: Lines {
    SourceLayer.appLayers.reduce(into: Lines()) { total, layer in
      total.added += lines[layer]?.added ?? 0
      total.removed += lines[layer]?.removed ?? 0
    }
  }

  public var testLines: Lines { lines[.tests] ?? Lines() }

  /// The cost of `diffs` taken together (a change's shared part and its variant's part), read
  /// through the analyser by `layering`: each app code line counts in the layer of the
  /// declaration it is in (before the patch for a removed line, after it for an added one), a
  /// file in the layer most of its code lines have.
  static func of(
    _ diffs: [UnifiedDiff], variantPaths: [String], layering: PatchLayering
  ) -> ChangeCost {
    var cost = ChangeCost()
    for file in diffs.flatMap(\.files) {
      let place = SourceLayer.place(of: file.path, variantPaths: variantPaths)
      guard place != .workbench else { continue }
      let layer = place ?? layering.layer(ofFile: file.path)
      cost.filesTouched += 1
      cost.filesByLayer[layer, default: 0] += 1
      if file.isAddition { cost.filesAdded += 1 }
      for (index, hunk) in file.hunks.enumerated() {
        let start = layering.start(ofHunk: index, in: file.path)
        var oldLine = start?.old ?? max(1, hunk.oldStart)
        var newLine = start?.new ?? max(1, hunk.newStart)
        for line in hunk.lines {
          switch line {
          case .context:
            oldLine += 1
            newLine += 1
          case .added:
            if layering.isCode(file.path, line: newLine, afterPatch: true) {
              let at =
                place == nil ? layering.layer(of: file.path, line: newLine, afterPatch: true) : nil
              cost.lines[at ?? layer, default: Lines()].added += 1
            }
            newLine += 1
          case .removed:
            if layering.isCode(file.path, line: oldLine, afterPatch: false) {
              let at =
                place == nil ? layering.layer(of: file.path, line: oldLine, afterPatch: false) : nil
              cost.lines[at ?? layer, default: Lines()].removed += 1
            }
            oldLine += 1
          }
        }
      }
      guard layer != .tests else { continue }
      let added = layering.declarationsAdded(in: file.path)
      cost.typesAdded += added.types
      cost.protocolsAdded += added.protocols
    }
    return cost
  }
}
