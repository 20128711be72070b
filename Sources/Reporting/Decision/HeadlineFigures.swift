import Harness

/// The headline figures of every variant, read from the report's inputs (layer census, change
/// requests, test cost, type coupling, gesture code), so that the grids and the answer use the
/// same numbers.
struct HeadlineFigures {
  private var values: [ReportFigure: [String: Int]] = [:]
  /// Per variant, each change request's cost (in the table's row order; nil: no patch).
  private var requestCosts: [String: [Int?]] = [:]
  let assumptionDependent: Set<ReportFigure>

  init(_ input: ReportInput) {
    let marked = input.assumptionDependent
    for census in input.layers {
      values[.screenLines, default: [:]][census.variant] = census.layers[.screen]?.lines ?? 0
      values[.navigationLines, default: [:]][census.variant] =
        census.layers[.navigation]?.lines ?? 0
      values[.assemblyLines, default: [:]][census.variant] = census.layers[.assembly]?.lines ?? 0
    }
    if let changes = input.changes {
      for (index, variant) in changes.variants.enumerated() {
        let costs = changes.rows.map { $0.costs[index].map(ChangeCostSummary.comparedLines) }
        requestCosts[variant] = costs
        if !costs.isEmpty, costs.allSatisfy({ $0 != nil }) {
          values[.changeCost, default: [:]][variant] = costs.compactMap { $0 }.reduce(0, +)
        }
      }
    }
    for cost in input.testCosts {
      values[.testCost, default: [:]][cost.variant] = cost.totalLines
    }
    for coupling in TypeCoupling(metrics: input.metrics).variants {
      values[.screenPairs, default: [:]][coupling.variant] = coupling.screenPairs.count
      values[.decidingTypes, default: [:]][coupling.variant] = coupling.decidingTypes.count
    }
    for code in input.gestureCode {
      values[.gestureCode, default: [:]][code.variant] = code.codeLines
    }
    // Code a variant needs only under one value of an assumption (the stack waits, needed only
    // if UIKit refuses a stack change mid-transition) is navigation code: a comparison rests on
    // the assumption when leaving that code out changes its verdict.
    if let study = input.assumptions, let navigation = values[.navigationLines] {
      var without = navigation
      for wait in study.stackWaitCode where without[wait.variant] != nil {
        without[wait.variant]! -= wait.helperLines + wait.callLines
      }
      alternatives[.navigationLines] = without
    }
    assumptionDependent = marked
  }

  /// The figures as they would be without the code only one assumption's value needs.
  private var alternatives: [ReportFigure: [String: Int]] = [:]

  /// Whether the verdict `from` → `to` differs between `values` and `alternative`.
  static func flips(
    _ values: [String: Int], _ alternative: [String: Int], from: String, to: String
  ) -> Bool {
    guard let a = values[from], let b = values[to], let c = alternative[from],
      let d = alternative[to]
    else { return false }
    let now = Verdict.outcome(from: a, to: b, perRequest: nil, marked: false)
    let other = Verdict.outcome(from: c, to: d, perRequest: nil, marked: false)
    return now != other
  }

  func value(_ figure: ReportFigure, _ variant: String) -> Int? { values[figure]?[variant] }

  /// The figures the inputs hold, in their order.
  var figures: [ReportFigure] { ReportFigure.allCases.filter { values[$0] != nil } }

  func grid(_ figure: ReportFigure) -> TwoByTwo { TwoByTwo { value(figure, $0) } }

  /// The per-request differences `to` − `from` of the change cost, over the requests both have.
  func requestDifferences(from: String, to: String) -> [Int]? {
    guard let before = requestCosts[from], let after = requestCosts[to] else { return nil }
    return zip(before, after).compactMap { pair in
      guard let old = pair.0, let new = pair.1 else { return nil }
      return new - old
    }
  }

  /// Every figure both variants have, judged by the rule.
  func verdicts(from: String, to: String) -> [Verdict] {
    figures.compactMap { figure in
      guard let before = value(figure, from), let after = value(figure, to) else { return nil }
      return Verdict.judge(
        figure, from: before, to: after,
        perRequest: figure == .changeCost ? requestDifferences(from: from, to: to) : nil,
        assumptionDependent: assumptionDependent.contains(figure)
          || alternatives[figure].map { alternative in
            values[figure].map { Self.flips($0, alternative, from: from, to: to) } ?? false
          } ?? false)
    }
  }
}
