import SwiftMetrics
import XCTest

/// The app delegate's callbacks for a user activity (`continue userActivity:`, the parameter
/// names it) and a remote notification open a route: their steps come from `(deep link)`, not
/// from an unnamed event.
final class DeepLinkEntryTests: XCTestCase {
  private static let sources: [(path: String, text: String)] = [
    (
      "App/AppDelegate.swift",
      """
      import UIKit
      final class OfferViewController: UIViewController {}
      final class InboxViewController: UIViewController {}
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(
          _ application: UIApplication, continue userActivity: NSUserActivity,
          restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void
        ) -> Bool {
          window?.rootViewController = OfferViewController()
          return true
        }
        func application(
          _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
        ) {
          window?.rootViewController = InboxViewController()
        }
      }
      """
    )
  ]

  func testUserActivityAndRemoteNotificationAreDeepLinks() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.sources))
    XCTAssertEqual(
      lines.map { $0.components(separatedBy: " by ")[0] },
      [
        "(deep link) -> InboxViewController windowRoot",
        "(deep link) -> OfferViewController windowRoot",
      ])
  }
}
