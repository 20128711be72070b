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
}
