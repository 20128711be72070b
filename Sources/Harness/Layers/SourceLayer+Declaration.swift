import SwiftMetrics

extension SourceLayer {
  /// The layer a declaration's layer counts in.
  public init(_ layer: DeclarationLayer) {
    switch layer {
    case .screen: self = .screen
    case .navigation: self = .navigation
    case .assembly: self = .assembly
    case .instrumentation: self = .instrumentation
    case .sharedDomain: self = .sharedDomain
    }
  }

  /// The layer of line `line` of a file whose declarations are `declarations`: that of the
  /// innermost declaration holding it (the one starting last), or, for a line outside every
  /// declaration (an import), the layer most of the file's code lines have; nil for a file
  /// with no declaration.
  public static func of(line: Int, among declarations: [LayeredDeclaration]) -> SourceLayer? {
    if let inner = declarations.filter({ $0.line <= line && line <= $0.endLine })
      .max(by: { $0.line < $1.line })
    {
      return SourceLayer(inner.layer)
    }
    var lines: [SourceLayer: Int] = [:]
    for declaration in declarations {
      lines[SourceLayer(declaration.layer), default: 0] += declaration.codeLines
    }
    return lines.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
  }
}
