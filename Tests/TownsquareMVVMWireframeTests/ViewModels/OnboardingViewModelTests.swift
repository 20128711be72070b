import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// Onboarding's view model against a double of its module output, over the shared
/// OnboardingInteractor. It has no wireframe: finishing is the root wireframe's root swap.
@MainActor
final class OnboardingViewModelTests: XCTestCase {
  private final class OutputSpy: OnboardingModuleOutput {
    var finished = 0
    func onboardingModuleDidFinish() { finished += 1 }
  }

  private let output = OutputSpy()
  private let environment = AppEnvironment(stores: .fresh)

  // decision: onboarding-finishes
  func testTheLastNextFinishesOnceTheSeenFlagIsStored() async {
    let viewModel = OnboardingViewModel(
      onboarding: environment.onboarding, moduleOutput: output)
    for _ in 1..<OnboardingInteractor.pageCount { viewModel.next() }
    XCTAssertEqual(output.finished, 0, "the last page is showing")
    viewModel.next()
    XCTAssertEqual(output.finished, 1)
    XCTAssertTrue(environment.preferences.hasSeenOnboarding)
  }

  // decision: onboarding-finishes
  func testSkipFinishesAtOnce() async {
    let viewModel = OnboardingViewModel(
      onboarding: environment.onboarding, moduleOutput: output)
    viewModel.skip()
    XCTAssertEqual(output.finished, 1)
    XCTAssertTrue(environment.preferences.hasSeenOnboarding)
  }
}
