import SwiftMetrics
import XCTest

/// A coordinator subscribing to a publisher runs its closure when the subject behind it
/// emits: a module's output is its screen's event, and a child coordinator's finish comes from
/// the screen whose event sent it — not from whoever made the subscription (`(launch)`).
final class SubjectSubscriptionTests: XCTestCase {
  private static let screens = """
    import UIKit
    import Combine
    import RxSwift
    enum Transition { case signIn, skip }
    struct Module<V: UIViewController> {
      let viewController: V
      let transitionPublisher: AnyPublisher<Transition, Never>
    }
    final class WelcomeViewModel {
      private(set) lazy var transitionPublisher = transitionSubject.eraseToAnyPublisher()
      private let transitionSubject = PassthroughSubject<Transition, Never>()
      func signInTapped() { transitionSubject.send(.signIn) }
      func skipTapped() { transitionSubject.send(.skip) }
    }
    final class WelcomeViewController: UIViewController {
      let viewModel: WelcomeViewModel
      init(viewModel: WelcomeViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
      @objc func signIn() { viewModel.signInTapped() }
      @objc func skip() { viewModel.skipTapped() }
    }
    final class SignInViewController: UIViewController {}
    final class HomeViewController: UIViewController {}
    enum WelcomeBuilder {
      static func build() -> Module<UIViewController> {
        let viewModel = WelcomeViewModel()
        let viewController = WelcomeViewController(viewModel: viewModel)
        return Module(viewController: viewController, transitionPublisher: viewModel.transitionPublisher)
      }
    }
    """

  private func lines(_ coordinators: String) -> [String] {
    NavigationGraphSupport.lines(
      NavigationGraphSupport.graph([
        ("App/Screens.swift", Self.screens), ("App/Coordinators.swift", coordinators),
      ]))
  }

  /// The auth flow subscribes to its module's output; skipping finishes it, and the parent,
  /// subscribed to the child's finish, shows home: every edge starts at the welcome screen.
  func testModuleOutputsAndAChildsFinishStartAtTheScreen() {
    XCTAssertEqual(
      lines(
        """
        import UIKit
        import Combine
        final class AuthCoordinator {
          let navigationController: UINavigationController
          private(set) lazy var didFinishPublisher = didFinishSubject.eraseToAnyPublisher()
          private let didFinishSubject = PassthroughSubject<Void, Never>()
          private var cancellables = Set<AnyCancellable>()
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func start() {
            let module = WelcomeBuilder.build()
            module.transitionPublisher
              .sink { [unowned self] transition in
                switch transition {
                case .signIn: signIn()
                case .skip: didFinishSubject.send()
                }
              }
              .store(in: &cancellables)
            navigationController.pushViewController(module.viewController, animated: false)
          }
          private func signIn() { navigationController.pushViewController(SignInViewController(), animated: true) }
        }
        final class AppCoordinator {
          let navigationController = UINavigationController()
          private var cancellables = Set<AnyCancellable>()
          func start() {
            let auth = AuthCoordinator(navigationController: navigationController)
            auth.didFinishPublisher
              .sink { [unowned self] in showHome() }
              .store(in: &cancellables)
            auth.start()
          }
          private func showHome() { navigationController.setViewControllers([HomeViewController()], animated: true) }
        }
        """),
      [
        "(launch) -> WelcomeViewController push by AuthCoordinator (Coordinator) Coordinators.swift:19",
        "WelcomeViewController -> HomeViewController setViewControllers by AppCoordinator (Coordinator) Coordinators.swift:33",
        "WelcomeViewController -> SignInViewController push by AuthCoordinator (Coordinator) Coordinators.swift:21",
      ])
  }

  /// RxSwift: a child's `finished` subject, sent into from the child's screen's output.
  func testAnRxChildsFinishStartsAtTheScreenThatSentIt() {
    XCTAssertEqual(
      lines(
        """
        import UIKit
        import RxSwift
        final class WelcomeCoordinator {
          let finished = PublishSubject<Void>()
          let navigationController: UINavigationController
          private let bag = DisposeBag()
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func start() {
            let viewModel = WelcomeViewModel()
            let screen = WelcomeViewController(viewModel: viewModel)
            viewModel.transitionPublisher.sink { [weak self] _ in self?.finished.onNext(()) }
            navigationController.pushViewController(screen, animated: false)
          }
        }
        final class AppCoordinator {
          let navigationController = UINavigationController()
          private let bag = DisposeBag()
          func start() {
            let welcome = WelcomeCoordinator(navigationController: navigationController)
            welcome.finished.subscribe(onNext: { [weak self] in self?.showHome() }).disposed(by: bag)
            welcome.start()
          }
          private func showHome() { navigationController.pushViewController(HomeViewController(), animated: true) }
        }
        """),
      [
        "(launch) -> WelcomeViewController push by WelcomeCoordinator (Coordinator) Coordinators.swift:12",
        "WelcomeViewController -> HomeViewController push by AppCoordinator (Coordinator) Coordinators.swift:23",
      ])
  }

  /// A subject nobody sends into tells nothing: the closure keeps the subscribing code's
  /// trigger. Another coordinator's sends into a subject of the same name do not count.
  func testAnotherObjectsSubjectDoesNotTriggerTheSubscription() {
    XCTAssertEqual(
      lines(
        """
        import UIKit
        import Combine
        final class QuietCoordinator {
          let didFinish = PassthroughSubject<Void, Never>()
        }
        final class NoisyCoordinator {
          let didFinish = PassthroughSubject<Void, Never>()
          func start() {
            let module = WelcomeBuilder.build()
            module.transitionPublisher.sink { [unowned self] _ in didFinish.send() }
          }
        }
        final class AppCoordinator {
          let navigationController = UINavigationController()
          var cancellable: AnyCancellable?
          func start() {
            let quiet = QuietCoordinator()
            cancellable = quiet.didFinish.sink { [unowned self] in showHome() }
          }
          private func showHome() { navigationController.pushViewController(HomeViewController(), animated: true) }
        }
        """),
      ["(launch) -> HomeViewController push by AppCoordinator (Coordinator) Coordinators.swift:20"])
  }
}
