import XCTest

@testable import SwiftMetrics

/// A SwiftUI root whose `body` chooses between screens on state: each screen it may choose is
/// a window root, from the launch.
final class SwitchedRootTests: XCTestCase {
  private static let screens = """
    import SwiftUI
    struct OnboardingView: View { var body: some View { Text("Welcome") } }
    struct SignInView: View { var body: some View { Text("Sign in") } }
    struct CatalogView: View { var body: some View { Text("Catalog") } }
    """

  private func launchEdges(_ app: String) -> [String] {
    let result = SwiftAnalyzer.analyze(
      sources: [("Shop/ShopApp.swift", app), ("Shop/Screens.swift", Self.screens)],
      options: AnalysisOptions())
    return result.navigation.edges.filter { $0.from == NavigationGraph.launch }
      .map { "\($0.to) \($0.kind.rawValue)" }.sorted()
  }

  func testARootSwitchingOnItsStageLeadsToEachStage() {
    let app = """
      import SwiftUI
      @main
      struct ShopApp: App {
        var body: some Scene {
          WindowGroup { RootView() }
        }
      }
      enum Stage { case onboarding, signIn, main }
      struct RootView: View {
        @State private var stage: Stage = .onboarding
        var body: some View {
          switch stage {
          case .onboarding: OnboardingView()
          case .signIn: SignInView()
          case .main: CatalogView()
          }
        }
      }
      """
    XCTAssertEqual(
      launchEdges(app),
      [
        "CatalogView windowRoot", "OnboardingView windowRoot", "RootView windowRoot",
        "SignInView windowRoot",
      ])
  }

  /// The root set by a scene delegate in a hosting controller, choosing with an `if`.
  func testAHostedRootChoosingWithAnIfLeadsToBothScreens() {
    let app = """
      import SwiftUI
      import UIKit
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          window?.rootViewController = UIHostingController(rootView: RootView())
        }
      }
      final class Session: ObservableObject { @Published var isSignedIn = false }
      struct RootView: View {
        @StateObject private var session = Session()
        var body: some View {
          if session.isSignedIn {
            CatalogView()
          } else {
            SignInView()
          }
        }
      }
      """
    XCTAssertEqual(
      launchEdges(app),
      ["CatalogView windowRoot", "RootView windowRoot", "SignInView windowRoot"])
  }

  /// Views laid out side by side in a container are its content, not a choice of root.
  func testARootLayingOutViewsChoosesNone() {
    let app = """
      import SwiftUI
      @main
      struct ShopApp: App {
        var body: some Scene {
          WindowGroup { RootView() }
        }
      }
      struct RootView: View {
        var body: some View {
          VStack {
            OnboardingView()
            CatalogView()
          }
        }
      }
      """
    XCTAssertEqual(launchEdges(app), ["RootView windowRoot"])
  }

  /// A `Group` lays nothing out: an `if` in it, the group under modifiers, chooses the root.
  func testAGroupChoosingWithAnIfUnderModifiersLeadsToBothScreens() {
    let app = """
      import SwiftUI
      @main
      struct ShopApp: App {
        @StateObject private var session = Session()
        var body: some Scene {
          WindowGroup { RootView().environmentObject(session) }
        }
      }
      final class Session: ObservableObject { @Published var isSignedIn = false }
      struct RootView: View {
        @EnvironmentObject var session: Session
        var body: some View {
          Group {
            if session.isSignedIn {
              CatalogView()
                .transition(.opacity)
            } else {
              SignInView()
            }
          }
          .animation(.default, value: session.isSignedIn)
        }
      }
      """
    XCTAssertEqual(
      launchEdges(app),
      ["CatalogView windowRoot", "RootView windowRoot", "SignInView windowRoot"])
  }

  /// A view under a modifier in a `VStack` is still the stack's content.
  func testAStackOfModifiedViewsChoosesNone() {
    let app = """
      import SwiftUI
      @main
      struct ShopApp: App {
        var body: some Scene {
          WindowGroup { RootView() }
        }
      }
      struct RootView: View {
        var body: some View {
          VStack {
            OnboardingView().padding()
            CatalogView()
          }
          .padding()
        }
      }
      """
    XCTAssertEqual(launchEdges(app), ["RootView windowRoot"])
  }
}
