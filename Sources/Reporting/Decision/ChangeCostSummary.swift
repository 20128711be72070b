import Harness

/// One variant's change cost over every request: app (own layers) and tests, added and removed
/// apart, the shared domain's part apart, and the files those lines are in.
struct ChangeCostSummary {
  var app = ChangeCost.Lines()
  var tests = ChangeCost.Lines()
  var shared = ChangeCost.Lines()
  /// Files of the variant's own layers and tests: the files the compared lines are in.
  var files = 0
  var perRequest: [Int] = []

  static let ownLayers: [SourceLayer] = [.screen, .navigation, .assembly]

  /// What the comparison judges: lines added + removed in the variant's own layers. The
  /// shared domain's part is the same change in every variant; the tests' part is shown beside
  /// it but not judged, because each cell's suite is one team's as it stands and differs in kind
  /// (tests that drive the whole app against isolated unit tests), which neither pattern causes;
  /// the test cost judges tests on the same decisions everywhere.
  static func comparedLines(_ cost: ChangeCost) -> Int {
    ownLayers.map { cost.lines[$0]?.changed ?? 0 }.reduce(0, +)
  }

  init(_ costs: [ChangeCost]) {
    for cost in costs {
      for layer in Self.ownLayers {
        app.added += cost.lines[layer]?.added ?? 0
        app.removed += cost.lines[layer]?.removed ?? 0
      }
      tests = Self.sum(tests, cost.testLines)
      shared = Self.sum(shared, cost.lines[.sharedDomain] ?? ChangeCost.Lines())
      files += (Self.ownLayers + [.tests]).map { cost.filesByLayer[$0] ?? 0 }.reduce(0, +)
      perRequest.append(Self.comparedLines(cost) + (cost.lines[.tests]?.changed ?? 0))
    }
  }

  static func sum(_ a: ChangeCost.Lines, _ b: ChangeCost.Lines) -> ChangeCost.Lines {
    ChangeCost.Lines(added: a.added + b.added, removed: a.removed + b.removed)
  }

  var total: Int { app.changed + tests.changed }
}
