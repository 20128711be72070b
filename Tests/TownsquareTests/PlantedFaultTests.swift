import Townsquare
import XCTest

final class PlantedFaultTests: XCTestCase {
  private let viperNames = [
    "viper.expiryKeepsSheet", "viper.presentDuringDismiss",
    "viper.presenterRetainsView", "viper.pushDuringTransition", "viper.rootSwapDuringDismiss",
    "viper.staleModuleOnLogout", "viper.wireframeRetainsView",
  ]
  private let coordinatorNames = [
    "coordinator.cleanupInWillDismiss", "coordinator.expiryKeepsSheet",
    "coordinator.forgetChildRemoval", "coordinator.ignoreBackGesture",
    "coordinator.ignoreSheetSwipe", "coordinator.popCheckNeedsTransitionCoordinator",
    "coordinator.presentDuringDismiss", "coordinator.presenterRetainsView",
    "coordinator.pushDuringTransition", "coordinator.rootSwapDuringDismiss",
    "coordinator.staleModuleOnLogout", "coordinator.strongCompletionCapture",
    "coordinator.strongParentDelegate",
  ]
  private let viperCoordinatorNames = [
    "viper-coordinator.cleanupInWillDismiss", "viper-coordinator.expiryKeepsSheet",
    "viper-coordinator.forgetChildRemoval", "viper-coordinator.ignoreBackGesture",
    "viper-coordinator.ignoreSheetSwipe", "viper-coordinator.popCheckNeedsTransitionCoordinator",
    "viper-coordinator.presentDuringDismiss", "viper-coordinator.presenterRetainsView",
    "viper-coordinator.pushDuringTransition", "viper-coordinator.rootSwapDuringDismiss",
    "viper-coordinator.staleModuleOnLogout", "viper-coordinator.strongCompletionCapture",
    "viper-coordinator.strongParentDelegate",
  ]
  private let mvvmWireframeNames = [
    "mvvm-wireframe.expiryKeepsSheet", "mvvm-wireframe.presentDuringDismiss",
    "mvvm-wireframe.presenterRetainsView", "mvvm-wireframe.pushDuringTransition",
    "mvvm-wireframe.rootSwapDuringDismiss", "mvvm-wireframe.staleModuleOnLogout",
    "mvvm-wireframe.wireframeRetainsView",
  ]
  /// Sorted by name: `-` sorts before `.`.
  private var allNames: [String] {
    coordinatorNames + mvvmWireframeNames + viperCoordinatorNames + viperNames
  }

  func testAllAreKnownSortedAndDescribed() {
    XCTAssertEqual(PlantedFault.all.map(\.rawValue), allNames)
    XCTAssertTrue(PlantedFault.all.allSatisfy { !$0.summary.isEmpty })
  }

  func testForVariant() {
    XCTAssertEqual(PlantedFault.forVariant("viper").map(\.rawValue), viperNames)
    XCTAssertEqual(
      PlantedFault.forVariant("viper-coordinator").map(\.rawValue), viperCoordinatorNames)
    XCTAssertEqual(PlantedFault.forVariant("coordinator.").map(\.rawValue), coordinatorNames)
    XCTAssertEqual(PlantedFault.forVariant("mvvm-wireframe").map(\.rawValue), mvvmWireframeNames)
    XCTAssertEqual(PlantedFault.forVariant("vip"), [])
  }

  func testRawValueRoundTripsOnlyForKnownNames() {
    XCTAssertEqual(PlantedFault(rawValue: "viper.expiryKeepsSheet"), .viperExpiryKeepsSheet)
    XCTAssertNotEqual(PlantedFault.viperExpiryKeepsSheet, .coordinatorExpiryKeepsSheet)
    XCTAssertNil(PlantedFault(rawValue: "viper.nope"))
  }

  func testParsingAList() throws {
    let faults = try PlantedFaults(
      parsing:
        " viper.presenterRetainsView,coordinator.ignoreSheetSwipe ,viper.presenterRetainsView")
    XCTAssertEqual(faults.count, 2)
    XCTAssertTrue(faults.contains(.viperPresenterRetainsView))
    XCTAssertFalse(faults.contains(.viperWireframeRetainsView))
    XCTAssertEqual(faults.description, "coordinator.ignoreSheetSwipe,viper.presenterRetainsView")
    XCTAssertEqual(try PlantedFaults(parsing: faults.description), faults)
    XCTAssertEqual(try PlantedFaults(parsing: ""), [])
  }

  func testUnknownNameErrorListsTheKnownOnes() {
    XCTAssertThrowsError(try PlantedFaults(parsing: "viper.presenterRetainsView,viper.typo")) {
      error in
      XCTAssertEqual(
        "\(error)",
        "unknown planted fault \"viper.typo\"; known faults: "
          + allNames.joined(separator: ", "))
    }
  }

  @MainActor
  func testEnvironmentHasNoFaultsByDefault() async {
    XCTAssertTrue(AppEnvironment().faults.isEmpty)
    let app = AppEnvironment(faults: [.coordinatorIgnoreBackGesture])
    XCTAssertTrue(app.isPlanted(.coordinatorIgnoreBackGesture))
    XCTAssertFalse(app.isPlanted(.coordinatorIgnoreSheetSwipe))
  }
}
