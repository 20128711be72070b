import Foundation

/// The types and test methods of one test file, found line by line: a declaration starts on
/// its own line and ends at the brace that closes the one it opens (braces in strings and
/// comments are not expected in test declarations' bodies and would only shift a count).
struct TestSourceScanner {
  struct TypeDeclaration {
    let name: String
    let conformances: [String]
    let codeLines: Int
    var isTestCase: Bool { conformances.contains("XCTestCase") }
  }

  struct TestMethod {
    let name: String
    let codeLines: Int
    /// The decisions its markers name, in their order.
    let decisions: [NavigationDecision]
  }

  /// A `// decision:` line whose id is not one of ``NavigationDecision``'s.
  struct UnknownDecision: Error, Equatable, CustomStringConvertible {
    let line: Int
    let column: Int
    let id: String
    var description: String {
      let known = NavigationDecision.allCases.map(\.id).joined(separator: ", ")
      return "\(line):\(column): unknown decision '\(id)' (known: \(known))"
    }
  }

  private(set) var types: [TypeDeclaration] = []
  private(set) var tests: [TestMethod] = []

  init(lines: [String]) throws(UnknownDecision) {
    let isCode = LayerCensus.codeLineFlags(of: lines)
    for (index, line) in lines.enumerated() where isCode[index] {
      if let declaration = ChangeCost.Declaration(line), !declaration.isProtocol {
        types.append(
          TypeDeclaration(
            name: declaration.name,
            conformances: Self.conformances(in: line, after: declaration.name),
            codeLines: Self.codeLines(from: index, lines, isCode)))
      } else if let name = Self.testName(in: line) {
        tests.append(
          TestMethod(
            name: name, codeLines: Self.codeLines(from: index, lines, isCode),
            decisions: try Self.decisions(above: index, lines)))
      }
    }
  }

  /// The markers in the comment and attribute lines directly above line `index` (up to the
  /// first blank or code line), top to bottom.
  static func decisions(above index: Int, _ lines: [String]) throws(UnknownDecision)
    -> [NavigationDecision]
  {
    var found: [NavigationDecision] = []
    var row = index - 1
    while row >= 0 {
      let text = lines[row].drop { $0 == " " || $0 == "\t" }
      guard text.hasPrefix("//") || text.hasPrefix("@") else { break }
      if text.hasPrefix(NavigationDecision.markerPrefix) {
        let rest = text.dropFirst(NavigationDecision.markerPrefix.count)
        let id = rest.trimmingCharacters(in: .whitespaces)
        guard let decision = NavigationDecision(rawValue: id) else {
          let spaces = rest.prefix { $0 == " " || $0 == "\t" }.count
          let column =
            lines[row].count - text.count + NavigationDecision.markerPrefix.count + spaces + 1
          throw UnknownDecision(line: row + 1, column: column, id: id)
        }
        found.insert(decision, at: 0)
      }
      row -= 1
    }
    return found
  }

  /// `  func testSomething() throws {` → `testSomething`.
  static func testName(in line: String) -> String? {
    let words = line.split { $0 == " " || $0 == "\t" || $0 == "(" }
    guard let index = words.firstIndex(of: "func"), index + 1 < words.count else { return nil }
    let name = words[index + 1]
    guard name.hasPrefix("test"), name.count > 4 else { return nil }
    return String(name)
  }

  /// The names after `Name:` up to the opening brace or a `where`.
  static func conformances(in line: String, after name: String) -> [String] {
    guard let nameRange = line.range(of: name) else { return [] }
    var rest = line[nameRange.upperBound...]
    if rest.hasPrefix("<"), let close = rest.firstIndex(of: ">") {
      rest = rest[rest.index(after: close)...]
    }
    guard let colon = rest.firstIndex(of: ":"), rest[..<colon].allSatisfy({ $0 == " " }) else {
      return []
    }
    let clause = rest[rest.index(after: colon)...].prefix { $0 != "{" }
    return clause.split(separator: ",").compactMap { part in
      let word = part.split(separator: " ").first.map(String.init) ?? ""
      return word.isEmpty || word == "where" ? nil : word
    }
  }

  /// Code lines from `start` to the line of the brace closing the first one opened there.
  private static func codeLines(from start: Int, _ lines: [String], _ isCode: [Bool]) -> Int {
    var depth = 0
    var opened = false
    var count = 0
    for index in start..<lines.count {
      if isCode[index] { count += 1 }
      for character in lines[index] {
        if character == "{" {
          depth += 1
          opened = true
        } else if character == "}" {
          depth -= 1
        }
      }
      if opened && depth <= 0 { break }
    }
    return count
  }
}
