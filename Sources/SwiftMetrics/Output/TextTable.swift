import Foundation

/// A plain-text table: the first column left-aligned, the others right-aligned, except those
/// marked left (free text such as role lists).
struct TextTable {
  var header: [String]
  var rows: [[String]] = []
  var leftAligned: Set<Int> = [0]

  func rendered() -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.indices.map { column -> String in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        if column == row.count - 1 && leftAligned.contains(column) { return row[column] }
        return leftAligned.contains(column) ? row[column] + padding : padding + row[column]
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }

  func markdown() -> String {
    let separator = header.indices.map { leftAligned.contains($0) ? "---" : "---:" }
    return ([header, separator] + rows).map { row in
      "| " + row.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ")
        + " |"
    }.joined(separator: "\n") + "\n"
  }
}
