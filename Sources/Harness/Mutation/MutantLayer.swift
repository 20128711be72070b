import SwiftMetrics

/// The layer a mutant is counted in: that of the declaration holding its line, as SwiftMetrics'
/// `LayerClassifier` gives it (what the code does, never the file's name), by the same rule as
/// the report's layer census and change costs.
enum MutantLayer {
  static func of(line: Int, among declarations: [LayeredDeclaration]) -> SourceLayer {
    // Every mutation site is inside a function, so a declaration always holds it.
    SourceLayer.of(line: line, among: declarations) ?? .screen
  }
}
