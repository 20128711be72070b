import HeadlessUIKit
import XCTest

/// `--assume NAME=VALUE` and `workbench help assumptions`.
final class AssumeOptionTests: XCTestCase {
  func testHelpListsEveryAssumptionDefaultFirstWithItsMeaningAndConfidence() throws {
    let outcome = try WorkbenchProcess.run(["help", "assumptions"])
    XCTAssertEqual(outcome.status, 0)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    for assumption in UIKitAssumption.all {
      let head = "\(assumption.name) = " + assumption.values.joined(separator: " | ")
      guard let index = lines.firstIndex(of: head) else {
        return XCTFail("no line '\(head)' in:\n\(outcome.stdout)")
      }
      let meaning = lines[index + 1]
      XCTAssertTrue(meaning.contains(assumption.meaning), meaning)
      XCTAssertTrue(meaning.contains("Default \(assumption.defaultValue):"), meaning)
      XCTAssertTrue(meaning.hasSuffix("sure)"), meaning)
    }
  }

  func testABadNameOrValueSuggestsTheNearestAndExits2() throws {
    let name = try WorkbenchProcess.run([
      "run", "scenarios", "--no-report", "--assume", "touchesDuringTransitions=dropped",
    ])
    XCTAssertEqual(name.status, 2)
    XCTAssertTrue(name.stderr.contains("did you mean 'touchesDuringTransition'?"), name.stderr)
    let value = try WorkbenchProcess.run([
      "run", "scenarios", "--no-report", "--assume", "stackChangeDuringTransition=refuse",
    ])
    XCTAssertEqual(value.status, 2)
    XCTAssertTrue(value.stderr.contains("did you mean 'refused'?"), value.stderr)
    let shape = try WorkbenchProcess.run(["run", "faults", "--assume", "refused"])
    XCTAssertEqual(shape.status, 2)
    XCTAssertTrue(shape.stderr.contains("'refused' is not NAME=VALUE"), shape.stderr)
    XCTAssertEqual(name.stdout + value.stdout + shape.stdout, "", "nothing ran")
  }

  /// Under another value a user's touch during a push reaches the screen: the scenario that
  /// expects it dropped fails, and the run says what it assumed.
  func testAnotherValueChangesWhatRuns() throws {
    let directory = try WorkbenchProcess.temporaryDirectory()
    let script = directory.appendingPathComponent("touch.scenario")
    try """
    scenario "A tap on a post still sliding in reaches nothing"
      given logged-in ana@example.com
      launch
      tap post-1
      mid-transition tap author
      expect hierarchy "Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}"
    end
    """.write(to: script, atomically: true, encoding: .utf8)
    let byDefault = try WorkbenchProcess.run(["run", "scenarios", script.path, "--no-report"])
    XCTAssertEqual(byDefault.status, 0, byDefault.stdout)
    let delivered = try WorkbenchProcess.run([
      "run", "scenarios", script.path, "--assume", "touchesDuringTransition=delivered",
    ])
    XCTAssertEqual(delivered.status, 1, delivered.stdout)
    XCTAssertTrue(
      delivered.stdout.contains("assuming touchesDuringTransition=delivered"), delivered.stdout)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("Reports").path))
  }
}
