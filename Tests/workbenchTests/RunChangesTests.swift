import Foundation
import XCTest

/// `workbench run changes`: the usage errors, which must be refused before any build. The
/// requests themselves are verified end to end by CI (`.ci/run` runs every request).
final class RunChangesTests: XCTestCase {
  func testAnUnknownRequestIsRefusedWithTheNearestName() throws {
    let outcome = try WorkbenchProcess.run(["run", "changes", "--change", "search-tabs"])
    XCTAssertEqual(outcome.status, 2, outcome.stderr)
    XCTAssertTrue(
      outcome.stderr.contains("unknown change request 'search-tabs'; did you mean search-tab?"),
      outcome.stderr)
  }

  func testPathsAndTagsAreRefused() throws {
    let paths = try WorkbenchProcess.run(["run", "changes", "Scenarios"])
    XCTAssertEqual(paths.status, 2, paths.stderr)
    XCTAssertTrue(paths.stderr.contains("run changes takes no paths"), paths.stderr)
    let tags = try WorkbenchProcess.run(["run", "changes", "--tag", "auth"])
    XCTAssertEqual(tags.status, 2, tags.stderr)
    XCTAssertTrue(tags.stderr.contains("takes no --tag"), tags.stderr)
  }
}
