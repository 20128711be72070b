import Townsquare
import XCTest

@MainActor
final class OnboardingInteractorTests: XCTestCase {
  func testThreePagesThenFinish() async {
    let onboarding = AppEnvironment().onboarding
    var texts: [String] = []
    var page: Int? = OnboardingInteractor.firstPage
    while let current = page {
      texts.append(onboarding.pageText(current))
      page = onboarding.page(after: current)
    }
    XCTAssertEqual(onboarding.pageCount, 3)
    XCTAssertEqual(texts, ["1/3", "2/3", "3/3"])
  }

  func testMarkSeenPersistsAcrossARelaunch() async {
    let first = AppEnvironment()
    XCTAssertFalse(first.onboarding.hasSeenOnboarding)
    first.onboarding.markSeen()
    XCTAssertTrue(first.onboarding.hasSeenOnboarding)
    let second = AppEnvironment(stores: first.persistentStores)
    XCTAssertTrue(second.onboarding.hasSeenOnboarding)
    XCTAssertEqual(second.launch.destination, .login)
  }
}
