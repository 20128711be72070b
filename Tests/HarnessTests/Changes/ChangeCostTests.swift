import XCTest

@testable import Harness

final class ChangeCostTests: XCTestCase {
  private let variants = ["Sources/TownsquareVIPER", "Sources/TownsquareCoordinator"]

  func testEachFileHasOneLayerByTheStatedRule() {
    let layer = { (path: String) in SourceLayer.of(path, variantPaths: self.variants) }
    XCTAssertEqual(layer("Sources/TownsquareVIPER/Modules/Feed/FeedPresenter.swift"), .screen)
    XCTAssertEqual(layer("Sources/TownsquareVIPER/Modules/Feed/FeedContracts.swift"), .screen)
    XCTAssertEqual(layer("Sources/TownsquareVIPER/Modules/Feed/FeedWireframe.swift"), .navigation)
    XCTAssertEqual(layer("Sources/TownsquareVIPER/Root/RootWireframe.swift"), .navigation)
    XCTAssertEqual(layer("Sources/TownsquareVIPER/VIPERApp.swift"), .assembly)
    XCTAssertEqual(
      layer("Sources/TownsquareVIPER/Dependencies/ModuleDependencies.swift"), .assembly)
    XCTAssertEqual(
      layer("Sources/TownsquareCoordinator/Coordinators/EditProfileResult.swift"), .navigation)
    XCTAssertEqual(
      layer("Sources/TownsquareCoordinator/Routing/Router+Defaults.swift"), .navigation)
    XCTAssertEqual(
      layer("Sources/TownsquareCoordinator/Screens/Feed/FeedViewModel.swift"), .screen)
    XCTAssertEqual(layer("Sources/Townsquare/DeepLinks/DeepLink.swift"), .sharedDomain)
    XCTAssertEqual(layer("Tests/TownsquareVIPERTests/LoginTests.swift"), .tests)
    XCTAssertEqual(layer("Sources/ScenarioLanguage/Vocabulary/X.swift"), .workbench)
  }

  func testCountsCodeLinesPerLayerTestsApartAndNewTypes() throws {
    let diff = try UnifiedDiff.parse(
      """
      --- /dev/null
      +++ b/Sources/TownsquareCoordinator/Screens/Notifications/NotificationsViewModel.swift
      @@ -0,0 +1,5 @@
      +/// What the screen shows.
      +final class NotificationsViewModel {
      +
      +  let title = "Notifications"
      +}
      --- a/Sources/TownsquareCoordinator/Coordinators/HomeCoordinator.swift
      +++ b/Sources/TownsquareCoordinator/Coordinators/HomeCoordinator.swift
      @@ -1,2 +1,3 @@
      -final class HomeCoordinator: Coordinator {
      +final class HomeCoordinator: Coordinator, NotificationsOutput {
      +  // a comment
         var children = 0
      --- /dev/null
      +++ b/Sources/TownsquareCoordinator/Screens/Notifications/NotificationsOutput.swift
      @@ -0,0 +1,1 @@
      +protocol NotificationsOutput: AnyObject {}
      --- a/Tests/TownsquareCoordinatorTests/HomeTests.swift
      +++ b/Tests/TownsquareCoordinatorTests/HomeTests.swift
      @@ -1,1 +1,2 @@
       import XCTest
      +final class NotificationsTests: XCTestCase {}
      --- a/Sources/ScenarioLanguage/Vocabulary/ScenarioVocabulary+Townsquare.swift
      +++ b/Sources/ScenarioLanguage/Vocabulary/ScenarioVocabulary+Townsquare.swift
      @@ -1,1 +1,1 @@
      -"Feed",
      +"Feed", "Notifications",

      """, name: "mvvm-coordinator.patch")
    let cost = ChangeCost.of([diff], variantPaths: variants)
    XCTAssertEqual(cost.filesTouched, 4, "the workbench's vocabulary is not the team's cost")
    XCTAssertEqual(cost.filesAdded, 2)
    XCTAssertEqual(cost.lines[.screen], ChangeCost.Lines(added: 4, removed: 0))
    XCTAssertEqual(cost.lines[.navigation], ChangeCost.Lines(added: 1, removed: 1))
    XCTAssertEqual(cost.testLines, ChangeCost.Lines(added: 1, removed: 0))
    XCTAssertEqual(cost.layersTouched, [.screen, .navigation])
    XCTAssertEqual(cost.typesAdded, 1, "a class whose declaration line changed is not new")
    XCTAssertEqual(cost.protocolsAdded, 1)
  }
}
