/// A GitHub table with padded columns, so the source reads as well as the rendering.
struct MarkdownTable {
  enum Alignment { case left, right }

  let headers: [String]
  let alignments: [Alignment]
  private(set) var rows: [[String]] = []

  init(_ headers: [String], alignments: [Alignment]? = nil) {
    self.headers = headers
    self.alignments = alignments ?? headers.map { _ in .left }
  }

  mutating func add(_ row: [String]) {
    rows.append(row.map(MarkdownTable.cell))
  }

  /// Pipes would end the cell, newlines the row.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "<br>")
  }

  var rendered: String {
    let all = [headers] + rows
    let widths = headers.indices.map { column in
      max(3, all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0)
    }
    func line(_ cells: [String]) -> String {
      let padded = headers.indices.map { column -> String in
        let text = cells.indices.contains(column) ? cells[column] : ""
        let padding = String(repeating: " ", count: widths[column] - text.count)
        return alignments[column] == .right ? padding + text : text + padding
      }
      return "| " + padded.joined(separator: " | ") + " |"
    }
    let rule = headers.indices.map { column in
      alignments[column] == .right
        ? String(repeating: "-", count: widths[column] - 1) + ":"
        : String(repeating: "-", count: widths[column])
    }
    return ([line(headers), "| " + rule.joined(separator: " | ") + " |"] + rows.map(line))
      .joined(separator: "\n")
  }
}
