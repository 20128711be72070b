/// A plain-text table: the first column left-aligned, the others right-aligned, except those
/// marked left (free text such as role lists). Rendered into one byte buffer: a table of
/// 10,000 components is one allocation, not one string a cell.
struct TextTable {
  var header: [String]
  var rows: [[String]] = []
  var leftAligned: Set<Int> = [0]

  func rendered() -> String {
    let rows = self.rows.map { $0.map(Self.oneLine) }
    let widths = header.indices.map { column in
      max(Self.width(header[column]), rows.reduce(0) { max($0, Self.width($1[column])) })
    }
    let left = header.indices.map { leftAligned.contains($0) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity((widths.reduce(0, +) + 2 * widths.count) * (rows.count + 1))
    for row in [header] + rows {
      for (column, cell) in row.enumerated() {
        if column > 0 { bytes.append(contentsOf: [0x20, 0x20]) }
        let padding = widths[column] - Self.width(cell)
        if column == row.count - 1 && left[column] {
          bytes.append(contentsOf: cell.utf8)
        } else if left[column] {
          bytes.append(contentsOf: cell.utf8)
          bytes.append(contentsOf: repeatElement(0x20, count: padding))
        } else {
          bytes.append(contentsOf: repeatElement(0x20, count: padding))
          bytes.append(contentsOf: cell.utf8)
        }
      }
      bytes.append(0x0A)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func markdown() -> String {
    let separator = header.indices.map { leftAligned.contains($0) ? "---" : "---:" }
    var bytes: [UInt8] = []
    for row in [header, separator] + rows.map({ $0.map(Self.oneLine) }) {
      bytes.append(contentsOf: [0x7C, 0x20])  // "| "
      for (column, cell) in row.enumerated() {
        if column > 0 { bytes.append(contentsOf: [0x20, 0x7C, 0x20]) }  // " | "
        for byte in cell.utf8 {
          if byte == 0x7C { bytes.append(0x5C) }  // `|` escaped as `\|`
          bytes.append(byte)
        }
      }
      bytes.append(contentsOf: [0x20, 0x7C, 0x0A])  // " |\n"
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A cell on one line: a newline, tab or other control character (a folder may be named
  /// with one) is written as `\u{A}`, so it cannot break the row or reach the terminal.
  static func oneLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Characters, as a terminal lays them out; counted in bytes when all are ASCII.
  static func width(_ text: String) -> Int {
    var ascii = true
    for byte in text.utf8 where byte >= 0x80 {
      ascii = false
      break
    }
    return ascii ? text.utf8.count : text.count
  }
}
