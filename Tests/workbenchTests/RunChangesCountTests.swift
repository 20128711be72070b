import XCTest

@testable import workbench

/// `run changes` closes with counts that say what they count: one request verified on three
/// variants is one request, not "3 of 3 changes". (The requests themselves are verified end to
/// end by CI; a build per test would take minutes.)
final class RunChangesCountTests: XCTestCase {
  private func results(_ request: String, _ outcomes: [ChangeVerification.Outcome])
    -> [ChangeVerification]
  {
    outcomes.enumerated().map { index, outcome in
      ChangeVerification(request: request, variant: "V\(index)", outcome: outcome, cost: "-")
    }
  }

  func testOneRequestOnThreeVariantsIsOneRequest() {
    let line = RunChangesCommand.closingLine(
      requests: ["save-banner"], results: results("save-banner", [.verified, .verified, .verified]))
    XCTAssertEqual(
      line,
      "1 of 1 change request verified on all 3 variants run "
        + "(3 of 3 request × variant checks passed)")
  }

  func testARequestFailingOnOneVariantIsNotVerified() {
    let all =
      results("a", [.verified, .verified]) + results("b", [.verified, .doesNotBuild("x")])
    XCTAssertEqual(
      RunChangesCommand.closingLine(requests: ["a", "b"], results: all),
      "1 of 2 change requests verified on all 2 variants run "
        + "(3 of 4 request × variant checks passed)")
  }
}
