import SwiftMetrics
import XCTest

/// SwiftUI: an edge starts at the view where the tap happens. The view a `NavigationStack`
/// shows at its root is a screen, so its buttons' pushes (through a navigation store's path)
/// and its sheets (both forms) start there, not at the view declaring the stack.
final class NavigationStackRootTests: XCTestCase {
  private static let sources: [(path: String, text: String)] = [
    (
      "Shop/App.swift",
      """
      import SwiftUI
      enum Route: Hashable { case detail(Int), settings }
      final class Router: ObservableObject {
        @Published var path = NavigationPath()
        @Published var sheet: Route?
        func show(_ route: Route) { path.append(route) }
      }
      @main struct ShopApp: App {
        var body: some Scene { WindowGroup { RootView() } }
      }
      struct RootView: View {
        @StateObject var router = Router()
        var body: some View {
          NavigationStack(path: $router.path) {
            ListView()
              .navigationDestination(for: Route.self) { route in
                switch route {
                case .detail(let id): DetailView(id: id)
                case .settings: SettingsView()
                }
              }
          }
          .environmentObject(router)
        }
      }
      struct ListView: View {
        @EnvironmentObject var router: Router
        @State private var showingAbout = false
        var body: some View {
          List {
            Button("Item") { router.show(.detail(1)) }
            Button("About") { showingAbout = true }
          }
          .sheet(isPresented: $showingAbout) { AboutView() }
        }
      }
      struct DetailView: View {
        let id: Int
        @EnvironmentObject var router: Router
        var body: some View { Button("Settings") { router.path.append(Route.settings) } }
      }
      struct SettingsView: View { var body: some View { Text("S") } }
      struct AboutView: View { var body: some View { Text("A") } }
      """
    )
  ]

  func testTapsInTheStackRootStartAtIt() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.sources))
    for expected in [
      "ListView -> AboutView sheet by ListView (View) App.swift:34",
      "ListView -> DetailView navigationDestination by ListView (View) App.swift:31",
      "DetailView -> SettingsView navigationDestination by DetailView (View) App.swift:40",
    ] {
      XCTAssertTrue(lines.contains(expected), expected + "\n" + lines.joined(separator: "\n"))
    }
    XCTAssertFalse(lines.contains { $0.hasPrefix("RootView -> ") }, "\(lines)")
  }

  func testAFrameworkContainerAtTheRootNamesNoScreen() {
    let sources: [(path: String, text: String)] = [
      (
        "Shop/Rows.swift",
        """
        import SwiftUI
        struct RowsView: View {
          var body: some View {
            NavigationStack { List { RowView() } }
          }
        }
        struct RowView: View { var body: some View { Text("row") } }
        """
      )
    ]
    let graph = NavigationGraphSupport.graph(sources)
    XCTAssertFalse(graph.screens.contains { $0.type == "RowView" })
  }
}
