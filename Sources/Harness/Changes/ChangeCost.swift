/// What one patch costs, read from the patch alone: files, code lines per layer, layers
/// touched, types and protocols added. A code line is a non-blank line that is not only a
/// comment; test lines are counted apart from app code.
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

  /// The cost of `diffs` taken together (a change's shared part and its variant's part). With
  /// `layering`, each app code line counts in the layer of the declaration it is in (before the
  /// patch for a removed line, after it for an added one); without, in its file's.
  public static func of(_ diffs: [UnifiedDiff], variantPaths: [String]) -> ChangeCost {
    of(diffs, variantPaths: variantPaths, layering: nil)
  }

  static func of(
    _ diffs: [UnifiedDiff], variantPaths: [String], layering: PatchLayering?
  ) -> ChangeCost {
    var cost = ChangeCost()
    for file in diffs.flatMap(\.files) {
      let layer = SourceLayer.of(file.path, variantPaths: variantPaths)
      guard layer != .workbench else { continue }
      cost.filesTouched += 1
      cost.filesByLayer[layer, default: 0] += 1
      if file.isAddition { cost.filesAdded += 1 }
      var added: [String] = []
      var removed: [String] = []
      for hunk in file.hunks {
        var oldLine = max(1, hunk.oldStart)
        var newLine = max(1, hunk.newStart)
        for line in hunk.lines {
          switch line {
          case .context:
            oldLine += 1
            newLine += 1
          case .added(let text):
            if isCode(text) {
              added.append(text)
              let at =
                layer == .tests
                ? nil
                : layering?.layer(
                  of: file.path, line: newLine, afterPatch: true)
              cost.lines[at ?? layer, default: Lines()].added += 1
            }
            newLine += 1
          case .removed(let text):
            if isCode(text) {
              removed.append(text)
              let at =
                layer == .tests
                ? nil
                : layering?.layer(
                  of: file.path, line: oldLine, afterPatch: false)
              cost.lines[at ?? layer, default: Lines()].removed += 1
            }
            oldLine += 1
          }
        }
      }
      guard layer != .tests else { continue }
      // A declaration merely rewritten (a new conformance, say) is not a new type.
      var before = removed.compactMap(Declaration.init)
      for declaration in added.compactMap(Declaration.init) {
        if let index = before.firstIndex(of: declaration) {
          before.remove(at: index)
        } else if declaration.isProtocol {
          cost.protocolsAdded += 1
        } else {
          cost.typesAdded += 1
        }
      }
    }
    return cost
  }

  /// Not blank and not only a comment.
  static func isCode(_ line: String) -> Bool {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard !trimmed.isEmpty else { return false }
    return !(trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*"))
  }

  /// A type or protocol declared on a line: `final class LoginPresenter: …`.
  struct Declaration: Equatable {
    let name: String
    let isProtocol: Bool

    private static let modifiers: Set<Substring> = [
      "public", "internal", "private", "fileprivate", "open", "final", "indirect",
      "nonisolated", "package",
    ]
    private static let kinds: Set<Substring> = ["class", "struct", "enum", "actor", "protocol"]

    init?(_ line: String) {
      let words = line.split { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "<" || $0 == "{" }
      var index = 0
      while index < words.count
        && (Self.modifiers.contains(words[index]) || words[index].hasPrefix("@"))
      {
        index += 1
      }
      guard index + 1 < words.count, Self.kinds.contains(words[index]) else { return nil }
      let name = words[index + 1]
      guard let first = name.first, first.isLetter || first == "_",
        name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { return nil }
      // `class func`, `class var`: members, not types.
      if words[index] == "class" && ["func", "var", "let", "subscript"].contains(name) {
        return nil
      }
      self.name = String(name)
      isProtocol = words[index] == "protocol"
    }
  }
}
