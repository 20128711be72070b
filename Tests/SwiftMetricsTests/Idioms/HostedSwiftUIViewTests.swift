import SwiftMetrics
import XCTest

/// A SwiftUI view hosted by a `UIHostingController` subclass, its view model typed by a generic
/// parameter and set through the struct's memberwise initialiser, the view model made by a
/// factory with its coordinator: the tap in the view is an edge from the hosting screen.
final class HostedSwiftUIViewTests: XCTestCase {
  private static let sources: [(path: String, text: String)] = [
    (
      "App/Settings.swift",
      """
      import SwiftUI
      import UIKit
      final class AboutViewController: UIViewController {}
      protocol SettingsCoordinatorProtocol { func goToAbout() }
      final class SettingsCoordinator: SettingsCoordinatorProtocol {
        let navigation: UINavigationController
        init(navigation: UINavigationController) { self.navigation = navigation }
        func goToAbout() { navigation.pushViewController(AboutViewController(), animated: true) }
      }
      protocol SettingsViewModelProtocol: ObservableObject { func didTapAbout() }
      final class SettingsViewModel: SettingsViewModelProtocol {
        private let coordinator: SettingsCoordinatorProtocol
        init(coordinator: SettingsCoordinatorProtocol) { self.coordinator = coordinator }
        func didTapAbout() { coordinator.goToAbout() }
      }
      struct SettingsRow: View {
        let action: () -> Void
        var body: some View { Button("About", action: action) }
      }
      struct SettingsView<ViewModel: SettingsViewModelProtocol>: View {
        @ObservedObject var viewModel: ViewModel
        var body: some View { aboutRow }
        private var aboutRow: some View { SettingsRow { viewModel.didTapAbout() } }
      }
      final class SettingsViewController<ViewModel: SettingsViewModelProtocol>:
        UIHostingController<SettingsView<ViewModel>>
      {
        init(viewModel: ViewModel) { super.init(rootView: SettingsView(viewModel: viewModel)) }
        required init?(coder: NSCoder) { fatalError() }
      }
      final class Factory {
        func makeSettings(navigation: UINavigationController) -> UIViewController {
          let viewModel = SettingsViewModel(coordinator: SettingsCoordinator(navigation: navigation))
          return SettingsViewController(viewModel: viewModel)
        }
      }
      """
    )
  ]

  func testTapInAHostedViewIsAnEdgeFromTheHostingScreen() {
    XCTAssertEqual(
      NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.sources)),
      [
        "SettingsViewController -> AboutViewController push by SettingsCoordinator (Coordinator) Settings.swift:8"
      ])
  }
}
