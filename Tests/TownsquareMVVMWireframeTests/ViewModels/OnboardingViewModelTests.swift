import XCTest

@testable import TownsquareMVVMWireframe

/// Onboarding's view model against doubles of its module output and the onboarding pages
/// (`OnboardingStub`): it takes `OnboardingServicing`, so no domain runs. It has no wireframe:
/// finishing is the root wireframe's root swap.
@MainActor
final class OnboardingViewModelTests: XCTestCase {
  private final class OutputSpy: OnboardingModuleOutput {
    let onboarding: OnboardingStub
    /// Whether the seen flag was stored when each finish was reported.
    var finishes: [Bool] = []
    init(onboarding: OnboardingStub) { self.onboarding = onboarding }
    func onboardingModuleDidFinish() { finishes.append(onboarding.seen) }
  }

  private let onboarding = OnboardingStub(pageCount: 3)
  /// Held here: view models hold their module outputs weakly.
  private lazy var output = OutputSpy(onboarding: onboarding)

  // decision: onboarding-finishes
  func testTheLastNextFinishesOnceTheSeenFlagIsStored() async {
    let viewModel = OnboardingViewModel(onboarding: onboarding, moduleOutput: output)
    XCTAssertEqual(viewModel.pageText, "page 0")
    viewModel.next()
    viewModel.next()
    XCTAssertEqual(viewModel.pageText, "page 2")
    XCTAssertEqual(output.finishes, [], "the last page is showing")
    viewModel.next()
    XCTAssertEqual(output.finishes, [true])
  }

  // decision: onboarding-finishes
  func testSkipFinishesAtOnce() async {
    let viewModel = OnboardingViewModel(onboarding: onboarding, moduleOutput: output)
    viewModel.skip()
    XCTAssertEqual(viewModel.pageText, "page 0")
    XCTAssertEqual(output.finishes, [true])
  }
}
