/// When each side of a move wins, from figures measured per kind of work rather than in total,
/// by one rule: a side wins a change request when its app lines for that request are lower by
/// at least ``Verdict/threshold`` of the larger side; and it wins on testing when its navigation
/// unit tests kill more mutants per hundred of their lines by that much. Nothing is said where
/// no figure clears the rule.
struct WhenEachWins {
  struct Win: Equatable {
    let variant: String
    /// Change requests by number (as the change-cost chart numbers them), then testing.
    let evidence: [String]
  }

  let wins: [Win]

  static let rule =
    "**When each wins.** A side wins a change request (numbered as in the change-cost chart) "
    + "when its app lines for it are at least \(Int(Verdict.threshold * 100))% lower, and wins on "
    + "testing when its navigation unit tests kill at least \(Int(Verdict.threshold * 100))% more "
    + "mutants per line."

  init(from: String, to: String, input: ReportInput) {
    var evidence: [String: [String]] = [from: [], to: []]
    if let changes = input.changes, let a = changes.variants.firstIndex(of: from),
      let b = changes.variants.firstIndex(of: to)
    {
      for (index, row) in changes.rows.enumerated() {
        let number = index + 1
        guard let before = row.costs[a].map(ChangeCostSummary.comparedLines),
          let after = row.costs[b].map(ChangeCostSummary.comparedLines),
          Verdict.clears(after - before, from: before, to: after)
        else { continue }
        evidence[after < before ? to : from]?.append(String(number))
      }
    }
    if let mutation = input.mutation {
      func perHundred(_ variant: String) -> Double? {
        mutation.figures.first { $0.variant == variant && $0.layer == nil }?
          .navigationUnitTestKillsPerHundredLines
      }
      if let a = perHundred(from), let b = perHundred(to), max(a, b) > 0,
        abs(a - b) >= Verdict.threshold * max(a, b)
      {
        let winner = b > a ? to : from
        let (own, other) = winner == to ? (b, a) : (a, b)
        evidence[winner]?.append(
          "unit tests (\(Format.fixed(own, decimals: 1)) vs \(Format.fixed(other, decimals: 1)) "
            + "kills/100 lines)")
      }
    }
    wins = [from, to].compactMap { variant in
      guard let found = evidence[variant], !found.isEmpty else { return nil }
      return Win(variant: variant, evidence: found)
    }
  }

  /// `wins: VIPER on requests 3, 5; VIPER+C on 1, unit tests (2.0 vs 1.1 kills/100 lines)`.
  var phrase: String? {
    guard !wins.isEmpty else { return nil }
    var labelled = false
    let parts = wins.map { win -> String in
      var items = win.evidence.filter { Int($0) == nil }
      let requests = win.evidence.filter { Int($0) != nil }
      if !requests.isEmpty {
        items.insert((labelled ? "" : "requests ") + requests.joined(separator: ", "), at: 0)
        labelled = true
      }
      return "\(win.variant) on " + items.joined(separator: ", ")
    }
    return "wins: " + parts.joined(separator: "; ")
  }
}
