import Foundation
import XCTest

/// `workbench run mutants`: the usage errors, which must be refused before anything is built.
/// A whole run builds a copy of the package (minutes), so it is measured by the command itself
/// (it prints its timings), not in a test.
final class RunMutantsTests: XCTestCase {
  func testAnUnknownOperatorIsRefusedWithTheNearestName() throws {
    let outcome = try WorkbenchProcess.run(["run", "mutants", "--operators", "deleteCal"])
    XCTAssertEqual(outcome.status, 2, outcome.stderr)
    XCTAssertTrue(
      outcome.stderr.contains("unknown operator 'deleteCal'; did you mean deleteCall?"),
      outcome.stderr)
  }

  func testALimitMustBeAPositiveNumberAndPathsAreRefused() throws {
    let limit = try WorkbenchProcess.run(["run", "mutants", "--limit", "0"])
    XCTAssertEqual(limit.status, 2, limit.stderr)
    XCTAssertTrue(limit.stderr.contains("--limit: expected a positive number, got '0'"))
    let paths = try WorkbenchProcess.run(["run", "mutants", "Scenarios"])
    XCTAssertEqual(paths.status, 2, paths.stderr)
    XCTAssertTrue(paths.stderr.contains("run mutants takes no paths"), paths.stderr)
    let variant = try WorkbenchProcess.run(["run", "mutants", "--variant", "viperr"])
    XCTAssertEqual(variant.status, 2, variant.stderr)
    XCTAssertTrue(variant.stderr.contains("did you mean viper?"), variant.stderr)
  }

  func testTheHelpListsEveryOperator() throws {
    let outcome = try WorkbenchProcess.run(["run", "mutants", "--help"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    for name in [
      "deleteCall", "deleteAssignment", "strongProperty", "strongCapture", "negateCondition",
      "flipAnimated", "completionNow", "swapWillDid",
    ] {
      XCTAssertTrue(outcome.stdout.contains("  \(name)  "), name)
    }
  }
}
