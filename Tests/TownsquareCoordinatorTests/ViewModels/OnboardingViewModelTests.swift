import XCTest

@testable import TownsquareCoordinator

/// Decision covered: onboarding finishes. Onboarding's view model against a recording outcome
/// closure (the coordinator's double) and a double of the onboarding pages (`OnboardingStub`):
/// it takes `OnboardingServicing`, so no domain runs.
@MainActor
final class OnboardingViewModelTests: XCTestCase {
  /// Whether the seen flag was stored when each finish was reported.
  private var finishes: [Bool] = []
  private let onboarding = OnboardingStub(pageCount: 3)

  private func makeViewModel() -> OnboardingViewModel {
    let viewModel = OnboardingViewModel(onboarding: onboarding)
    viewModel.onFinished = { [unowned self] in finishes.append(onboarding.seen) }
    return viewModel
  }

  // decision: onboarding-finishes
  func testTheLastNextFinishesOnceTheSeenFlagIsStored() async {
    let viewModel = makeViewModel()
    XCTAssertEqual(viewModel.pageText, "page 0")
    viewModel.next()
    viewModel.next()
    XCTAssertEqual(viewModel.pageText, "page 2")
    XCTAssertEqual(finishes, [], "the last page is showing")
    viewModel.next()
    XCTAssertEqual(finishes, [true])
  }

  // decision: onboarding-finishes
  func testSkipFinishesAtOnce() async {
    let viewModel = makeViewModel()
    viewModel.skip()
    XCTAssertEqual(viewModel.pageText, "page 0")
    XCTAssertEqual(finishes, [true])
  }
}
