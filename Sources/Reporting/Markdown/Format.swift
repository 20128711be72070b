import Foundation

/// Numbers and code spans, written the same way on every machine.
enum Format {
  static func fixed(_ value: Double, decimals: Int = 2) -> String {
    String(format: "%.\(decimals)f", value)
  }

  static func percent(_ part: Int, of whole: Int) -> String {
    whole == 0 ? "–" : fixed(100 * Double(part) / Double(whole), decimals: 1) + "%"
  }

  /// How `after` differs from `before`, in whole percent: `+47%`, `−25%`, `±0%`.
  static func signedPercent(_ after: Int, of before: Int) -> String {
    guard before != 0 else { return after == 0 ? "±0%" : "new" }
    let change = Int((100 * Double(after - before) / Double(before)).rounded())
    return change == 0 ? "±0%" : change > 0 ? "+\(change)%" : "−\(-change)%"
  }

  /// `+3`, `-2`, `0`; with decimals for fractions.
  static func delta(_ value: Int) -> String {
    value > 0 ? "+\(value)" : "\(value)"
  }

  static func delta(_ value: Double, decimals: Int = 2) -> String {
    let text = fixed(value, decimals: decimals)
    return value > 0 && text != fixed(0, decimals: decimals) ? "+" + text : text
  }

  /// A code span that survives any content (Markdown doubles the fence around backticks).
  static func code(_ text: String) -> String {
    let safe = visible(text)
    return safe.contains("`") ? "`` \(safe) ``" : "`\(safe)`"
  }

  /// Control characters (a terminal escape, which `cat` or a pager would obey) and
  /// bidirectional overrides and isolates (which reorder what a reader sees, as in "Trojan
  /// Source") written as `\u{…}`, the way the terminal output shows them.
  static func visible(_ raw: String) -> String {
    guard raw.unicodeScalars.contains(where: isHidden) else { return raw }
    var result = ""
    for scalar in raw.unicodeScalars {
      if isHidden(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// A GitHub heading anchor for a title.
  static func anchor(_ title: String) -> String {
    let kept = title.lowercased().unicodeScalars.filter {
      CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-"
    }
    return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
  }

  /// Text from scripts or messages, safe from being read as HTML or Markdown emphasis.
  static func text(_ raw: String) -> String {
    visible(raw).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
      of: "<", with: "&lt;"
    )
    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "*", with: "\\*")
    .replacingOccurrences(of: "_", with: "\\_")
  }

  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `Module/Path/FeedWireframe.swift` → `FeedWireframe`.
  static func fileStem(_ path: String) -> String {
    var name = path.split(separator: "/").last.map(String.init) ?? path
    if name.hasSuffix(".swift") { name.removeLast(6) }
    return name
  }
}
