import XCTest

@testable import SwiftMetrics

/// Roles a name alone does not give: a protocol takes the role all its conformers share, an
/// app's entry points are its composition root, SwiftUI previews are views, and a long role
/// word missing one inner letter is still that word.
final class RoleByConformersTests: XCTestCase {
  private static let sources: [(path: String, text: String)] = [
    (
      "App/Roles.swift",
      """
      import SwiftUI
      import UIKit
      protocol Routerable {}
      protocol Trackable {}
      final class FeedRouter: Routerable, Trackable {}
      final class ProfileRouter: Routerable {}
      final class ImageCache: Trackable {}
      @main struct ShopApp: App {}
      final class AppDelegate: UIResponder, UIApplicationDelegate {}
      struct FeedView_Previews: PreviewProvider {}
      struct MainCordinator {}
      enum DisplayViewMode {}
      """
    )
  ]

  func testRolesFromConformersEntryPointsPreviewsAndMisspellings() {
    let result = SwiftAnalyzer.analyze(sources: Self.sources, options: AnalysisOptions())
    let roles = Dictionary(uniqueKeysWithValues: result.types.map { ($0.name, $0.role) })
    XCTAssertEqual(roles["Routerable"], .router, "adopted by routers only")
    XCTAssertEqual(roles["Trackable"], .other, "adopted by a router and a service")
    XCTAssertEqual(roles["ShopApp"], .builder)
    XCTAssertEqual(roles["AppDelegate"], .builder)
    XCTAssertEqual(roles["FeedView_Previews"], .view)
    XCTAssertEqual(roles["MainCordinator"], .coordinator)
    XCTAssertEqual(roles["DisplayViewMode"], .other, "a missing last letter is another word")
  }

  func testPluralVIPEREndingsAndAbleProtocols() {
    let classifier = RoleClassifier(overrides: [])
    XCTAssertEqual(classifier.roleByName("ListViewInputs"), .view)
    XCTAssertEqual(classifier.roleByName("ListInteractorOutputs"), .interactor)
    XCTAssertEqual(classifier.roleByName("ListEntities"), .entity)
    XCTAssertEqual(classifier.roleByName("Presenterable"), .presenter)
    XCTAssertEqual(classifier.roleByName("Viewable"), .view)
    XCTAssertEqual(classifier.roleByName("ListControler"), .view)
    XCTAssertNil(classifier.roleByName("Codable"))
  }
}
