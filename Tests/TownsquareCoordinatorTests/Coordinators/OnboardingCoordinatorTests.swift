import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// The onboarding flow against a delegate spy: it shows Onboarding as a bare root and reports
/// the end of its pages.
@MainActor
final class OnboardingCoordinatorTests: XCTestCase {
  private final class ParentSpy: OnboardingCoordinatorDelegate {
    var finished = 0
    func onboardingCoordinatorDidFinish(_ coordinator: OnboardingCoordinator) { finished += 1 }
  }

  // decision: onboarding-finishes
  func testSkippingIsReportedToTheParentWithOnboardingSeen() async {
    let unit = UnitContext(.fresh)
    let parent = ParentSpy()
    let coordinator = OnboardingCoordinator(context: unit.context)
    coordinator.delegate = parent
    coordinator.start()
    XCTAssertEqual(coordinator.rootViewController?.notationName, "Onboarding")
    XCTAssertEqual(parent.finished, 0)
    ScreenProbe.tap("skip", on: coordinator.rootViewController)
    XCTAssertEqual(parent.finished, 1)
    XCTAssertEqual(unit.routers.count, 0, "a bare root: no stack, no router")
  }
}
