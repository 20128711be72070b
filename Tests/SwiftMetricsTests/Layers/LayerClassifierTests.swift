import XCTest

@testable import SwiftMetrics

/// The layer rule on small snippets, one case each: what a declaration does decides its
/// layer, never its file's or folder's name.
final class LayerClassifierTests: XCTestCase {
  private func layers(
    _ text: String, path: String = "Anything.swift", shared: [String: String] = [:]
  ) -> [String: DeclarationLayer] {
    var sources = [LayerClassifier.Source(path: path, text: text)]
    for (sharedPath, sharedText) in shared {
      sources.append(LayerClassifier.Source(path: sharedPath, text: sharedText, isShared: true))
    }
    return Dictionary(
      LayerClassifier.classify(sources).map { ($0.name, $0.layer) }, uniquingKeysWith: { a, _ in a }
    )
  }

  func testAPushPresentOrRootSwapIsNavigation() {
    let found = layers(
      """
      final class Flow {
        weak var screen: UIViewController?
        let window: UIWindow
        func openPost(id: Int) {
          screen?.navigationController?.pushViewController(PostScreen(id: id), animated: true)
        }
        func showSheet() {
          screen?.present(Sheet(), animated: true)
        }
        func showLogin() {
          window.rootViewController = Login()
        }
        func select() {
          tabs.selectedIndex = 1
        }
        func title() -> String { "Flow" }
      }
      """)
    XCTAssertEqual(found["Flow.openPost"], .navigation)
    XCTAssertEqual(found["Flow.showSheet"], .navigation)
    XCTAssertEqual(found["Flow.showLogin"], .navigation)
    XCTAssertEqual(found["Flow.select"], .navigation)
    XCTAssertEqual(found["Flow.title"], .navigation, "a member of a type whose role is navigation")
    XCTAssertEqual(found["Flow"], .navigation, "its members' lines are mostly navigation")
  }

  func testACallOnARouterIsNavigationAndAnOutputHandlerThatLeadsToOneToo() {
    let found = layers(
      """
      final class AuthFlow {
        private let router: any Router
        func loginDidRequestSignUp() {
          router.push(SignUp(), animated: true)
        }
        func loginDidFinish() {
          showMain()
        }
        private func showMain() {
          self.router.setStack([Main()], animated: false)
        }
        func note() { print("x") }
      }
      """)
    XCTAssertEqual(found["AuthFlow.loginDidRequestSignUp"], .navigation)
    XCTAssertEqual(found["AuthFlow.showMain"], .navigation)
    XCTAssertEqual(found["AuthFlow.loginDidFinish"], .navigation, "its effect is a transition")
    XCTAssertEqual(found["AuthFlow.note"], .navigation, "the flow's own")
  }

  func testAPresenterAskingItsWireframeIsScreenAndTheWireframeProtocolNavigation() {
    let found = layers(
      """
      protocol FeedWireframeInput: AnyObject {
        func openPostDetail(postID: Int)
      }
      final class FeedWireframe: FeedWireframeInput {
        weak var viewController: UIViewController?
        static func buildModule() -> UIViewController {
          let view = FeedView()
          view.navigationController?.setViewControllers([view], animated: false)
          return view
        }
        func openPostDetail(postID: Int) {
          viewController?.navigationController?.pushViewController(Post(), animated: true)
        }
      }
      final class FeedPresenter {
        private let wireframe: any FeedWireframeInput
        func didSelectPost(id: Int) {
          wireframe.openPostDetail(postID: id)
        }
      }
      """)
    XCTAssertEqual(found["FeedWireframeInput"], .navigation, "the role it describes")
    XCTAssertEqual(found["FeedWireframe.buildModule"], .assembly, "it builds, whatever it calls")
    XCTAssertEqual(found["FeedWireframe.openPostDetail"], .navigation)
    XCTAssertEqual(found["FeedPresenter.didSelectPost"], .screen)
    XCTAssertEqual(found["FeedPresenter"], .screen)
  }

  func testBuildersFactoriesAndDependencyContainersAreAssembly() {
    let found = layers(
      """
      struct Dependencies {
        let environment: Environment
      }
      enum LoginBuilder {
        static func build(dependencies: Dependencies) -> UIViewController { LoginView() }
      }
      struct Context {
        let environment: Environment
        func makeRouter(root: UIViewController) -> Router { NavigationRouter(root: root) }
      }
      final class HomeFlow {
        private func makeFeed() -> UIViewController { FeedView() }
      }
      """)
    XCTAssertEqual(found["LoginBuilder.build"], .assembly)
    XCTAssertEqual(found["LoginBuilder"], .assembly)
    XCTAssertEqual(found["Dependencies"], .assembly, "what a builder takes")
    XCTAssertEqual(found["Context"], .assembly, "a type of factories only")
    XCTAssertEqual(found["Context.makeRouter"], .assembly)
    XCTAssertEqual(found["HomeFlow.makeFeed"], .assembly)
  }

  func testTheAppsEntryIsAssembly() {
    let found = layers(
      """
      public final class TownApp {
        private let root: RootFlow
        public init(environment: Environment, window: UIWindow) {
          root = RootFlow(window: window)
        }
        public func launch() { root.launch() }
      }
      final class RootFlow {
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func launch() { window.rootViewController = Login() }
      }
      """)
    XCTAssertEqual(found["TownApp"], .assembly)
    XCTAssertEqual(found["TownApp.init"], .assembly)
    XCTAssertEqual(found["TownApp.launch"], .assembly)
    XCTAssertEqual(found["RootFlow.launch"], .navigation)
    XCTAssertEqual(
      found["RootFlow.init"], .navigation, "takes the window, builds nothing: no entry")
  }

  func testATypeThatStartsAFlowIsAFlowAndAScreenThatReportsIsNot() {
    let found = layers(
      """
      final class ChildFlow {
        func start() { router.push(Screen(), animated: true) }
        private let router: NavigationRouter
      }
      final class ParentFlow {
        func showChild() {
          let child = ChildFlow()
          child.start()
        }
      }
      final class ChildViewModel {
        var onDone: (() -> Void)?
        func done() { onDone?() }
      }
      """)
    XCTAssertEqual(found["ParentFlow.showChild"], .navigation, "it starts a flow")
    XCTAssertEqual(found["ChildViewModel.done"], .screen)
  }

  func testLifetimeTrackingIsInstrumentation() {
    let found = layers(
      """
      struct Dependencies {
        let tracker: LifetimeTracker
        func register(_ object: AnyObject, as role: ComponentRole) { tracker.add(object) }
        func registerModule(presenter: AnyObject) {
          register(presenter, as: .presenter)
        }
      }
      """,
      shared: [
        "Shared/Post.swift": "public struct Post { let id: Int\n  var title: String { \"x\" } }"
      ])
    XCTAssertEqual(found["Dependencies.register"], .instrumentation)
    XCTAssertEqual(found["Dependencies.registerModule"], .instrumentation, "it only registers")
    XCTAssertEqual(found["Post"], .sharedDomain)
    XCTAssertEqual(found["Post.title"], .sharedDomain)
  }

  /// Issue 22: an initialiser given the tracker beside the app's values builds a container,
  /// and one given the tracker beside the stores builds the domain; neither is instrumentation.
  func testAnInitialiserTakingTheTrackerBesideTheAppsValuesIsNotInstrumentation() {
    let found = layers(
      """
      struct Context {
        let environment: Environment
        let tracker: LifetimeTracker
        let makeRouter: (UIViewController) -> Router
        init(environment: Environment, tracker: LifetimeTracker) {
          self.environment = environment
          self.tracker = tracker
          makeRouter = { NavigationRouter(root: $0) }
        }
        func track(_ object: AnyObject, as role: ComponentRole) { tracker.add(object) }
        func makeTrackedRouter(root: UIViewController) -> Router { makeRouter(root) }
      }
      final class Probe {
        init(tracker: LifetimeTracker) { tracker.add(self) }
      }
      """,
      shared: [
        "Shared/Environment.swift": """
        public final class Environment {
          public let tracker: LifetimeTracker
          public let feed: Feed
          public init(stores: Stores, tracker: LifetimeTracker) {
            self.tracker = tracker
            feed = Feed(stores: stores)
          }
        }
        """
      ])
    XCTAssertEqual(found["Context.init"], .assembly, "a container's initialiser")
    XCTAssertEqual(found["Context"], .assembly)
    XCTAssertEqual(found["Context.track"], .instrumentation)
    XCTAssertEqual(found["Probe.init"], .instrumentation, "it takes the tracker alone")
    XCTAssertEqual(found["Environment.init"], .sharedDomain)
  }

  func testAnExtensionOfAStackIsNavigationWhateverItsFileIsCalled() {
    let found = layers(
      """
      extension UINavigationController {
        func whenIdle(_ change: @escaping (UINavigationController) -> Void) {
          change(self)
        }
      }
      """, path: "Views/Helpers.swift")
    XCTAssertEqual(found["UINavigationController.whenIdle"], .navigation)
  }

  func testEachDeclarationsCodeLinesAreItsOwn() {
    let declarations = LayerClassifier.classify([
      LayerClassifier.Source(
        path: "A.swift",
        text: """
          // A screen.
          final class Screen {
            let title = "A"

            func show() {
              // Only a comment.
              print(title)
            }
          }
          """)
    ])
    XCTAssertEqual(
      declarations.map { "\($0.name) \($0.line) \($0.codeLines)" },
      ["Screen 2 3", "Screen.show 5 3"])
  }
}
