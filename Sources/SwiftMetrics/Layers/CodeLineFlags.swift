import Foundation

/// Which lines of a file are code: not blank, not only a comment (block comments included).
public enum CodeLineFlags {
  /// For each line, whether it is code.
  public static func of<Line: StringProtocol>(_ lines: [Line]) -> [Bool] {
    var code: [Bool] = []
    code.reserveCapacity(lines.count)
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
