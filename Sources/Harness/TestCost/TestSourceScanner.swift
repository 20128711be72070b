import Foundation
import SwiftMetrics

/// The types and test methods of one test file, read through the analyser
/// (``SourceDeclaration``): a declaration runs from its keyword's line to its closing brace,
/// and its code lines are those carrying tokens (comments and blank lines left out, braces in
/// strings no braces). The decision markers are the line comments directly above a test.
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

  init(text: String) throws(UnknownDecision) {
    let structure = CodeStructure(SourceOutline(text: text))
    let outline = structure.outline
    for declaration in SourceDeclaration.all(in: structure) {
      let lines = outline.codeLines(declaration.start...declaration.end)
      switch declaration.keyword {
      case "struct", "class", "enum", "actor":
        types.append(
          TypeDeclaration(
            name: declaration.name, conformances: declaration.inherited(in: outline),
            codeLines: lines))
      case "func" where declaration.name.hasPrefix("test") && declaration.name.count > 4:
        tests.append(
          TestMethod(
            name: declaration.name, codeLines: lines,
            decisions: try Self.decisions(
              above: Int(outline.tokens[declaration.start].line), outline)))
      default:
        continue
      }
    }
  }

  /// The markers in the line comments and attribute lines directly above line `line` (up to
  /// the first blank or code line), top to bottom.
  static func decisions(above line: Int, _ outline: SourceOutline) throws(UnknownDecision)
    -> [NavigationDecision]
  {
    // What each line starts with: a comment, an attribute or other code.
    var first: [Int: (token: Token, isComment: Bool)] = [:]
    for comment in outline.comments where Int(comment.line) < line {
      if first[Int(comment.line)] == nil { first[Int(comment.line)] = (comment, true) }
    }
    for token in outline.tokens where Int(token.line) < line {
      let row = Int(token.line)
      if let known = first[row], known.token.start < token.start { continue }
      first[row] = (token, false)
    }
    var found: [NavigationDecision] = []
    var row = line - 1
    while let (token, isComment) = first[row] {
      if isComment {
        guard token.kind == .lineComment || token.kind == .docLineComment else { break }
        let text = outline.text(from: Int(token.start), to: Int(token.end))
        if text.hasPrefix(NavigationDecision.markerPrefix) {
          let rest = text.dropFirst(NavigationDecision.markerPrefix.count)
          let id = rest.trimmingCharacters(in: .whitespaces)
          guard let decision = NavigationDecision(rawValue: id) else {
            let spaces = rest.prefix { $0 == " " || $0 == "\t" }.count
            let lineStart =
              outline.bytes[..<Int(token.start)].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let column =
              Int(token.start) - lineStart + NavigationDecision.markerPrefix.count + spaces + 1
            throw UnknownDecision(line: row, column: column, id: id)
          }
          found.insert(decision, at: 0)
        }
      } else if token.kind != .attribute {
        break
      }
      row -= 1
    }
    return found
  }
}
