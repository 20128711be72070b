import Foundation
import Harness

/// The JSON results (`--json FILE`): the suite's results and, when run, the fault matrix. The
/// schema is documented in Reports/README.md; `schemaVersion` changes whenever a field changes
/// meaning or goes away.
public struct ResultsDocument: Codable, Equatable, Sendable {
  /// 2: the suite's `plantedFaults` is gone.
  public static let currentSchemaVersion = 2

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
    var data = Data()
    try write(metrics: metrics) { data.append($0) }
    return data
  }

  /// The same document as ``encoded(metrics:)``, handed to `sink` piece by piece: each
  /// scenario of the suite is encoded alone and passed on, so the memory it takes is that of
  /// the largest piece (one scenario, one variant's metrics), not of the document — 25,000
  /// scenarios encoded whole took 2.5 GB.
  public func write(metrics: [VariantMetrics] = [], to sink: (Data) throws -> Void) throws {
    try withoutActuallyEscaping(sink) { sink in try write(metrics: metrics, escaping: sink) }
  }

  private func write(metrics: [VariantMetrics], escaping sink: @escaping (Data) throws -> Void)
    throws
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    var writer = PrettyJSONWriter(encoder: encoder, sink: sink)
    // Keys in sorted order, as the encoder sorts them; absent values are left out.
    try writer.open("{")
    if let assumptions { try writer.member("assumptions", assumptions) }
    if let changes { try writer.member("changes", changes) }
    if !metrics.isEmpty, let suite {
      try writer.member("decisionAttribution", DecisionAttribution(suite: suite, metrics: metrics))
    }
    if let faults { try writer.member("faults", faults) }
    if let gestureCode { try writer.member("gestureCode", gestureCode) }
    if let layers { try writer.member("layers", layers) }
    if !metrics.isEmpty {
      try writer.key("metrics")
      try writer.open("{")
      for metric in metrics.sorted(by: { $0.variant < $1.variant }) {
        try writer.key(metric.variant)
        try writer.raw(metric.analysis.jsonData())
      }
      try writer.close("}")
    }
    if !metrics.isEmpty, let suite {
      try writer.member("navigationCoverage", NavigationCoverage(suite: suite, metrics: metrics))
    }
    try writer.member("schemaVersion", schemaVersion)
    if let suite {
      try writer.key("suite")
      try writer.open("{")
      try writer.member("equivalentScenarios", suite.equivalentScenarios)
      try writer.member("files", suite.files)
      try writer.key("scenarios")
      try writer.open("[")
      for scenario in suite.scenarios { try writer.element(scenario) }
      try writer.close("]")
      try writer.member("schemaVersion", suite.schemaVersion)
      try writer.member("totals", suite.totals)
      try writer.member("variants", suite.variants)
      try writer.close("}")
    }
    if let testCosts { try writer.member("testCosts", testCosts) }
    if !metrics.isEmpty { try writer.member("typeCoupling", TypeCoupling(metrics: metrics)) }
    try writer.close("}")
    try sink(Data([0x0A]))
  }
}
