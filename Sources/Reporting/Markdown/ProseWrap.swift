/// Wraps the report's prose so that no line of it is longer than a width a reader can take in:
/// tables, code blocks and headings stay as they are, a list item's continuation is indented
/// under its text, and no line is made to start with something Markdown would read as a new
/// block (`- `, `#`, `|`, `1.`, `>`).
enum ProseWrap {
  static func wrap(_ text: String, width: Int = 200) -> String {
    var out: [String] = []
    var inFence = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, !line.hasPrefix("```"), !line.hasPrefix("|"), !line.hasPrefix("#"),
        line.count > width
      else {
        out.append(line)
        continue
      }
      out += wrapLine(line, width: width)
    }
    return out.joined(separator: "\n")
  }

  /// `- item`, `1. item` and plain paragraphs.
  static func wrapLine(_ line: String, width: Int) -> [String] {
    let indent: String
    if line.hasPrefix("- ") {
      indent = "  "
    } else if let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy(\.isNumber),
      !line[..<dot].isEmpty, line[line.index(after: dot)...].hasPrefix(" ")
    {
      indent = String(repeating: " ", count: line.distance(from: line.startIndex, to: dot) + 2)
    } else {
      indent = ""
    }
    var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var lines: [String] = []
    var current = ""
    while !words.isEmpty {
      let word = words.removeFirst()
      let prefix = lines.isEmpty ? "" : indent
      let candidate = current.isEmpty ? prefix + word : current + " " + word
      if candidate.count <= width || current.isEmpty || startsABlock(word) {
        current = candidate
      } else {
        lines.append(current)
        current = indent + word
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// A word that, at the start of a line, would begin a list, heading, table or quote.
  static func startsABlock(_ word: String) -> Bool {
    if ["-", "+", "*", ">", "|"].contains(word) || word.hasPrefix("#") || word.hasPrefix("|") {
      return true
    }
    if word.hasSuffix("."), word.dropLast().allSatisfy(\.isNumber), word.count > 1 { return true }
    return word.hasPrefix("=") || word.hasPrefix("---")
  }
}
