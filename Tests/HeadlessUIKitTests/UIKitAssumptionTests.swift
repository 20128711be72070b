import XCTest

@testable import HeadlessUIKit

/// The catalogue of unsettled behaviours, and setting them as `--assume` does.
final class UIKitAssumptionTests: XCTestCase {
  func testEveryAssumptionHasADefaultAnAlternativeAndItsEvidence() {
    XCTAssertGreaterThanOrEqual(UIKitAssumption.all.count, 4)
    XCTAssertEqual(Set(UIKitAssumption.all.map(\.name)).count, UIKitAssumption.all.count)
    for assumption in UIKitAssumption.all {
      XCTAssertGreaterThanOrEqual(assumption.values.count, 2, assumption.name)
      XCTAssertEqual(Set(assumption.values).count, assumption.values.count, assumption.name)
      XCTAssertEqual(Set(assumption.valueMeanings.keys), Set(assumption.values), assumption.name)
      for text in [
        assumption.meaning, assumption.evidence.apple, assumption.evidence.practice,
        assumption.evidence.confidence, assumption.check,
      ] {
        XCTAssertFalse(text.isEmpty, assumption.name)
      }
      XCTAssertTrue(
        assumption.evidence.confidence.hasPrefix(assumption.defaultValue + ":"),
        "the confidence names the default of \(assumption.name)")
      XCTAssertFalse(assumption.evidence.sources.isEmpty, assumption.name)
    }
  }

  func testSettingAValueAndBackToTheDefault() throws {
    var assumptions = UIKitAssumptions()
    XCTAssertEqual(assumptions.value(of: "stackChangeDuringTransition"), "deferred")
    try assumptions.set("stackChangeDuringTransition=refused")
    XCTAssertEqual(assumptions.value(of: "stackChangeDuringTransition"), "refused")
    XCTAssertEqual(assumptions.description, "stackChangeDuringTransition=refused")
    try assumptions.set("stackChangeDuringTransition", to: "deferred")
    XCTAssertEqual(assumptions, .defaults)
    XCTAssertEqual(assumptions.description, "defaults")
  }

  func testBadNamesValuesAndShapesAreErrorsThatListWhatExists() {
    var assumptions = UIKitAssumptions()
    XCTAssertThrowsError(try assumptions.set("touchesDuringTransitions=dropped")) { error in
      guard case .unknownName(let name, let known) = error as? UIKitAssumptionError else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(name, "touchesDuringTransitions")
      XCTAssertTrue(known.contains("touchesDuringTransition"))
    }
    XCTAssertThrowsError(try assumptions.set("touchesDuringTransition=ignored")) { error in
      XCTAssertEqual(
        error as? UIKitAssumptionError,
        .unknownValue(
          name: "touchesDuringTransition", value: "ignored", allowed: ["dropped", "delivered"]))
    }
    for malformed in ["touchesDuringTransition", "=dropped", "touchesDuringTransition="] {
      XCTAssertThrowsError(try assumptions.set(malformed)) { error in
        XCTAssertEqual(error as? UIKitAssumptionError, .malformed(malformed))
      }
    }
    XCTAssertEqual(assumptions, .defaults, "nothing changed")
  }
}
