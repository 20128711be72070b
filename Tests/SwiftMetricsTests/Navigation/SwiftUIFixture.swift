/// A trails app in SwiftUI: an `App` with a `WindowGroup`, a `TabView`, a `NavigationStack`
/// over a path whose destinations are registered with `navigationDestination(for:)` and
/// reached by `NavigationLink(value:)` and by a router appending to the path, a
/// `NavigationLink(destination:)`, a sheet and a full-screen cover, and a row view that is
/// part of its list's screen.
///
/// The expected graph, by hand:
/// - (launch) → RootView (window root); RootView's TabView embeds TrailsView and ProfileView.
/// - TrailsView registers TrailDetailView and RangerView for `Route`, one per case of its
///   `switch route`; its rows (TrailRow, a part of TrailsView) link to a `Route.trail` value →
///   TrailsView → TrailDetailView (the case's arm only); TrailDetailView's "ranger" button
///   asks the router to show `.ranger(…)`, which appends to the path → TrailDetailView →
///   RangerView. RangerView's button asks the router to remove the path's last value: back to
///   what pushes it, TrailDetailView.
/// - ProfileView: a link to SettingsView (navigationLink), a sheet of EditProfileView, a
///   full-screen cover of OnboardingView. EditProfileView's environment `dismiss()` takes
///   the sheet down, back to ProfileView (it is pushed by no one, so it is no pop).
enum SwiftUIFixture {
  static let sources: [(path: String, text: String)] = [
    (
      "Trails/TrailsApp.swift",
      """
      import SwiftUI

      @main
      struct TrailsApp: App {
        @StateObject private var router = Router()

        var body: some Scene {
          WindowGroup {
            RootView()
              .environmentObject(router)
          }
        }
      }

      struct RootView: View {
        var body: some View {
          TabView {
            TrailsView()
              .tabItem { Label("Trails", systemImage: "map") }
            ProfileView()
              .tabItem { Label("Profile", systemImage: "person") }
          }
        }
      }

      """
    ),
    (
      "Trails/Router.swift",
      """
      import SwiftUI

      enum Route: Hashable {
        case trail(Int)
        case ranger(String)
      }

      final class Router: ObservableObject {
        @Published var path = NavigationPath()

        func show(_ route: Route) {
          path.append(route)
        }

        func back() {
          path.removeLast()
        }
      }

      """
    ),
    (
      "Trails/TrailsView.swift",
      """
      import SwiftUI

      struct TrailsView: View {
        @EnvironmentObject private var router: Router
        private let trails = Trail.all

        var body: some View {
          NavigationStack(path: $router.path) {
            List(trails) { trail in
              TrailRow(trail: trail)
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Route.self) { route in
              switch route {
              case .trail(let id):
                TrailDetailView(trailID: id)
              case .ranger(let name):
                RangerView(name: name)
              }
            }
          }
        }
      }

      struct TrailRow: View {
        let trail: Trail

        var body: some View {
          NavigationLink(value: Route.trail(trail.id)) {
            Text(trail.name)
          }
        }
      }

      struct TrailDetailView: View {
        @EnvironmentObject private var router: Router
        let trailID: Int

        var body: some View {
          VStack {
            Text("Trail \\(trailID)")
            Button("Ranger") { router.show(.ranger("Sam")) }
          }
        }
      }

      struct RangerView: View {
        @EnvironmentObject private var router: Router
        let name: String

        var body: some View {
          Button(name) { router.back() }
        }
      }

      struct Trail: Identifiable {
        var id: Int
        var name: String
        static let all: [Trail] = []
      }

      """
    ),
    (
      "Trails/ProfileView.swift",
      """
      import SwiftUI

      struct ProfileView: View {
        @State private var isEditing = false
        @State private var showsOnboarding = false

        var body: some View {
          NavigationStack {
            Form {
              NavigationLink("Settings", destination: SettingsView())
              Button("Edit") { isEditing = true }
              Button("Tour") { showsOnboarding = true }
            }
            .sheet(isPresented: $isEditing) {
              EditProfileView()
            }
            .fullScreenCover(isPresented: $showsOnboarding) {
              OnboardingView()
            }
          }
        }
      }

      struct SettingsView: View {
        var body: some View { Text("Settings") }
      }

      struct EditProfileView: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
          Button("Done") { dismiss() }
        }
      }

      struct OnboardingView: View {
        var body: some View { Text("Welcome") }
      }

      """
    ),
  ]
}
