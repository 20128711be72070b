import Harness
import XCTest

/// Each operator finds its site in a small snippet and writes the mistake a reader expects;
/// instrumentation (fault switches, tracker registrations and their wrappers) is never a site.
final class MutationSiteFinderTests: XCTestCase {
  private func mutants(_ text: String, _ operators: Set<MutationOperator>? = nil) -> [Mutant] {
    let files = MutantCatalogue.VariantFiles(
      variant: .viper, files: [("Sources/TownsquareVIPER/Modules/Feed/FeedPresenter.swift", text)])
    return MutantCatalogue(
      sources: [files], operators: operators ?? Set(MutationOperator.allCases)
    ).mutants
  }

  private func pairs(_ text: String, _ mutation: MutationOperator) -> [String] {
    mutants(text, [mutation]).map { "\($0.line): \($0.site.original) -> \($0.site.mutated)" }
  }

  func testDeleteCallFindsCallStatementsButNotDeclarationsOrReturns() {
    let text = """
      final class A {
        func finish() {
          removeChild(child)
          router.dismiss(animated: true) {
            self.done()
          }
          let x = make()
          return
        }
        func value() -> Int { compute() }
      }
      """
    XCTAssertEqual(
      pairs(text, .deleteCall),
      [
        "3: removeChild(child) -> ",
        "4: router.dismiss(animated: true) { self.done() } -> ",
        "5: self.done() -> ",
      ])
  }

  func testDeleteAssignmentFindsMemberAssignmentsOutsideInitializers() {
    let text = """
      final class A {
        weak var delegate: B?
        var count = 0
        init(count: Int) {
          self.count = count
        }
        static func build() {
          presenter.view = view
          wireframe.viewController = view
          let local = 1
        }
        func reset() {
          count = 0
        }
      }
      """
    XCTAssertEqual(
      pairs(text, .deleteAssignment),
      [
        "8: presenter.view = view -> ", "9: wireframe.viewController = view -> ",
        "13: count = 0 -> ",
      ])
  }

  func testStrongPropertyDropsWeakAndUnowned() {
    let text = """
      final class A {
        weak var view: (any V)?
        private unowned let owner: Owner
        var strong: X?
        init(owner: Owner) { self.owner = owner }
        func f() { weak var local = self }
      }
      """
    XCTAssertEqual(
      pairs(text, .strongProperty),
      [
        "2: weak var view: (any V)? -> var view: (any V)?",
        "3: private unowned let owner: Owner -> private let owner: Owner",
      ])
  }

  func testStrongCaptureMakesEachWeakCaptureStrong() {
    let text = """
      final class A {
        func f() {
          child.onFinish = { [weak self, weak child] result in
            self?.g(result)
          }
          run { [unowned self] in g() }
        }
      }
      """
    XCTAssertEqual(
      pairs(text, .strongCapture),
      [
        "3: [weak self, weak child] -> [self, weak child]",
        "3: [weak self, weak child] -> [weak self, child]",
        "6: [unowned self] -> [self]",
      ])
  }

  func testNegateConditionSkipsBindingsAndCases() {
    let text = """
      final class A {
        func f() {
          if isEmpty { g() } else if count > 2 { h() }
          guard ready else { return }
          guard let x else { return }
          if case .a = state { g() }
          guard let y, y.count > 1 else { return }
        }
      }
      """
    XCTAssertEqual(
      pairs(text, .negateCondition),
      [
        "3: if isEmpty -> if !(isEmpty)", "3: if count > 2 -> if !(count > 2)",
        "4: guard ready -> guard !(ready)", "7: guard y.count > 1 -> guard !(y.count > 1)",
      ])
  }

  func testFlipAnimatedInCallsOnly() {
    let text = """
      final class A {
        func push(_ v: V, animated: Bool) {
          nav.pushViewController(v, animated: true)
          nav.present(v, animated: animated, completion: nil)
        }
      }
      """
    XCTAssertEqual(
      pairs(text, .flipAnimated),
      ["3: animated: true -> animated: false", "4: animated: animated -> animated: !(animated)"])
  }

  func testCompletionNowRunsAParameterlessCompletionAtOnce() {
    let text = """
      final class A {
        func f() {
          root.dismiss(animated: true) { [weak self] in self?.present() }
          nav.whenIdle { $0.push() }
          sheet.finish(animated: false, completion: { done() })
          sheet.finish(animated: true) {}
        }
      }
      """
    XCTAssertEqual(
      pairs(text, .completionNow),
      [
        "3: root.dismiss(animated: true) { [weak self] in self?.present() } -> "
          + "root.dismiss(animated: true) {}; [weak self] in self?.present()",
        "5: sheet.finish(animated: false, completion: { done() }) -> "
          + "sheet.finish(animated: false, completion: {}); done()",
      ])
  }

  /// The pairs are the vocabulary's lifecycle callbacks (UIKit calls `…WillDismiss` before
  /// `…DidDismiss`); an app's own will/did names are no pair.
  func testSwapWillDidRunsACallbackInItsPairWhenBothAreThere() {
    let text = """
      final class A: Delegate {
        func presentationControllerWillDismiss(_ controller: Controller) {
          finish()
        }
        func presentationControllerDidDismiss(_ controller: Controller) {
          finish()
        }
        func navigationController(_ n: Nav, didShow v: VC, animated: Bool) {
          notify()
        }
        func flowWillEnd() { log() }
        func flowDidEnd() { log() }
      }
      """
    // didShow has no willShow beside it.
    XCTAssertEqual(
      pairs(text, .swapWillDid),
      [
        "2: func presentationControllerWillDismiss(_:) { … } -> its body run in "
          + "presentationControllerDidDismiss(_:) instead",
        "5: func presentationControllerDidDismiss(_:) { … } -> its body run in "
          + "presentationControllerWillDismiss(_:) instead",
      ])
  }

  func testInstrumentationIsNeverASite() {
    let text = """
      final class Dependencies {
        func track(_ object: AnyObject) { tracker.register(object, role: .view, anchor: .window) }
        func trackAll(_ a: AnyObject, _ b: AnyObject) {
          track(a)
          if let b { track(b) }
        }
      }
      final class A {
        func f() {
          track(self)
          trackAll(self, view)
          store.register(self)
          cleanUp()
        }
      }
      """
    let found = mutants(text).map { "\($0.line) \($0.mutationOperator.rawValue)" }
    // The registration and its wrappers are left alone; a `register` without the tracker's
    // `role:` label is app code.
    XCTAssertEqual(found, ["12 deleteCall", "13 deleteCall"])
  }
}
