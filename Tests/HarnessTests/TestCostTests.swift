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

        /// A recording stack: a navigation double.
        final class Stack: UINavigationController {
          var calls: [String] = []
        }

        // decision: login-succeeds
        func testAnAcceptedLoginIsReported() {
          let spy = ViewSpy()

          XCTAssertEqual(spy.errors, [])
        }

        func testAFailedLoginShowsWhy() {
          XCTAssertTrue(true)
        }

        // decision: log-out

        func testASeparatedMarkerNamesNothing() {
          XCTAssertTrue(true)
        }

        // decision: log-out
        // decision: session-expiry
        @MainActor
        func testLogoutAndExpiryEndTheSession() {
          XCTAssertTrue(true)
        }
      }
      """)
    try write(
      tests + "/LoginTests.swift",
      """
      import XCTest

      final class LoginTests: XCTestCase {
        // decision: login-succeeds
        func testLoginSuccessShowsTheTabs() {
          XCTAssertTrue(true)
        }
      }
      """)
  }

  func testOnlyMarkedTestsOfOneUnitCountAndTheirLinesRunFromFuncToItsBrace() throws {
    try makeTree()
    let cost = try XCTUnwrap(TestCost.measure(variant, root: root))

    XCTAssertEqual(cost.unitFiles, 1, "LoginTests drives the whole app: not a unit test file")
    XCTAssertEqual(
      cost.unitTestClasses, ["LoginPresenterTests"],
      "mutation testing counts the kills of the same tests whose lines count here")
    XCTAssertEqual(cost.unitTests, 2, "a test naming no decision is not a navigation unit test")
    XCTAssertEqual(cost.unitTestLines, 4 + 3, "blank lines and the attribute above `func` left out")
  }

  func testADoubleStandsInForAnAppProtocolOrRecordsNavigation() throws {
    try makeTree()
    let cost = try XCTUnwrap(TestCost.measure(variant, root: root))

    XCTAssertEqual(cost.doubles.map(\.name), ["Stack", "ViewSpy"], "a helper type is not a double")
    XCTAssertEqual(cost.doubles.last?.lines, 4, "its comment is not a code line")
  }

  func testATestIsOfTheDecisionsItsMarkersName() throws {
    try makeTree()
    let cost = try XCTUnwrap(TestCost.measure(variant, root: root))
    let byID = Dictionary(uniqueKeysWithValues: cost.decisions.map { ($0.decision, $0) })

    XCTAssertEqual(cost.decisions.map(\.decision), NavigationDecision.allCases.map(\.id))
    XCTAssertEqual(
      byID["login-succeeds"]?.tests, ["LoginPresenterTests.testAnAcceptedLoginIsReported"])
    XCTAssertEqual(byID["login-succeeds"]?.lines, 4)
    XCTAssertEqual(byID["login-succeeds"]?.title, "login succeeds")
    XCTAssertEqual(
      byID["log-out"]?.tests, ["LoginPresenterTests.testLogoutAndExpiryEndTheSession"],
      "a marker cut off by a blank line is not the next test's")
    XCTAssertEqual(
      byID["session-expiry"]?.tests, ["LoginPresenterTests.testLogoutAndExpiryEndTheSession"])
    XCTAssertEqual(byID["edit-profile-save"]?.tests, [])
  }

  func testAnUnknownDecisionIsAnErrorNamingItsPlace() throws {
    try makeTree()
    let path = TestCost.testPath(of: variant) + "/Presenters/SettingsPresenterTests.swift"
    try write(
      path,
      "final class SettingsPresenterTests: XCTestCase {\n  // decision: logout\n  func testX() {}\n}\n"
    )

    XCTAssertThrowsError(try TestCost.measure(variant, root: root)) { error in
      let message = (error as? TestCost.UnknownDecision)?.description ?? ""
      XCTAssertTrue(message.hasPrefix(path + ":2:16: unknown decision 'logout'"), message)
    }
  }

  func testAVariantWithoutItsFoldersIsNotMeasured() throws {
    XCTAssertNil(try TestCost.measure(variant, root: root))
  }
}
