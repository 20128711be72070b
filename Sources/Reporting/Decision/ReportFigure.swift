/// A headline figure of the report: the figures the 2 × 2 grids show and the answer judges.
/// Each is lower-is-better, so a rise is a cost of the move and a fall a benefit.
public enum ReportFigure: String, Sendable, CaseIterable, Hashable {
  case screenLines = "screen code"
  case navigationLines = "navigation code"
  case assemblyLines = "assembly code"
  case changeCost = "change cost"
  case testCost = "test cost"
  case screenPairs = "screen pairs"
  case decidingTypes = "navigation deciders"
  case gestureCode = "gesture code"

  /// What the figure counts, said once above the grids.
  var meaning: String {
    switch self {
    case .screenLines, .navigationLines, .assemblyLines: "code lines of the layer"
    case .changeCost:
      "app lines added + removed over the change requests (tests shown beside, not judged)"
    case .testCost: "navigation unit-test lines, doubles included"
    case .screenPairs:
      "(screen, other screen) pairs where one screen's code references the other's types"
    case .decidingTypes: "types that decide navigation (static graph)"
    case .gestureCode: "lines that exist only to stay leak-free under system swipes"
    }
  }

  /// The grid's unit.
  var unit: String {
    switch self {
    case .screenPairs: "pairs"
    case .decidingTypes: "types"
    default: "lines"
    }
  }
}
