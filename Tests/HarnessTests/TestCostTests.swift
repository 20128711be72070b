import Foundation
import XCTest

@testable import Harness

/// The report's "Test cost": what a reader checks by hand against a variant's test folder.
final class TestCostTests: XCTestCase {
  private var root = ""

  override func setUp() {
    root = NSTemporaryDirectory() + "test-cost-\(UUID().uuidString)"
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: root)
  }

  private func write(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  private var variant: AppVariant { VariantRegistry.all[0] }

  private func makeTree() throws {
    let tests = TestCost.testPath(of: variant)
    try write(
      variant.sourcePath + "/Login/LoginContracts.swift",
      "protocol LoginViewInput: AnyObject {\n  func show(error: String)\n}\n")
    try write(
      tests + "/Presenters/LoginPresenterTests.swift",
      """
      import XCTest

      final class LoginPresenterTests: XCTestCase {
        // A spy of the module's view.
        private final class ViewSpy: LoginViewInput {
          var errors: [String] = []
          func show(error: String) { errors.append(error) }
        }

        private final class Clock {
          var now = 0
        }

        func testASuccessfulLoginIsReported() {
          let spy = ViewSpy()

          XCTAssertEqual(spy.errors, [])
        }

        func testAFailedLoginShowsWhy() {
          XCTAssertTrue(true)
        }

        func testLogoutEndsTheSession() {
          XCTAssertTrue(true)
        }
      }
      """)
    try write(
      tests + "/LoginTests.swift",
      """
      import XCTest

      final class LoginTests: XCTestCase {
        func testLoginSuccessShowsTheTabs() {
          XCTAssertTrue(true)
        }
      }
      """)
  }

  func testOnlyTestsOfOneUnitCountAndTheirLinesRunFromFuncToItsBrace() throws {
    try makeTree()
    let cost = try XCTUnwrap(TestCost.measure(variant, root: root))

    XCTAssertEqual(cost.unitFiles, 1, "LoginTests drives the whole app: not a unit test file")
    XCTAssertEqual(cost.unitTests, 3)
    XCTAssertEqual(cost.unitTestLines, 4 + 3 + 3, "blank lines left out")
  }

  func testADoubleIsATypeStandingInForAnAppProtocol() throws {
    try makeTree()
    let cost = try XCTUnwrap(TestCost.measure(variant, root: root))

    XCTAssertEqual(cost.doubles.map(\.name), ["ViewSpy"], "a helper type is not a double")
    XCTAssertEqual(cost.doubles.first?.lines, 4, "its comment is not a code line")
  }

  func testATestIsOfTheDecisionItsNameSaysAndAFailureIsOfNone() throws {
    try makeTree()
    let cost = try XCTUnwrap(TestCost.measure(variant, root: root))
    let byTitle = Dictionary(uniqueKeysWithValues: cost.decisions.map { ($0.decision, $0) })

    XCTAssertEqual(
      byTitle[NavigationDecision.loginSuccess.title]?.tests,
      ["LoginPresenterTests.testASuccessfulLoginIsReported"])
    XCTAssertEqual(byTitle[NavigationDecision.loginSuccess.title]?.lines, 4)
    XCTAssertEqual(
      byTitle[NavigationDecision.logout.title]?.tests,
      ["LoginPresenterTests.testLogoutEndsTheSession"])
    XCTAssertEqual(byTitle[NavigationDecision.editProfileSave.title]?.tests, [])
  }

  func testNamesSplitIntoWordsAtCapitals() {
    XCTAssertEqual(
      NavigationDecision.words(of: "testCancelDismissesAndFinishesCancelled"),
      ["test", "cancel", "dismisses", "and", "finishes", "cancelled"])
    XCTAssertFalse(NavigationDecision.openPost.matches(testName: "testTheFeedShowsOneRowAPost"))
    XCTAssertTrue(NavigationDecision.openPost.matches(testName: "testARowOpensItsPost"))
    XCTAssertTrue(NavigationDecision.editProfileSave.matches(testName: "testSaveDismisses"))
    XCTAssertFalse(
      NavigationDecision.editProfileSave.matches(
        testName: "testARefusedSaveShowsWhyAndKeepsTheSheet"),
      "a refused save keeps the sheet: no decision is made")
  }

  func testAVariantWithoutItsFoldersIsNotMeasured() {
    XCTAssertNil(TestCost.measure(variant, root: root))
  }
}
