import Foundation
import XCTest

/// Screens only report outcomes: no file under Screens/ names a coordinator or router type, or
/// a type of another screen. Checked on the source text, found relative to this file.
final class ScreenIsolationTests: XCTestCase {
  static let screens = [
    "Onboarding", "Login", "ForgotPassword", "SignUp", "MainTabs", "Feed", "PostDetail",
    "UserProfile", "MyProfile", "EditProfile", "Settings", "About",
  ]

  private var screensFolder: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Sources/TownsquareCoordinator/Screens")
  }

  func testEveryScreenHasItsFolderAndViewController() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: screensFolder.path)
    XCTAssertEqual(folders.sorted(), Self.screens.sorted())
    for screen in Self.screens {
      let controller = screensFolder.appendingPathComponent(
        "\(screen)/\(screen)ViewController.swift")
      XCTAssertTrue(FileManager.default.fileExists(atPath: controller.path), screen)
    }
  }

  func testNoScreenReferencesACoordinatorARouterOrAnotherScreen() throws {
    var checkedFiles = 0
    var violations: [String] = []
    for screen in Self.screens {
      let folder = screensFolder.appendingPathComponent(screen)
      for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
        let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        checkedFiles += 1
        for name in Self.forbiddenNames(in: source, screen: screen) {
          violations.append("\(screen)/\(file): \(name)")
        }
      }
    }
    XCTAssertGreaterThanOrEqual(checkedFiles, Self.screens.count)
    XCTAssertEqual(violations, [])
  }

  func testTheCheckFindsWhatItLooksFor() {
    let source = """
      // A comment may mention SettingsCoordinator and AboutViewController.
      final class SettingsViewController: UIViewController {
        weak var coordinator: ProfileCoordinator?
        let router: any Router
        func showAbout() { push(AboutViewController(versionText: "")) }
        let model: SettingsViewModel
        let other: LoginViewModel
      }
      """
    XCTAssertEqual(
      Self.forbiddenNames(in: source, screen: "Settings"),
      ["ProfileCoordinator", "Router", "AboutViewController", "LoginViewModel"])
  }

  /// Identifiers in code (comments removed) that name a coordinator or router type, or a type
  /// of a screen other than `screen`, in order of appearance.
  static func forbiddenNames(in source: String, screen: String) -> [String] {
    let code = source.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
      .joined(separator: "\n")
    let otherScreens = screens.filter { $0 != screen }.joined(separator: "|")
    let pattern =
      "\\b(?:[A-Z][A-Za-z]*Coordinator[A-Za-z]*|[A-Z][A-Za-z]*Router|Router"
      + "|(?:\(otherScreens))(?:ViewController|ViewModel))\\b"
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return ["bad pattern"] }
    let range = NSRange(code.startIndex..., in: code)
    return regex.matches(in: code, range: range).compactMap { match in
      Range(match.range, in: code).map { String(code[$0]) }
    }
  }
}
