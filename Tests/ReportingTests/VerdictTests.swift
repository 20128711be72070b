import XCTest

@testable import Reporting

/// The rule that turns figures into the answer's words.
final class VerdictTests: XCTestCase {
  func testARiseIsACostAndAFallABenefitWhenTheyClearTheThreshold() {
    XCTAssertEqual(Verdict.judge(.navigationLines, from: 384, to: 615).outcome, .cost)
    XCTAssertEqual(Verdict.judge(.screensKnowingOthers, from: 11, to: 1).outcome, .benefit)
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
