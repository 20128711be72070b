import Foundation

/// A variant's size per layer: files, code lines, types and protocols, read from its sources
/// and the shared domain by the ``SourceLayer`` rule. A code line is a non-blank line that is
/// not only a comment (block comments included); types are `class`, `struct`, `enum` and
/// `actor` declarations, protocols are counted apart.
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
  /// Every file measured and its layer, relative to the package root, sorted.
  public var files: [String: SourceLayer]

  /// Measures `variant` from the package root `root` (the current folder by default); nil
  /// when its sources are not there.
  public static func measure(_ variant: AppVariant, root: String = ".") -> LayerCensus? {
    let paths = VariantRegistry.all.map(\.sourcePath)
    var census = LayerCensus(variant: variant.name, layers: [:], files: [:])
    for folder in [variant.sourcePath, VariantRegistry.sharedSourcePath] {
      guard let entries = try? FileManager.default.subpathsOfDirectory(atPath: root + "/" + folder)
      else { return nil }
      for entry in entries.sorted() where entry.hasSuffix(".swift") {
        let path = folder + "/" + entry
        guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else {
          continue
        }
        let layer = SourceLayer.of(path, variantPaths: paths)
        census.files[path] = layer
        census.layers[layer, default: Size()].add(codeLines(of: text))
      }
    }
    return census
  }

  /// The lines of `text` that are code: comments (line and block) and blank lines dropped.
  static func codeLines(of text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return zip(lines, codeLineFlags(of: lines)).compactMap { $1 ? String($0) : nil }
  }

  /// For each line, whether it is code.
  static func codeLineFlags<Line: StringProtocol>(of lines: [Line]) -> [Bool] {
    var code: [Bool] = []
    var inBlock = false
    for line in lines {
      var rest = Substring(line)
      var hasCode = false
      while !rest.isEmpty {
        if inBlock {
          guard let end = rest.range(of: "*/") else {
            rest = ""
            break
          }
          inBlock = false
          rest = rest[end.upperBound...]
        } else {
          let trimmed = rest.drop { $0 == " " || $0 == "\t" }
          if trimmed.isEmpty || trimmed.hasPrefix("//") { break }
          if trimmed.hasPrefix("/*") {
            inBlock = true
            rest = trimmed.dropFirst(2)
            continue
          }
          hasCode = true
          break
        }
      }
      code.append(hasCode)
    }
    return code
  }
}

extension LayerCensus.Size {
  mutating func add(_ codeLines: [String]) {
    files += 1
    lines += codeLines.count
    for declaration in codeLines.compactMap(ChangeCost.Declaration.init) {
      if declaration.isProtocol { protocols += 1 } else { types += 1 }
    }
  }
}
