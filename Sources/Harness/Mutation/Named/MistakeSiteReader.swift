import SwiftMetrics

/// One file of the catalogue as the analyser reads it, for matching mistake sites: the code of
/// a line (its tokens' text, comments left out) and the role of the type or extension a line
/// is in, by the analyser's naming rule — never the file's name or path.
struct MistakeSiteReader {
  private let outline: SourceOutline
  /// For each line (0-based), the first and last token on it, or nil.
  private let tokensOnLine: [(first: Int, last: Int)?]

  init(text: String) {
    outline = SourceOutline(text: text)
    var lines: [(first: Int, last: Int)?] = []
    for (index, token) in outline.tokens.enumerated() {
      let line = Int(token.line) - 1
      guard line >= 0 else { continue }
      while lines.count <= line { lines.append(nil) }
      lines[line] = (lines[line]?.first ?? index, index)
    }
    tokensOnLine = lines
  }

  /// The code of line `line` (1-based): from its first token to its last, as written.
  func code(onLine line: Int) -> Substring {
    guard line >= 1, line <= tokensOnLine.count, let range = tokensOnLine[line - 1] else {
      return ""
    }
    let text = outline.text(
      from: Int(outline.tokens[range.first].start), to: Int(outline.tokens[range.last].end))
    return Substring(text)
  }

  /// The role of the innermost type or extension whose body holds line `line`; nil outside
  /// every type.
  func role(ofTypeAt line: Int) -> Role? {
    guard line >= 1, line <= tokensOnLine.count, let range = tokensOnLine[line - 1] else {
      return nil
    }
    let holding = outline.types.filter {
      $0.open >= 0 && $0.open < range.first && range.first < $0.close
    }
    guard let inner = holding.max(by: { $0.open < $1.open }) else { return nil }
    return Role(typeName: inner.name)
  }
}
