import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// The onboarding flow against a delegate spy: it shows Onboarding as a bare root and reports
/// its module's end.
@MainActor
final class OnboardingCoordinatorTests: XCTestCase {
  private final class ParentSpy: OnboardingCoordinatorDelegate {
    var finished = 0
    func onboardingCoordinatorDidFinish(_ coordinator: OnboardingCoordinator) { finished += 1 }
  }

  // decision: onboarding-finishes
  func testTheModulesEndIsReportedToTheParent() async {
    let unit = UnitDependencies(.fresh)
    let parent = ParentSpy()
    let coordinator = OnboardingCoordinator(dependencies: unit.dependencies)
    coordinator.delegate = parent
    coordinator.start()
    XCTAssertEqual(coordinator.rootViewController?.notationName, "Onboarding")
    XCTAssertEqual(parent.finished, 0)
    coordinator.onboardingModuleDidFinish()
    XCTAssertEqual(parent.finished, 1)
    XCTAssertEqual(unit.routers.count, 0, "a bare root: no stack, no router")
  }
}
