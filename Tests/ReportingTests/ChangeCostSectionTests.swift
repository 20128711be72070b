import Foundation
import Harness
import XCTest

@testable import Reporting

final class ChangeCostSectionTests: XCTestCase {
  private func cost(navigation: Int, removed: Int = 0, tests: Int = 0, shared: Int = 0)
    -> ChangeCost
  {
    var cost = ChangeCost()
    cost.lines[.navigation] = ChangeCost.Lines(added: navigation, removed: removed)
    cost.filesByLayer[.navigation] = 1
    if tests > 0 {
      cost.lines[.tests] = ChangeCost.Lines(added: tests)
      cost.filesByLayer[.tests] = 1
    }
    if shared > 0 {
      cost.lines[.sharedDomain] = ChangeCost.Lines(added: shared)
      cost.filesByLayer[.sharedDomain] = 1
    }
    return cost
  }

  func testAppAndTestsSideBySideTheSharedDomainApartAndAMissingPatchLeftOut() throws {
    let table = ChangeCostTable(
      variants: ["VIPER", "MVVM+C"],
      rows: [
        .init(
          name: "notifications-screen", title: "Notifications",
          costs: [cost(navigation: 3, removed: 2, tests: 4, shared: 7), nil])
      ])
    let input = ReportInput(suite: nil, faults: nil, metrics: [], command: "x", changes: table)
    let text = ChangeCostSection.render(table, input: input)
    // App +3 −2, tests +4 −0, total 9 (the shared domain's 7 apart), 2 files (the shared one not).
    let row = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("| VIPER ") })
    XCTAssertEqual(
      row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) },
      ["VIPER", "3", "2", "4", "0", "**9**", "2", "9–9"])
    XCTAssertTrue(text.contains("the same for every variant: +7 −0 lines."), text)
    XCTAssertTrue(text.contains("Left out, without a patch for every request: MVVM+C."), text)
    XCTAssertTrue(
      ChangeCostSection.renderDetail(table).contains("| notifications-screen | VIPER"))
    XCTAssertFalse(
      ChangeCostSection.renderDetail(table).contains("| notifications-screen | MVVM+C"))
  }

  /// A gap made by one request is not a measured difference: the comparison says which
  /// request and what is left without it.
  func testAGapMadeByOneRequestIsNoMeasurableDifference() throws {
    let table = ChangeCostTable(
      variants: ["VIPER", "VIPER+C"],
      rows: [
        .init(name: "a", title: "A", costs: [cost(navigation: 10), cost(navigation: 11)]),
        .init(name: "b", title: "B", costs: [cost(navigation: 10), cost(navigation: 60)]),
        .init(name: "c", title: "C", costs: [cost(navigation: 10), cost(navigation: 9)]),
      ])
    let input = ReportInput(suite: nil, faults: nil, metrics: [], command: "x", changes: table)
    let text = ChangeCostSection.render(table, input: input)
    let row = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("| VIPER → VIPER+C") })
    XCTAssertTrue(row.contains("+50 (+167%)"), String(row))
    XCTAssertTrue(row.contains("b (+50)"), String(row))
    XCTAssertTrue(row.contains("no measurable difference"), String(row))
    XCTAssertTrue(text.contains("```mermaid\nxychart-beta"), text)
  }
}
