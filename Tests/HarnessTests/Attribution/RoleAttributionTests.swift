import SwiftMetrics
import XCTest

@testable import Harness

/// A transition's recorded role is the one `workbench analyze` gives a type of its file's name,
/// by the analyser's naming rule, not a table of the Harness's own (issue #31).
final class RoleAttributionTests: XCTestCase {
  func testTheFileIsNamedForTheTypeThatAskedAndTheAnalyserNamesItsRole() {
    XCTAssertEqual(
      RoleAttribution.role(ofFile: "TownsquareVIPER/Modules/Login/LoginWireframe.swift"),
      "wireframe")
    XCTAssertEqual(
      RoleAttribution.role(ofFile: "TownsquareCoordinator/Screens/Feed/FeedViewModel+Routes.swift"),
      "view model", "a `Type+Concern` file is its type's")
    XCTAssertEqual(
      RoleAttribution.role(ofFile: "TownsquareCoordinator/Routing/NavigationRouter.swift"), "router"
    )
    XCTAssertEqual(RoleAttribution.role(ofFile: "Feed/FeedViewController.swift"), "view")
  }

  func testTheSameNameGetsTheSameRoleAsInTheAnalysersResults() throws {
    // What analyze prints for these names, from their names alone (no supertypes to go by).
    let names = ["HomeCordinator", "LoginPresenterInput", "SettingsBuilder", "Session"]
    let analysis = SwiftAnalyzer.analyze(
      sources: names.map { (path: "\($0).swift", text: "final class \($0) {}\n") },
      options: AnalysisOptions())
    for name in names {
      let role = try XCTUnwrap(analysis.types.first { $0.name == name }?.role)
      XCTAssertEqual(RoleAttribution.role(ofFile: "App/\(name).swift"), role.spokenName, name)
    }
  }
}
