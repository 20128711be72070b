import SwiftMetrics

/// A two-screen VIPER-style app over a shared domain. The expected numbers in `MetricsTests`
/// were counted by hand from these sources:
///
/// Code lines (not blank, not only comments): FeedView 8, FeedPresenter 6, FeedWireframe 7,
/// DetailWireframe 5, DetailViewController 4 → variant 30; Domain/Post 7 → shared 7.
/// Shared share = 7 / (30 + 7) = 0.189.
///
/// Type edges (reference counts):
///   FeedViewController → FeedPresenter 1, FeedViewInput 1
///   FeedPresenter → FeedViewInput 1, FeedWireframe 2, Post 1
///   FeedWireframe → DetailWireframe 1, Post 1, UINavigationController 1 (framework)
///   DetailWireframe → DetailViewController 2, Post 1
///   DetailViewController → Post 2
///   PostStore → Post 1
///
/// Components (by folder) and Martin's metrics:
///   App/Modules/Feed:   4 types, 1 protocol; Ce 2 (Detail, Domain), Ca 0
///                       I = 2/2 = 1.00, A = 1/4 = 0.25, D = |0.25 + 1 − 1| = 0.25
///   App/Modules/Detail: 2 types, 0 protocols; Ce 1 (Domain), Ca 1 (Feed)
///                       I = 1/2 = 0.50, A = 0/2 = 0.00, D = |0 + 0.5 − 1| = 0.50
///   Domain (shared):    2 types, 1 protocol; Ce 0, Ca 2
///                       I = 0/2 = 0.00, A = 1/2 = 0.50, D = |0.5 + 0 − 1| = 0.50
///
/// CBO (distinct tree types coupled either way): FeedViewInput 2, FeedViewController 2,
/// FeedPresenter 4, FeedWireframe 3 (the framework type does not count), DetailWireframe 3,
/// DetailViewController 2, Post 5, PostStore 1.
///
/// Roles: FeedViewInput View (Input dropped), FeedViewController View, FeedPresenter Presenter,
/// FeedWireframe Wireframe, DetailWireframe Wireframe, DetailViewController View, Post Entity
/// (Equatable struct), PostStore Service.
///
/// Screens: Feed knows Detail (through DetailWireframe); Detail knows none. 2 screens, 1
/// protocol in the variant → 0.50 protocols and 2.50 files per screen.
/// Navigation-aware: FeedWireframe (calls pushViewController(_:animated:) ×1; holds
/// UINavigationController).
enum MetricsFixture {
  static let sources: [(path: String, text: String)] = [
    (
      "App/Modules/Feed/FeedView.swift",
      """
      import HeadlessUIKit

      protocol FeedViewInput: AnyObject {
        func show(_ titles: [String])
      }
      // the view
      final class FeedViewController: UIViewController, FeedViewInput {
        var presenter: FeedPresenter?
        func show(_ titles: [String]) {}
      }

      """
    ),
    (
      "App/Modules/Feed/FeedPresenter.swift",
      """
      /// Presents the feed.
      final class FeedPresenter {
        weak var view: FeedViewInput?
        let wireframe: FeedWireframe

        init(wireframe: FeedWireframe) { self.wireframe = wireframe }
        func select(_ post: Post) { wireframe.openDetail(post) }
      }

      """
    ),
    (
      "App/Modules/Feed/FeedWireframe.swift",
      """
      final class FeedWireframe {
        weak var navigationController: UINavigationController?
        func openDetail(_ post: Post) {
          let detail = DetailWireframe.build(post)
          /* push it */
          navigationController?.pushViewController(detail, animated: true)
        }
      }

      """
    ),
    (
      "App/Modules/Detail/DetailWireframe.swift",
      """
      enum DetailWireframe {
        static func build(_ post: Post) -> DetailViewController {
          DetailViewController(post: post)
        }
      }

      """
    ),
    (
      "App/Modules/Detail/DetailViewController.swift",
      """
      final class DetailViewController: UIViewController {
        let post: Post
        init(post: Post) { self.post = post }
      }

      """
    ),
    (
      "Domain/Post.swift",
      """
      struct Post: Equatable {
        let id: Int
        let title: String
      }

      protocol PostStore {
        func all() -> [Post]
      }

      """
    ),
  ]

  static func analyze(groupBy: GroupBy = .folder, roleOverrides: [RoleRule] = [])
    -> AnalysisResult
  {
    SwiftAnalyzer.analyze(
      sources: sources,
      options: AnalysisOptions(
        groupBy: groupBy, roleOverrides: roleOverrides, sharedPaths: ["Domain"]))
  }
}
