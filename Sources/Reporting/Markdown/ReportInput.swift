import Harness

/// Everything the comparison report is made from.
public struct ReportInput: Sendable {
  public var suite: SuiteResult?
  public var faults: FaultMatrix?
  /// Static metrics of each variant, in the suite's variant order; empty when the sources were
  /// not found (the report then says so).
  public var metrics: [VariantMetrics]
  /// The command that reproduces the report.
  public var command: String
  /// The change requests' cost per variant, when there are any.
  public var changes: ChangeCostTable?
  /// Each variant's size per layer, in the suite's variant order; empty outside the package.
  public var layers: [LayerCensus]
  /// Each variant's navigation unit tests, in the suite's variant order; empty outside the
  /// package.
  public var testCosts: [TestCost]
  /// Each variant's code that exists only for system gestures, in the suite's variant order;
  /// empty outside the package.
  public var gestureCode: [GestureCode] = []
  /// What changes under UIKit's other plausible behaviours, when it was studied.
  public var assumptions: AssumptionStudy?
  /// The file (relative to the report) that holds every scenario step by step; the report
  /// then shows one row per scenario. Nil puts the detail in the report itself.
  public var scenarioDetail: String?
  /// The date and toolchain, only when asked for (`--timestamp`): otherwise the report is
  /// byte-identical from run to run.
  public var stamp: String?
  /// Headline figures whose comparison flips under an alternative UIKit behaviour (from the
  /// Assumptions data): each is judged "no measurable difference".
  public var assumptionDependent: Set<ReportFigure> = []
  /// The committed results of `workbench run mutants`, when they are there and measured on
  /// these sources: the report's mutants section and what the tests catch.
  public var mutation: MutationReport?
  /// Said instead, in one line, when the results are missing or stale.
  public var mutationNote: String?

  public init(
    suite: SuiteResult?, faults: FaultMatrix?, metrics: [VariantMetrics], command: String,
    stamp: String? = nil, changes: ChangeCostTable? = nil, layers: [LayerCensus] = [],
    scenarioDetail: String? = nil, testCosts: [TestCost] = []
  ) {
    self.testCosts = testCosts
    self.scenarioDetail = scenarioDetail
    self.layers = layers
    self.changes = changes
    self.suite = suite
    self.faults = faults
    self.metrics = metrics
    self.command = command
    self.stamp = stamp
  }

  /// The suite's variants, or those of the fault matrix in its order.
  /// Without either, the variants measured statically.
  var variants: [String] {
    if let suite { return suite.variants }
    var seen: [String] = []
    for entry in faults?.entries ?? [] where !seen.contains(entry.variant) {
      seen.append(entry.variant)
    }
    if seen.isEmpty { seen = layers.map(\.variant) }
    if seen.isEmpty { seen = testCosts.map(\.variant) }
    return seen
  }
}
