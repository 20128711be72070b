import XCTest

@testable import SwiftMetrics

/// A screen instantiated from a storyboard by identifier is the scene's class in the
/// storyboard (`customClass`); `instantiateInitialViewController()` is the storyboard's
/// initial controller; a cast names the screen when the storyboards do not hold the scene.
final class StoryboardInstantiationTests: XCTestCase {
  private static let swift: [(path: String, text: String)] = [
    (
      "Notes/HomeViewController.swift",
      """
      import UIKit
      final class HomeViewController: UIViewController {
        private let flows = UIStoryboard(name: "Flows", bundle: nil)
        func openLogin() {
          let login = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Login")
          navigationController?.pushViewController(login, animated: true)
        }
        func openSettings() {
          let storyboard = UIStoryboard(name: "Settings", bundle: nil)
          guard let settings = storyboard.instantiateInitialViewController() else { return }
          present(settings, animated: true)
        }
        func openProfile() {
          let profile = flows.instantiateViewController(withIdentifier: "Profile") as! BaseViewController
          present(profile, animated: true)
        }
        func openHelp() {
          let help = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "NotDrawn") as! HelpViewController
          present(help, animated: true)
        }
        func openAbout() {
          navigationController?.pushViewController(UIStoryboard.main.instantiateViewController(identifier: "About"), animated: true)
        }
      }
      extension UIStoryboard {
        static var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
      }
      class BaseViewController: UIViewController {}
      final class LoginViewController: BaseViewController {}
      final class ProfileViewController: BaseViewController {}
      final class SettingsViewController: UIViewController {}
      final class HelpViewController: UIViewController {}
      final class AboutViewController: UIViewController {}
      """
    )
  ]

  private static func storyboard(initial: String? = nil, scenes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\
    \(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
      <scenes>
        <scene sceneID="s1">
          <objects>
    \(scenes)
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }

  /// Main holds the login and about scenes by identifier; Flows the profile, inside a
  /// navigation controller; Settings has the settings screen as its initial controller.
  private static let interfaces: [(path: String, text: String)] = [
    (
      "Notes/Base.lproj/Main.storyboard",
      storyboard(
        scenes: """
          <viewController storyboardIdentifier="Login" id="a1" customClass="LoginViewController" sceneMemberID="viewController"/>
          <viewController storyboardIdentifier="About" id="a2" customClass="AboutViewController" sceneMemberID="viewController"/>
          """)
    ),
    (
      "Notes/Flows.storyboard",
      storyboard(
        scenes: """
          <navigationController storyboardIdentifier="Profile" id="n1" sceneMemberID="viewController">
            <connections>
              <segue destination="p1" kind="relationship" relationship="rootViewController" id="r1"/>
            </connections>
          </navigationController>
          <viewController id="p1" customClass="ProfileViewController" sceneMemberID="viewController"/>
          """)
    ),
    (
      "Notes/Settings.storyboard",
      storyboard(
        initial: "s1",
        scenes: """
          <viewController id="s1" customClass="SettingsViewController" sceneMemberID="viewController"/>
          """)
    ),
  ]

  private func edges(interfaces: [(path: String, text: String)]) -> [String] {
    let result = SwiftAnalyzer.analyze(
      sources: Self.swift, interfaces: interfaces, options: AnalysisOptions())
    return result.navigation.edges.filter { $0.from == "HomeViewController" }
      .map { "\($0.to) \($0.kind.rawValue)" }.sorted()
  }

  func testScenesAreTheirStoryboardClasses() {
    XCTAssertEqual(
      edges(interfaces: Self.interfaces),
      [
        "AboutViewController push", "HelpViewController present", "LoginViewController push",
        "ProfileViewController present", "SettingsViewController present",
      ])
  }

  /// Without the storyboards only the cast names a screen: the scenes' classes come from the
  /// storyboard files, not from the identifiers' spelling.
  func testWithoutStoryboardsOnlyCastsResolve() {
    XCTAssertEqual(
      edges(interfaces: []), ["BaseViewController present", "HelpViewController present"])
  }

  /// An identifier looked up in the storyboard the code names only: Main has no "Profile".
  func testTheNamedStoryboardIsTheOneSearched() {
    let swift: [(path: String, text: String)] = [
      (
        "Notes/Home.swift",
        """
        import UIKit
        final class HomeViewController: UIViewController {
          func openProfile() {
            let profile = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Profile")
            present(profile, animated: true)
          }
        }
        final class ProfileViewController: UIViewController {}
        """
      )
    ]
    let result = SwiftAnalyzer.analyze(
      sources: swift, interfaces: Self.interfaces, options: AnalysisOptions())
    XCTAssertFalse(result.navigation.edges.contains { $0.to == "ProfileViewController" })
  }
}
