import SwiftMetrics

/// The static analysis of one variant's sources (over the shared domain).
public struct VariantMetrics: Sendable {
  public let variant: String
  public let analysis: AnalysisResult

  public init(variant: String, analysis: AnalysisResult) {
    self.variant = variant
    self.analysis = analysis
  }

  /// The variant's own components (the shared domain is counted apart).
  var ownComponents: [ComponentMetrics] { analysis.components.filter { !$0.isShared } }

  var ownTypes: [TypeMetrics] { analysis.types.filter { !$0.isShared } }
}
