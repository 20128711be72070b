import XCTest

@testable import SwiftMetrics

/// `--group-by stem`: every file counted once, files without types apart, screens from folders.
final class StemGroupingTests: XCTestCase {
  /// Code lines by hand: LoginViewController.swift 3, LoginPresenter.swift 1,
  /// LoginProtocols.swift 2, FeedView.swift 1, Exports.swift 1, Post+Format.swift 1, Post.swift
  /// 2 → 11 in 7 files.
  ///
  /// Files to components: LoginViewController.swift declares Login and LoginSizes types and is
  /// named for Login → Login; LoginProtocols.swift (its name's stem is not a component) → the
  /// stem of most of its types, Login; Exports.swift declares nothing → `(no types)`;
  /// Post+Format.swift extends Post → Post.
  ///
  ///   (no types)  1 file  1 line  0 types  no screen
  ///   Feed        1 file  1 line  1 type   screen Feed
  ///   Login       3 files 6 lines 4 types  screen Login
  ///   LoginSizes  0 files 0 lines 1 type   screen Login (its type lies in Modules/Login)
  ///   Post        2 files 3 lines 2 types  no screen (App/Domain)
  /// Lines 1 + 1 + 6 + 0 + 3 = 11 and files 7, as in the totals; screens: Feed, Login → 2.
  static let sources: [(path: String, text: String)] = [
    (
      "App/Modules/Login/LoginViewController.swift",
      """
      import UIKit
      final class LoginViewController: UIViewController { let presenter: LoginPresenter }
      enum LoginSizes { case small }
      """
    ),
    ("App/Modules/Login/LoginPresenter.swift", "final class LoginPresenter {}"),
    (
      "App/Modules/Login/LoginProtocols.swift",
      "protocol LoginViewInput {}\nprotocol LoginPresenterOutput {}"
    ),
    ("App/Modules/Feed/FeedView.swift", "struct FeedView { let store: PostStore }"),
    ("App/Support/Exports.swift", "@_exported import Foundation"),
    ("App/Support/Post+Format.swift", "extension Post { var text: String { \"\" } }"),
    ("App/Domain/Post.swift", "struct Post {}\nprotocol PostStore {}"),
  ]

  let result = SwiftAnalyzer.analyze(sources: sources, options: AnalysisOptions(groupBy: .stem))

  func testFilesWithoutTypesJoinNoStemComponent() {
    XCTAssertEqual(
      result.components.map {
        "\($0.name) \($0.files.count) \($0.codeLines) \($0.types) \($0.screen ?? "-")"
      },
      [
        "(no types) 1 1 0 -", "Feed 1 1 1 Feed", "Login 3 6 4 Login", "LoginSizes 0 0 1 Login",
        "Post 2 3 2 -",
      ])
    XCTAssertEqual(
      result.files.first { $0.path == "App/Support/Exports.swift" }?.component, "(no types)")
  }

  func testComponentLinesAndFilesAddUpToTheTree() {
    XCTAssertEqual(result.totals.codeLines, 11)
    XCTAssertEqual(result.totals.files, 7)
    XCTAssertEqual(result.components.reduce(0) { $0 + $1.codeLines }, 11)
    XCTAssertEqual(result.components.reduce(0) { $0 + $1.files.count }, 7)
  }

  func testAStemIsAScreenOnlyUnderAScreensFolder() {
    XCTAssertEqual(result.totals.screens, 2)
    XCTAssertEqual(Set(result.components.compactMap(\.screen)), ["Feed", "Login"])
  }
}
