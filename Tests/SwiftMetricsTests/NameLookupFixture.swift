import SwiftMetrics

/// Three modules declaring the same names: a variant `App` over the shared `Domain` and `Kit`
/// (each root is a module). The expectations in `NameLookupTests` were worked out by hand
/// from these sources with the rules of SwiftMetrics.docc, "Name lookup":
///
/// Display names: `FeedInteractor` is declared by App and Domain, `Token` by Domain and Kit,
/// so those carry their module (`App.FeedInteractor`, `Kit.Token`); `Page` is only nested
/// (`FeedInteractor.Page` in Domain, `Theme.Page` in Kit); App has a top-level `Row` and
/// `Header` besides `FeedView.Row` and `FeedView.Header` (the latter declared in an extension).
///
/// Edges (the module qualifier `Domain.` / `Kit.` is not an edge):
///   Domain.FeedInteractor → FeedInteractor.Page 2 (own nested type)
///   App.FeedInteractor → Domain.FeedInteractor 3 (qualified, twice plain and once as the
///     outer of `Domain.FeedInteractor.Page`), FeedInteractor.Page 1
///   FeedPresenter → App.FeedInteractor 1 (own module shadows the imported Domain's), FeedView 1
///   FeedView → FeedView.Row 1, FeedView.Header 2 (nested names shadow App's top-level ones)
///   Screen → Row 1, Header 1 (top-level ones; `Page` is nested only, invisible here: no edge)
///   DetailInteractor → Domain.FeedInteractor 1, SettingsInteractor 1 (only Domain declares
///     it), Domain.Token 1 (Domain and Kit declare it; the file imports Domain only)
///   DetailPresenter → DetailInteractor 1, Kit.Token 1, Theme 1, Theme.Page 1; its unqualified
///     `Token` is ambiguous (both Domain and Kit imported): no edge
///   SettingsInteractor → Describable 1 (`extension Domain.SettingsInteractor: Describable`
///     joins Domain's type), which then inherits ["Describable"]
///   `extension Token {}` in DetailPresenter.swift is ambiguous too: with the property, one
///   entry `Token` ×2 at line 6, candidates Domain.Token, Kit.Token.
///
/// Components: App/Modules/Feed depends on Domain (Ce 1); App/Modules/Detail on Domain and
/// Kit (Ce 2) and not on Feed; Domain is used by Detail and Feed (Ca 2), Kit by Detail (Ca 1).
/// Screens known: Detail 0 (it uses Domain's FeedInteractor, not the Feed screen's), Feed 0.
enum NameLookupFixture {
  static let sources: [(path: String, text: String)] = [
    (
      "Domain/Interactors.swift",
      """
      public final class FeedInteractor {
        public struct Page {}
        public init() {}
        public func load() -> Page { Page() }
      }
      public final class SettingsInteractor {}
      public struct Token {}
      """
    ),
    (
      "Kit/Kit.swift",
      """
      public struct Token {}
      public enum Theme {
        public struct Page {}
      }
      """
    ),
    (
      "App/Modules/Feed/FeedInteractor.swift",
      """
      import Domain

      final class FeedInteractor {
        private let feed: Domain.FeedInteractor
        init(feed: Domain.FeedInteractor) { self.feed = feed }
        func first() -> Domain.FeedInteractor.Page { feed.load() }
      }
      """
    ),
    (
      "App/Modules/Feed/FeedPresenter.swift",
      """
      import Domain

      final class FeedPresenter {
        let interactor: FeedInteractor
        let view: FeedView
      }
      """
    ),
    (
      "App/Modules/Feed/FeedView.swift",
      """
      struct FeedView {
        struct Row {}
        let rows: [Row]
      }

      extension FeedView {
        struct Header {}
        func header() -> Header { Header() }
      }
      """
    ),
    (
      "App/Shared/Layout.swift",
      """
      struct Row {}
      struct Header {}

      struct Screen {
        let row: Row
        let header: Header
        let page: Page
      }
      """
    ),
    (
      "App/Modules/Detail/DetailInteractor.swift",
      """
      import Domain

      final class DetailInteractor {
        let feed: Domain.FeedInteractor
        let settings: SettingsInteractor
        let token: Token
      }
      """
    ),
    (
      "App/Modules/Detail/DetailPresenter.swift",
      """
      import Domain
      import Kit

      final class DetailPresenter {
        let interactor: DetailInteractor
        let token: Token
        let other: Kit.Token
        let theme: Theme.Page
      }

      extension Token {}

      extension Domain.SettingsInteractor: Describable {}

      protocol Describable {}
      """
    ),
  ]

  static func analyze() -> AnalysisResult {
    SwiftAnalyzer.analyze(
      sources: sources, options: AnalysisOptions(sharedPaths: ["Domain", "Kit"]))
  }
}
