import Harness
import XCTest

/// The catalogue rows a fault matrix carries: one cell per variant run, caught or survived from
/// the matrix entries, cannot happen with what the site finder looked for, not run when left
/// out.
final class MistakeRowTests: XCTestCase {
  private func entry(_ fault: String, caughtBy count: Int) -> FaultMatrix.Entry {
    let failure = RunFailure(kind: .leak, location: "a.scenario:2", message: "leaked")
    return FaultMatrix.Entry(
      fault: fault, variant: String(fault.prefix { $0 != "." }), summary: "S.",
      caughtBy: (0..<count).map {
        FaultMatrix.Catch(scenario: "a.scenario:\($0)", title: "T", failure: failure)
      })
  }

  private func row(_ name: String, in matrix: FaultMatrix) throws -> MistakeRow {
    try XCTUnwrap(matrix.catalogue.first { $0.mistake == name })
  }

  func testEachCellSaysCaughtSurvivedCannotHappenOrNotRun() throws {
    let presence: [String: [String: Mistake.Presence]] = [
      "presenterRetainsView": [
        "viper": .named("viper.presenterRetainsView"),
        "coordinator": .named("coordinator.presenterRetainsView"),
      ],
      "forgetChildRemoval": [
        "viper": .cannotHappen("no site in its code (a `removeChild` call)"),
        "coordinator": .named("coordinator.forgetChildRemoval"),
      ],
    ]
    let matrix = FaultMatrix(
      scenarios: ["a.scenario:0", "a.scenario:1"],
      entries: [
        entry("viper.presenterRetainsView", caughtBy: 2),
        entry("coordinator.forgetChildRemoval", caughtBy: 0),
      ],
      variants: [(prefix: "viper", name: "VIPER"), (prefix: "coordinator", name: "Coordinator")],
      presence: presence)
    XCTAssertEqual(matrix.catalogue.map(\.mistake), Mistake.catalogue.map(\.name))

    let presenter = try row("presenterRetainsView", in: matrix)
    XCTAssertEqual(presenter.kind, "retain cycle")
    XCTAssertEqual(presenter.cells.map(\.variant), ["VIPER", "Coordinator"])
    XCTAssertEqual(presenter.cells[0].status, .caught)
    XCTAssertEqual(presenter.cells[0].caughtBy, 2)
    XCTAssertEqual(presenter.cells[1].status, .notRun)
    XCTAssertEqual(presenter.cells[1].fault, "coordinator.presenterRetainsView")

    let child = try row("forgetChildRemoval", in: matrix)
    XCTAssertEqual(child.cells[0].status, .cannotHappen)
    XCTAssertTrue(child.cells[0].reason?.hasPrefix("no site in its code") ?? false)
    XCTAssertNil(child.cells[0].fault)
    XCTAssertEqual(child.cells[1].status, .survived)
    XCTAssertEqual(child.cells[1].caughtBy, 0)
  }

  func testAVariantOutsideTheCatalogueGetsNoCells() {
    let matrix = FaultMatrix(
      scenarios: [], entries: [], variants: [(prefix: "mvvm", name: "MVVM")])
    XCTAssertTrue(matrix.catalogue.allSatisfy(\.cells.isEmpty))
  }

  func testTheCatalogueRoundTripsThroughJSON() throws {
    let matrix = FaultMatrix(
      scenarios: ["a.scenario:0"], entries: [entry("viper.expiryKeepsSheet", caughtBy: 1)],
      variants: [(prefix: "viper", name: "VIPER")])
    let decoded = try JSONDecoder().decode(
      FaultMatrix.self, from: JSONEncoder().encode(matrix))
    XCTAssertEqual(decoded, matrix)
    XCTAssertEqual(try row("expiryKeepsSheet", in: decoded).cells.first?.status, .caught)
  }
}
