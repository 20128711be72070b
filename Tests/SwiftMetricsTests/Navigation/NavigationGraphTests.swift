import XCTest

@testable import SwiftMetrics

/// The navigation graph of one app in each style found in public apps, asserted exactly:
/// every screen and every edge (from, to, kind, the deciding type and its role, file:line).
/// Each fixture's documentation derives its expected graph by hand from its sources.
final class NavigationGraphTests: XCTestCase {

  /// VIPER modules: routers assemble modules in `createModule()` and navigate from their view controller; a base router's `push(_:)` helper is attributed to its caller.
  func testVIPERGraph() {
    let graph = NavigationGraphSupport.graph(VIPERFixture.sources)
    XCTAssertEqual(
      NavigationGraphSupport.screens(graph),
      [
        "NewNoteViewController: UIViewController",
        "NoteDetailViewController: UIViewController",
        "NotesListViewController: UITableViewController",
        "ShareViewController: UIViewController",
      ])
    XCTAssertEqual(
      NavigationGraphSupport.lines(graph),
      [
        "(launch) -> NotesListViewController windowRoot by AppDelegate (Builder) AppDelegate.swift:13",
        "NewNoteViewController -> NotesListViewController dismiss by NewNoteRouter (Router) NewNoteRouter.swift:13",
        "NoteDetailViewController -> NotesListViewController pop by NoteDetailRouter (Router) NoteDetailRouter.swift:24",
        "NoteDetailViewController -> ShareViewController push by NoteDetailRouter (Router) NoteDetailRouter.swift:20",
        "NotesListViewController -> NewNoteViewController present by NotesListRouter (Router) NotesListRouter.swift:27",
        "NotesListViewController -> NoteDetailViewController push by NotesListRouter (Router) NotesListRouter.swift:22",
      ])
  }

  /// MVVM-C: coordinators started through `coordinate(to:)`, screens reporting by delegate, Combine, a closure and RxSwift; empty navigation controllers filled by child coordinators.
  func testCoordinatorGraph() {
    let graph = NavigationGraphSupport.graph(CoordinatorFixture.sources)
    XCTAssertEqual(
      NavigationGraphSupport.screens(graph),
      [
        "AboutViewController: UIViewController",
        "ArticleViewController: UIViewController",
        "AuthorViewController: UIViewController",
        "FeedViewController: UITableViewController",
        "LoginViewController: UIViewController",
        "MainTabBarController: UITabBarController",
        "SettingsViewController: UIViewController",
      ])
    XCTAssertEqual(
      NavigationGraphSupport.lines(graph),
      [
        "(launch) -> LoginViewController windowRoot by AppCoordinator (Coordinator) AppCoordinator.swift:27",
        "(launch) -> MainTabBarController windowRoot by AppCoordinator (Coordinator) AppCoordinator.swift:40",
        "AboutViewController -> SettingsViewController dismiss by SettingsCoordinator (Coordinator) SettingsCoordinator.swift:28",
        "ArticleViewController -> AuthorViewController push by FeedCoordinator (Coordinator) FeedCoordinator.swift:29",
        "FeedViewController -> ArticleViewController push by FeedCoordinator (Coordinator) FeedCoordinator.swift:24",
        "LoginViewController -> MainTabBarController windowRoot by AppCoordinator (Coordinator) AppCoordinator.swift:40",
        "MainTabBarController -> FeedViewController tab by AppCoordinator (Coordinator) AppCoordinator.swift:39",
        "MainTabBarController -> SettingsViewController tab by AppCoordinator (Coordinator) AppCoordinator.swift:39",
        "SettingsViewController -> AboutViewController present by SettingsCoordinator (Coordinator) SettingsCoordinator.swift:29",
        "SettingsViewController -> LoginViewController windowRoot by AppCoordinator (Coordinator) AppCoordinator.swift:27",
      ])
  }

  /// Storyboard MVC: segues, storyboard casts, direct pushes and presents, `show`, `showDetailViewController`, a base class that is no screen.
  func testMVCGraph() {
    let graph = NavigationGraphSupport.graph(MVCFixture.sources)
    XCTAssertEqual(
      NavigationGraphSupport.screens(graph),
      [
        "AuthorProfileViewController: UIViewController",
        "CookingStepsViewController: UIViewController",
        "FavoritesViewController: UITableViewController",
        "FilterViewController: UIViewController",
        "RecipeDetailViewController: UIViewController",
        "RecipeListViewController: UIViewController",
        "RootTabBarController: UITabBarController",
      ])
    XCTAssertEqual(
      NavigationGraphSupport.lines(graph),
      [
        "CookingStepsViewController -> RecipeListViewController popToRoot by CookingStepsViewController (View) CookingStepsViewController.swift:14",
        "FavoritesViewController -> RecipeDetailViewController showDetail by FavoritesViewController (View) FavoritesViewController.swift:9",
        "FilterViewController -> RecipeListViewController dismiss by FilterViewController (View) FilterViewController.swift:8",
        "RecipeDetailViewController -> AuthorProfileViewController show by RecipeDetailViewController (View) RecipeDetailViewController.swift:13",
        "RecipeDetailViewController -> CookingStepsViewController push by RecipeDetailViewController (View) RecipeDetailViewController.swift:9",
        "RecipeListViewController -> FilterViewController present by RecipeListViewController (View) RecipeListViewController.swift:19",
        "RecipeListViewController -> RecipeDetailViewController segue by RecipeListViewController (View) RecipeListViewController.swift:8",
        "RootTabBarController -> FavoritesViewController tab by RootTabBarController (View) RootTabBarController.swift:8",
        "RootTabBarController -> RecipeListViewController tab by RootTabBarController (View) RootTabBarController.swift:8",
      ])
  }

  /// SwiftUI: a window group, a tab view, destinations by value type reached by links and by a router appending to the path, a link, a sheet and a cover.
  func testSwiftUIGraph() {
    let graph = NavigationGraphSupport.graph(SwiftUIFixture.sources)
    XCTAssertEqual(
      NavigationGraphSupport.screens(graph),
      [
        "EditProfileView: View",
        "OnboardingView: View",
        "ProfileView: View",
        "RangerView: View",
        "RootView: View",
        "SettingsView: View",
        "TrailDetailView: View",
        "TrailsView: View",
      ])
    XCTAssertEqual(
      NavigationGraphSupport.lines(graph),
      [
        "(launch) -> RootView windowRoot by TrailsApp (Builder) TrailsApp.swift:8",
        "EditProfileView -> ProfileView dismiss by EditProfileView (View) ProfileView.swift:31",
        "ProfileView -> EditProfileView sheet by ProfileView (View) ProfileView.swift:14",
        "ProfileView -> OnboardingView sheet by ProfileView (View) ProfileView.swift:17",
        "ProfileView -> SettingsView navigationLink by ProfileView (View) ProfileView.swift:10",
        "RangerView -> TrailDetailView pop by Router (Router) Router.swift:16",
        "RootView -> ProfileView tab by RootView (View) TrailsApp.swift:17",
        "RootView -> TrailsView tab by RootView (View) TrailsApp.swift:17",
        "TrailDetailView -> RangerView navigationDestination by TrailDetailView (View) TrailsView.swift:42",
        "TrailsView -> TrailDetailView navigationLink by TrailRow (View) TrailsView.swift:29",
      ])
  }

  /// Generated VIPER over a base wireframe: UIKit's calls sit in the app's extensions of
  /// UIKit, each wireframe's screen is the one its initialiser hands to the base, and an
  /// interactor belongs to its screen through the presenter it was made with.
  func testBaseWireframeGraph() {
    let graph = NavigationGraphSupport.graph(BaseWireframeFixture.sources)
    XCTAssertEqual(
      NavigationGraphSupport.screens(graph),
      [
        "EpisodesViewController: UIViewController",
        "PodcastsNavigationController: UINavigationController",
        "SettingsViewController: UIViewController",
        "ShowsViewController: UITableViewController",
        "SplashViewController: UIViewController",
      ])
    XCTAssertEqual(
      NavigationGraphSupport.lines(graph),
      [
        "(launch) -> SplashViewController windowRoot by SceneDelegate (Builder) SceneDelegate.swift:14",
        "SettingsViewController -> ShowsViewController dismiss by SettingsWireframe (Wireframe) SettingsModule.swift:11",
        "ShowsViewController -> EpisodesViewController push by ShowsWireframe (Wireframe) ShowsModule.swift:12",
        "ShowsViewController -> SettingsViewController present by ShowsWireframe (Wireframe) ShowsModule.swift:16",
        "SplashViewController -> ShowsViewController setViewControllers by SplashWireframe (Wireframe) SplashModule.swift:15",
      ])
  }

  /// A screen from code outside the analysed paths (another module, a pod) is kept by its name,
  /// without a file; Apple's own controllers (an image picker, an alert) are no screens.
  func testScreensDeclaredOutsideTheTreeAreKeptByName() {
    let graph = NavigationGraphSupport.graph([
      (
        "App/Home.swift",
        """
        final class HomeViewController: UIViewController {
          @objc func profile() { present(ProfileViewController(), animated: true) }
          @objc func photo() { present(UIImagePickerController(), animated: true) }
          @objc func login() {
            let login = storyboard?.instantiateViewController(withIdentifier: "Login") as! LoginViewController
            navigationController?.pushViewController(login, animated: true)
          }
        }
        """
      )
    ])
    XCTAssertEqual(
      NavigationGraphSupport.screens(graph),
      [
        "HomeViewController: UIViewController", "LoginViewController: UIViewController",
        "ProfileViewController: UIViewController",
      ])
    XCTAssertEqual(
      graph.screens.filter { $0.file.isEmpty }.map(\.type),
      ["LoginViewController", "ProfileViewController"])
    XCTAssertEqual(
      NavigationGraphSupport.lines(graph),
      [
        "HomeViewController -> LoginViewController push by HomeViewController (View) Home.swift:6",
        "HomeViewController -> ProfileViewController present by HomeViewController (View) Home.swift:2",
      ])
  }
}
