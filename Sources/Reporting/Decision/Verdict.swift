/// The words one figure earns when one cell of the 2 × 2 is compared with another, by one rule
/// applied to every figure (``rule`` says it in the report):
/// 1. a figure marked as depending on a UIKit assumption the stand-in cannot settle → no
///    measurable difference;
/// 2. a difference under ``threshold`` of the larger side → no measurable difference;
/// 3. for a figure summed over change requests: a difference no larger than the spread across
///    requests (the standard deviation of the per-request differences × √n), or one that does
///    not keep its sign and the threshold without the request that moves it most → no
///    measurable difference.
///
/// Otherwise the difference is measured: a rise is a cost of the move, a fall a benefit.
struct Verdict: Equatable {
  static let threshold = 0.10

  enum Outcome: Equatable {
    case cost
    case benefit
    case none(String)
  }

  let figure: ReportFigure
  let from: Int
  let to: Int
  let outcome: Outcome

  static let rule =
    "A difference is written as a cost or a benefit only when it is at least "
    + "\(Int(threshold * 100))% of the larger side, is not marked as resting on a UIKit "
    + "assumption, and — for change cost — exceeds the spread across requests (standard deviation "
    + "of the per-request differences × √n) and keeps its sign and that size without the request "
    + "that moves it most; otherwise it is written \"no measurable difference\"."

  /// `perRequest`: the per-request differences (to − from), for a figure summed over requests.
  static func judge(
    _ figure: ReportFigure, from: Int, to: Int, perRequest: [Int]? = nil,
    assumptionDependent: Bool = false
  ) -> Verdict {
    let outcome = outcome(from: from, to: to, perRequest: perRequest, marked: assumptionDependent)
    return Verdict(figure: figure, from: from, to: to, outcome: outcome)
  }

  static func outcome(from: Int, to: Int, perRequest: [Int]?, marked: Bool) -> Outcome {
    if marked { return .none("rests on a UIKit assumption") }
    let difference = to - from
    guard clears(difference, from: from, to: to) else { return .none("under the threshold") }
    if let perRequest, perRequest.count > 1 {
      if Double(abs(difference)) <= spread(perRequest) {
        return .none("within the spread across requests")
      }
      let most = perRequest.max { abs($0) < abs($1) } ?? 0
      let without = difference - most
      if without.signum() != difference.signum() || !clears(without, from: from, to: to - most) {
        return .none("rests on one request")
      }
    }
    return difference > 0 ? .cost : .benefit
  }

  static func clears(_ difference: Int, from: Int, to: Int) -> Bool {
    difference != 0 && Double(abs(difference)) >= threshold * Double(max(abs(from), abs(to)))
  }

  /// The standard deviation of the per-request differences × √n: how far their sum would move
  /// by chance if the requests were a sample.
  static func spread(_ differences: [Int]) -> Double {
    let count = Double(differences.count)
    guard count > 1 else { return 0 }
    let mean = Double(differences.reduce(0, +)) / count
    let variance =
      differences.map { (Double($0) - mean) * (Double($0) - mean) }.reduce(0, +) / (count - 1)
    return variance.squareRoot() * count.squareRoot()
  }

  /// `navigation code 384 → 615`; `gesture code 0 → 41 (new)`. The grids give the differences.
  var phrase: String {
    "\(figure.rawValue) \(from) → \(to)" + (from == 0 ? " (new)" : "")
  }
}
