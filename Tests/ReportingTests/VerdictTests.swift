import XCTest

@testable import Reporting

/// The rule that turns figures into the answer's words.
final class VerdictTests: XCTestCase {
  func testARiseIsACostAndAFallABenefitWhenTheyClearTheThreshold() {
    XCTAssertEqual(Verdict.judge(.navigationLines, from: 384, to: 615).outcome, .cost)
    XCTAssertEqual(Verdict.judge(.screenPairs, from: 11, to: 1).outcome, .benefit)
    XCTAssertEqual(Verdict.judge(.gestureCode, from: 0, to: 41).outcome, .cost)
  }

  func testADifferenceUnderTheThresholdIsNoMeasurableDifference() {
    XCTAssertEqual(
      Verdict.judge(.changeCost, from: 572, to: 565).outcome, .none("under the threshold"))
    XCTAssertEqual(Verdict.judge(.testCost, from: 7, to: 7).outcome, .none("under the threshold"))
  }

  func testADifferenceWithinTheSpreadAcrossRequestsIsNoMeasurableDifference() {
    // +30 overall, but the requests disagree: −40, +50, +20.
    XCTAssertEqual(
      Verdict.judge(.changeCost, from: 100, to: 130, perRequest: [-40, 50, 20]).outcome,
      .none("within the spread across requests"))
    // +30 made of three agreeing requests.
    XCTAssertEqual(
      Verdict.judge(.changeCost, from: 100, to: 130, perRequest: [9, 10, 11]).outcome, .cost)
  }

  func testAFigureMarkedAsRestingOnAUIKitAssumptionIsNoMeasurableDifference() {
    XCTAssertEqual(
      Verdict.judge(.gestureCode, from: 0, to: 41, assumptionDependent: true).outcome,
      .none("rests on a UIKit assumption"))
  }

  /// Code needed only under one assumption's value marks a comparison when leaving it out turns
  /// a measured difference into none (or back); when both readings agree it marks nothing.
  func testCodeOnlyOneAssumptionNeedsMarksAFigureOnlyWhenItFlipsAVerdict() {
    // 100 → 109 is under the 10% threshold; without 5 lines of VIPER's it is 95 → 109, a cost.
    let navigation = ["VIPER": 100, "VIPER+C": 109]
    XCTAssertTrue(
      HeadlineFigures.flips(
        navigation, ["VIPER": 95, "VIPER+C": 109], from: "VIPER", to: "VIPER+C"))
    XCTAssertFalse(
      HeadlineFigures.flips(
        navigation, ["VIPER": 98, "VIPER+C": 108], from: "VIPER", to: "VIPER+C"))
    XCTAssertFalse(
      HeadlineFigures.flips(
        ["VIPER": 252, "VIPER+C": 588], ["VIPER": 228, "VIPER+C": 572], from: "VIPER",
        to: "VIPER+C"))
  }

  func testTheGridsEffectsAndInteraction() {
    let values = ["VIPER": 10, "VIPER+C": 20, "MVVM+W": 5, "MVVM+C": 30]
    let grid = TwoByTwo { values[$0] }
    XCTAssertEqual(grid.navigationWithVIPER, 10)
    XCTAssertEqual(grid.navigationWithMVVM, 25)
    XCTAssertEqual(grid.screensWithWireframes, -5)
    XCTAssertEqual(grid.screensWithCoordinators, 10)
    XCTAssertEqual(grid.interaction, 15)
    let rendered = grid.rendered(title: "figure")
    XCTAssertTrue(rendered.contains("interaction +15"), rendered)
    XCTAssertTrue(rendered.contains("screens +2.5"), rendered)
    XCTAssertTrue(rendered.contains("navigation +17.5"), rendered)
  }
}
