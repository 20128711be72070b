import XCTest

@testable import SwiftMetrics

/// Each style's common names get their role by name alone (types the tree has no supertype
/// for): VIPER's direction-named protocols, VIP's workers and data stores, MVVM's, MVP's,
/// cells and views, services and repositories.
final class StyleRoleNamesTests: XCTestCase {
  private let classifier = RoleClassifier(overrides: [])

  private func check(_ expected: [String: Role], file: StaticString = #filePath, line: UInt = #line)
  {
    for (name, role) in expected.sorted(by: { $0.key < $1.key }) {
      XCTAssertEqual(classifier.roleByName(name), role, name, file: file, line: line)
    }
  }

  func testVIPERDirectionNamedProtocols() {
    check([
      "PresenterToViewProtocol": .view, "ViewToPresenterProtocol": .presenter,
      "PresenterToInteractorProtocol": .interactor, "InteractorToPresenterProtocol": .presenter,
      "PresenterToRouterProtocol": .router, "LoginModuleBuilder": .builder,
      "FeedAssembly": .builder, "LoginConfigurator": .builder, "ScreenFactory": .builder,
    ])
  }

  func testVIPWorkersAndDataStores() {
    check([
      "ListOrdersInteractor": .interactor, "ListOrdersBusinessLogic": .interactor,
      "ListOrdersDataStore": .interactor, "OrdersWorker": .interactor,
      "ListOrdersRoutingLogic": .router, "ListOrdersDisplayLogic": .view,
    ])
  }

  func testMVVMMVPAndViews() {
    check([
      "FeedViewModel": .viewModel, "FeedViewModelProtocol": .viewModel,
      "FeedViewState": .viewModel, "LoginPresenter": .presenter,
      "LoginController": .view, "PostCell": .view, "AvatarButton": .view,
      "OnboardingScreen": .view, "CustomTabBar": .view,
    ])
  }

  func testServicesRepositoriesAndValues() {
    check([
      "PostsRepository": .service, "AuthManager": .service, "ImageLoader": .service,
      "TokenProvider": .service, "APIClient": .service, "SessionService": .service,
      "SignInResponse": .entity, "ApiError": .entity, "TodoItem": .entity,
    ])
  }

  func testFlowObjects() {
    check([
      "AppCoordinator": .coordinator, "HomeCoordinatingLogic": .coordinator,
      "ProfileRouter": .router, "ProfileRoute": .router, "AppNavigator": .router,
      "LoginWireframe": .wireframe, "StackNavigation": .router,
    ])
  }

  func testDependenciesEventsAndResults() {
    check([
      "HomeBusinessDependencies": .builder,
      "PaymentNavigationOutputEvent": .entity, "PaymentResult": .entity,
    ])
    XCTAssertNil(classifier.roleByName("CalendarDelegate"))
  }
}
