@testable import TownsquareMVVMWireframe

/// The onboarding pages a view-model test gives, as `OnboardingServicing` answers: pages
/// `0..<pageCount`, the last one's `next` finishing; `seen` is the stored flag.
@MainActor
final class OnboardingStub: OnboardingServicing {
  let pageCount: Int
  private(set) var seen = false

  init(pageCount: Int) {
    self.pageCount = pageCount
  }

  var initialPage: Int { 0 }

  func pageText(_ page: Int) -> String {
    "page \(page)"
  }

  func page(after page: Int) -> Int? {
    page + 1 < pageCount ? page + 1 : nil
  }

  func markSeen() {
    seen = true
  }
}
