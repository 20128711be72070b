import SwiftMetrics

/// The layer a mutant is counted in: that of the innermost declaration holding its line, as
/// SwiftMetrics' `LayerClassifier` gives it (what the code does, never the file's name), the
/// same rule as the report's layer census.
enum MutantLayer {
  static func of(line: Int, among declarations: [LayeredDeclaration]) -> SourceLayer {
    let holding = declarations.filter { $0.line <= line && line <= $0.endLine }
    // The innermost: the shortest span, a member before its type on a tie.
    guard
      let innermost = holding.min(by: {
        ($0.endLine - $0.line, $0.kind == .member ? 0 : 1, $0.line)
          < ($1.endLine - $1.line, $1.kind == .member ? 0 : 1, $1.line)
      })
    else {
      // No declaration holds the line: top-level code, which only an app's entry has.
      return .assembly
    }
    return SourceLayer(innermost.layer)
  }
}
