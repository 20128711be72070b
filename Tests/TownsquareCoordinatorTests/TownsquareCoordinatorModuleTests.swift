import XCTest

@testable import TownsquareCoordinator

final class TownsquareCoordinatorModuleTests: XCTestCase {
  func testModuleName() {
    XCTAssertEqual(TownsquareCoordinatorModule.name, "TownsquareCoordinator")
  }
}
