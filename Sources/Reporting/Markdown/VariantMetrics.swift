import SwiftMetrics

/// The static analysis of one variant's sources (over the shared domain).
public struct VariantMetrics: Sendable {
  public let variant: String
  public let analysis: AnalysisResult
  /// Which screen each type belongs to, by ``LayerClassifier``'s screens rule.
  public let screenTypes: ScreenTypes

  /// Classifies the analysis's sources again from its roots on disk, for the screens.
  public init(variant: String, analysis: AnalysisResult) {
    self.init(variant: variant, analysis: analysis, screenTypes: ScreenTypes(analysis))
  }

  /// `declarations`: the analysed sources classified with `ScreenTypes.screens(of:)`.
  public init(variant: String, analysis: AnalysisResult, declarations: [LayeredDeclaration]) {
    self.init(
      variant: variant, analysis: analysis,
      screenTypes: ScreenTypes(analysis, declarations: declarations))
  }

  init(variant: String, analysis: AnalysisResult, screenTypes: ScreenTypes) {
    self.variant = variant
    self.analysis = analysis
    self.screenTypes = screenTypes
  }

  /// The variant's own components (the shared domain is counted apart).
  var ownComponents: [ComponentMetrics] { analysis.components.filter { !$0.isShared } }

  var ownTypes: [TypeMetrics] { analysis.types.filter { !$0.isShared } }
}
