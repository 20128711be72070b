import SwiftMetrics
import XCTest

@testable import Harness

final class ChangeCostTests: XCTestCase {
  private let variants = ["Sources/TownsquareVIPER", "Sources/TownsquareCoordinator"]

  /// The cost of `diff` over files whose texts before it are `before` (path → text; the shared
  /// domain's under `Sources/Townsquare/`) and the Coordinator variant's test files `tests`.
  private func cost(
    of diff: UnifiedDiff, before: [String: String], tests: [String: String] = [:]
  ) throws -> ChangeCost {
    let shared = "Sources/Townsquare"
    let sources = before.sorted { $0.key < $1.key }.map {
      LayerClassifier.Source(path: $0.key, text: $0.value, isShared: $0.key.hasPrefix(shared + "/"))
    }
    let layering = try XCTUnwrap(
      PatchLayering(
        sources: sources, tests: tests, diffs: [diff], codeFolders: variants + [shared],
        testFolder: "Tests/TownsquareCoordinatorTests"))
    return ChangeCost.of([diff], variantPaths: variants, layering: layering)
  }

  /// Where a file lies decides only what is no variant's own code; a variant's file, whatever
  /// its name or folder, is left to its declarations.
  func testOnlyTestsTheSharedDomainAndTheWorkbenchAreDecidedByPath() {
    let place = { (path: String) in SourceLayer.place(of: path, variantPaths: self.variants) }
    XCTAssertEqual(place("Sources/Townsquare/DeepLinks/DeepLink.swift"), .sharedDomain)
    XCTAssertEqual(place("Tests/TownsquareVIPERTests/LoginTests.swift"), .tests)
    XCTAssertEqual(place("Sources/ScenarioLanguage/Vocabulary/X.swift"), .workbench)
    XCTAssertNil(place("Sources/TownsquareVIPER/Modules/Feed/FeedWireframe.swift"))
    XCTAssertNil(place("Sources/TownsquareVIPER/Root/RootWireframe.swift"))
    XCTAssertNil(place("Sources/TownsquareCoordinator/Coordinators/EditProfileResult.swift"))
  }

  func testCountsCodeLinesPerLayerTestsApartAndNewTypes() throws {
    let diff = try UnifiedDiff.parse(
      """
      --- /dev/null
      +++ b/Sources/TownsquareCoordinator/Screens/Notifications/NotificationsViewModel.swift
      @@ -0,0 +1,5 @@
      +/// What the screen shows.
      +final class NotificationsViewModel {
      +
      +  let title = "Notifications"
      +}
      --- a/Sources/TownsquareCoordinator/Coordinators/HomeCoordinator.swift
      +++ b/Sources/TownsquareCoordinator/Coordinators/HomeCoordinator.swift
      @@ -1,2 +1,3 @@
      -final class HomeCoordinator: Coordinator {
      +final class HomeCoordinator: Coordinator, NotificationsOutput {
      +  // a comment
         var children = 0
      --- /dev/null
      +++ b/Sources/TownsquareCoordinator/Screens/Notifications/NotificationsOutput.swift
      @@ -0,0 +1,1 @@
      +protocol NotificationsOutput: AnyObject {}
      --- a/Tests/TownsquareCoordinatorTests/HomeTests.swift
      +++ b/Tests/TownsquareCoordinatorTests/HomeTests.swift
      @@ -1,1 +1,2 @@
       import XCTest
      +final class NotificationsTests: XCTestCase {}
      --- a/Sources/ScenarioLanguage/Vocabulary/ScenarioVocabulary+Townsquare.swift
      +++ b/Sources/ScenarioLanguage/Vocabulary/ScenarioVocabulary+Townsquare.swift
      @@ -1,1 +1,1 @@
      -"Feed",
      +"Feed", "Notifications",

      """, name: "mvvm-coordinator.patch")
    let cost = try cost(
      of: diff,
      before: [
        "Sources/TownsquareCoordinator/Coordinators/HomeCoordinator.swift": """
        final class HomeCoordinator: Coordinator {
          var children = 0
          func showFeed() { navigation.pushViewController(FeedViewController(), animated: true) }
        }
        """
      ],
      tests: ["Tests/TownsquareCoordinatorTests/HomeTests.swift": "import XCTest"])
    XCTAssertEqual(cost.filesTouched, 4, "the workbench's vocabulary is not the team's cost")
    XCTAssertEqual(cost.filesAdded, 2)
    XCTAssertEqual(cost.lines[.screen], ChangeCost.Lines(added: 4, removed: 0))
    XCTAssertEqual(cost.lines[.navigation], ChangeCost.Lines(added: 1, removed: 1))
    XCTAssertEqual(cost.testLines, ChangeCost.Lines(added: 1, removed: 0))
    XCTAssertEqual(cost.layersTouched, [.screen, .navigation])
    XCTAssertEqual(cost.typesAdded, 1, "a class whose declaration line changed is not new")
    XCTAssertEqual(cost.protocolsAdded, 1)
  }
}

extension ChangeCostTests {
  /// Lines are read through the analyser, whole files at a time: a line inside a block comment
  /// is no code line, and a type whose declaration line was only rewritten is not new.
  func testABlockCommentCostsNothingAndARewrittenTypeIsNotNew() throws {
    let path = "Sources/TownsquareVIPER/Modules/Feed/FeedPresenter.swift"
    let diff = try UnifiedDiff.parse(
      """
      --- a/\(path)
      +++ b/\(path)
      @@ -1,2 +1,7 @@
      +/*
      + The feed asks its interactor
      + for the posts first.
      + */
      -final class FeedPresenter {
      +final class FeedPresenter: FeedPresenterInput {
      +  func viewDidLoad() { interactor.load() }
         var posts = 0

      """, name: "viper.patch")
    let cost = try cost(
      of: diff, before: [path: "final class FeedPresenter {\n  var posts = 0\n}\n"])
    XCTAssertEqual(cost.appLines, ChangeCost.Lines(added: 2, removed: 1))
    XCTAssertEqual(cost.typesAdded, 0)
  }
}

extension ChangeCostTests {
  /// A patch made before three lines were added above its hunk still applies; its lines are
  /// read where they landed, not where its header says.
  func testAHunkThatMovedIsReadWhereItLanded() throws {
    let path = "Sources/Townsquare/Environment/AppEnvironment.swift"
    let diff = try UnifiedDiff.parse(
      """
      --- a/\(path)
      +++ b/\(path)
      @@ -1,2 +1,3 @@
         public let feed: FeedInteractor
      +  public let search: SearchInteractor
         public let profile: ProfileInteractor

      """, name: "shared.patch")
    let text = """
      public final class AppEnvironment {
        // Interactors, by screen.

        public let auth: AuthInteractor
        public let feed: FeedInteractor
        public let profile: ProfileInteractor
      }

      """
    let cost = try cost(of: diff, before: [path: text])
    XCTAssertEqual(cost.lines[.sharedDomain], ChangeCost.Lines(added: 1, removed: 0))
  }
}
