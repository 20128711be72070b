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
    text.contains("`") ? "`` \(text) ``" : "`\(text)`"
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
    raw.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
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
