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

  func mean(_ value: (ComponentMetrics) -> Double?) -> Double? {
    let values = ownComponents.compactMap(value)
    return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
  }

  var meanCe: Double? { mean { Double($0.ce) } }
  var meanInstability: Double? { mean(\.instability) }
  var meanDistance: Double? { mean(\.distance) }

  /// Mean over screens of how many other screens each knows.
  var screensKnownPerScreen: Double? {
    let screens = analysis.screensKnown
    guard !screens.isEmpty else { return nil }
    return Double(screens.map(\.count).reduce(0, +)) / Double(screens.count)
  }

  /// Components of one screen (a screen may be one folder, or several with `--group-by`).
  func components(ofScreen screen: String) -> [ComponentMetrics] {
    ownComponents.filter { $0.screen == screen }
  }

  /// Types outside the screen's components that reference a type of the screen: the code
  /// that builds it or navigates to it.
  func referencers(ofScreen screen: String) -> [TypeMetrics] {
    let names = Set(components(ofScreen: screen).map(\.name))
    let screenTypes = Set(ownTypes.filter { names.contains($0.component) }.map(\.name))
    return ownTypes.filter { type in
      !names.contains(type.component) && type.outgoing.contains { screenTypes.contains($0.to) }
    }
  }

  /// The screen's own types that navigate.
  func navigators(inScreen screen: String) -> [TypeMetrics] {
    let names = Set(components(ofScreen: screen).map(\.name))
    return ownTypes.filter { names.contains($0.component) && $0.navigationAware }
  }
}
