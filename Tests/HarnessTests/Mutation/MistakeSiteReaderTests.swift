import SwiftMetrics
import XCTest

@testable import Harness

/// A mistake's site is matched on what the analyser reads — a line's code, comments left out,
/// and the role of the type holding it — never on the file's name or path (issue #31): a file
/// under `Sources/TownsquareCoordinator/` is not a coordinator's code for being there.
final class MistakeSiteReaderTests: XCTestCase {
  private let text = """
    final class SessionStore {
      weak var screen: UIViewController?  // not navigation: a store
    }

    extension HomeCoordinator {
      func showFeed() {
        /* weak var screen: UIViewController? */
        router.push(feed)
      }
    }

    """

  func testALinesCodeLeavesItsCommentsOut() {
    let reader = MistakeSiteReader(text: text)
    XCTAssertEqual(reader.code(onLine: 2), "weak var screen: UIViewController?")
    XCTAssertEqual(reader.code(onLine: 7), "", "a line inside a block comment has no code")
  }

  func testTheTypeHoldingALineGivesItsRoleByTheAnalysersNamingRule() {
    let reader = MistakeSiteReader(text: text)
    XCTAssertEqual(reader.role(ofTypeAt: 2), .service, "a store serves, it does not navigate")
    XCTAssertEqual(reader.role(ofTypeAt: 8), .coordinator, "an extension is its type's")
    XCTAssertNil(reader.role(ofTypeAt: 4), "between types")
  }

  func testASiteInATypeOfAnotherRoleIsNoSite() throws {
    let site = try XCTUnwrap(
      Mistake.catalogue.first { $0.name == "wireframeRetainsView" }?.sites.first)
    let mutant = Mutant(
      id: 1, variant: "MVVM+C", variantID: "mvvm-coordinator",
      file: "Sources/TownsquareCoordinator/Stores/SessionStore.swift", layer: .screen,
      site: MutationSite(
        mutationOperator: .strongProperty, line: 2, original: "weak var", mutated: "var",
        insertions: []))
    let reader = MistakeSiteReader(text: text)
    XCTAssertFalse(
      site.matches(mutant, code: reader.code(onLine: 2), typeRole: reader.role(ofTypeAt: 2)))
    XCTAssertTrue(
      site.matches(mutant, code: reader.code(onLine: 2), typeRole: .coordinator))
  }
}
