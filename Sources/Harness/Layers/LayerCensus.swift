import Foundation
import SwiftMetrics

/// A variant's size per layer, by declaration: every declaration of its sources and of the
/// shared domain gets one layer from SwiftMetrics' ``LayerClassifier`` (what its code does,
/// never its file's name), and a layer's size is its declarations' code lines. A code line is a
/// non-blank line that is not only a comment (block comments included); lines outside every
/// declaration (imports) are no layer's. Types are `class`, `struct`, `enum` and `actor`
/// declarations, protocols are counted apart; files are those with a declaration of the layer.
public struct LayerCensus: Sendable, Equatable, Codable {
  public struct Size: Sendable, Equatable, Codable {
    public var files = 0
    public var lines = 0
    public var types = 0
    public var protocols = 0

    public init() {}
  }

  public let variant: String
  public var layers: [SourceLayer: Size]
  /// Every file measured and the layer most of its code lines have, relative to the package
  /// root, sorted.
  public var files: [String: SourceLayer]
  /// Every declaration with its layer, by file and line.
  public var declarations: [LayeredDeclaration] = []

  /// Measures `variant` from the package root `root` (the current folder by default); nil
  /// when its sources are not there. `screens` (screen type → screen name, the navigation
  /// graph's) gives each declaration its screen.
  public static func measure(
    _ variant: AppVariant, root: String = ".", screens: [String: String] = [:]
  ) -> LayerCensus? {
    guard let sources = sources(of: variant, root: root) else { return nil }
    var census = LayerCensus(variant: variant.name, layers: [:], files: [:])
    census.declarations = LayerClassifier.classify(sources, screens: screens)
    var linesByFile: [String: [SourceLayer: Int]] = [:]
    for declaration in census.declarations {
      let layer = SourceLayer(declaration.layer)
      linesByFile[declaration.file, default: [:]][layer, default: 0] += declaration.codeLines
      switch declaration.kind {
      case .type: census.layers[layer, default: Size()].types += 1
      case .protocol: census.layers[layer, default: Size()].protocols += 1
      case .extension, .member: break
      }
      census.layers[layer, default: Size()].lines += declaration.codeLines
    }
    for (file, lines) in linesByFile {
      census.files[file] = lines.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
      for layer in lines.keys { census.layers[layer, default: Size()].files += 1 }
    }
    return census
  }

  /// The `.swift` files of `variant` and of the shared domain, sorted; nil when a folder is
  /// not there.
  static func sources(of variant: AppVariant, root: String) -> [LayerClassifier.Source]? {
    var sources: [LayerClassifier.Source] = []
    for folder in [variant.sourcePath, VariantRegistry.sharedSourcePath] {
      guard let entries = try? FileManager.default.subpathsOfDirectory(atPath: root + "/" + folder)
      else { return nil }
      for entry in entries.sorted() where entry.hasSuffix(".swift") {
        let path = folder + "/" + entry
        guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else {
          continue
        }
        sources.append(
          LayerClassifier.Source(
            path: path, text: text, isShared: folder == VariantRegistry.sharedSourcePath))
      }
    }
    return sources
  }
}
