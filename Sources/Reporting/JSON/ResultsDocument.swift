import Foundation
import Harness

/// The JSON results (`--json FILE`): the suite's results and, when run, the fault matrix. The
/// schema is documented in Reports/README.md; `schemaVersion` changes whenever a field changes
/// meaning or goes away.
public struct ResultsDocument: Codable, Equatable, Sendable {
  public static let currentSchemaVersion = 1

  public let schemaVersion: Int
  public let suite: SuiteResult?
  public let faults: FaultMatrix?
  /// Each variant's size per layer and every file's layer (absent outside the package).
  public let layers: [LayerCensus]?
  /// Each change request's cost per variant, read from its patches (absent without requests).
  public let changes: [ChangeCostEntry]?
  /// Each variant's navigation unit tests: tests, lines, doubles, tests per decision (absent
  /// outside the package).
  public let testCosts: [TestCost]?
  /// Each variant's code that exists only for system gestures (absent outside the package).
  public let gestureCode: [GestureCode]?
  /// What changes under UIKit's other plausible behaviours (absent unless studied).
  public let assumptions: AssumptionStudy?

  /// One change request on one variant.
  public struct ChangeCostEntry: Codable, Equatable, Sendable {
    public let request: String
    public let variant: String
    public let cost: ChangeCost
  }

  public init(
    suite: SuiteResult?, faults: FaultMatrix?, layers: [LayerCensus] = [],
    changes: ChangeCostTable? = nil, testCosts: [TestCost] = [], gestureCode: [GestureCode] = [],
    assumptions: AssumptionStudy? = nil
  ) {
    self.assumptions = assumptions
    self.gestureCode = gestureCode.isEmpty ? nil : gestureCode
    schemaVersion = Self.currentSchemaVersion
    self.testCosts = testCosts.isEmpty ? nil : testCosts
    self.suite = suite
    self.faults = faults
    self.layers = layers.isEmpty ? nil : layers
    let entries = (changes?.rows ?? []).flatMap { row in
      zip(changes?.variants ?? [], row.costs).compactMap { variant, cost in
        cost.map { ChangeCostEntry(request: row.name, variant: variant, cost: $0) }
      }
    }
    self.changes = changes == nil ? nil : entries
  }

  /// Sorted keys and a fixed layout: the same results give the same bytes. The static metrics
  /// of each variant, when given, go under `metrics.<variant>` in `workbench analyze`'s own
  /// schema, the type-level coupling under `typeCoupling`, and with the suite, the navigation
  /// coverage under `navigationCoverage` and who decides each transition under
  /// `decisionAttribution`.
  public func encoded(metrics: [VariantMetrics] = []) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    if !metrics.isEmpty {
      guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        return data
      }
      var byVariant: [String: Any] = [:]
      for metric in metrics {
        byVariant[metric.variant] = try JSONSerialization.jsonObject(
          with: metric.analysis.jsonData())
      }
      object["metrics"] = byVariant
      if let suite {
        object["navigationCoverage"] = try JSONSerialization.jsonObject(
          with: JSONEncoder().encode(NavigationCoverage(suite: suite, metrics: metrics)))
        object["decisionAttribution"] = try JSONSerialization.jsonObject(
          with: JSONEncoder().encode(DecisionAttribution(suite: suite, metrics: metrics)))
      }
      object["typeCoupling"] = try JSONSerialization.jsonObject(
        with: JSONEncoder().encode(TypeCoupling(metrics: metrics)))
      data = try JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
    }
    data.append(0x0A)
    return data
  }
}
