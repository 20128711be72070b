import Foundation
import PathText
import SwiftMetrics

/// What a variant's navigation unit tests cost: the tests that check one presenter, wireframe,
/// coordinator, router or view model against test doubles instead of driving the whole app,
/// the doubles they need, and the tests of each navigation decision the variants share.
///
/// Read from the variant's test folder by rules stated in the report's Definitions:
/// - a **unit test file** is one named after the presenter, wireframe, coordinator, router or
///   view model it tests: its name without `Tests` has one of those roles by the analyser's
///   naming rule (``Role/init(typeName:)``: `LoginPresenterTests`, `NavigationRouterTests`;
///   `LoginTests` drives the whole app);
/// - a **navigation unit test** is a `func test…` of such a file that names the decisions it
///   checks with `// decision: <id>` marker lines directly above it (see
///   ``NavigationDecision``); its code lines run from `func` to its closing brace. A test with
///   no marker (a screen's text) is not one;
/// - a **double** is a type declared anywhere in the test folder, other than a test case, that
///   conforms to a protocol declared in the variant's own sources (a stub, spy or recording
///   router standing in for app code) or subclasses one of UIKit's navigation types
///   (`Vocabulary`'s UIKit containers: `UINavigationController`, `UITabBarController`,
///   `UISplitViewController`, `UIWindow`: a recording navigation).
public struct TestCost: Sendable, Equatable, Codable {
  public struct Double: Sendable, Equatable, Codable {
    public let name: String
    public let file: String
    public let lines: Int
  }

  public struct DecisionTests: Sendable, Equatable, Codable {
    /// The decision's id, as markers name it (`login-succeeds`).
    public let decision: String
    public let title: String
    /// `File.swift:testName`, sorted.
    public let tests: [String]
    public let lines: Int
  }

  public let variant: String
  public var unitFiles = 0
  public var unitTests = 0
  public var unitTestLines = 0
  public var doubles: [Double] = []
  /// The test case classes of the unit test files holding a navigation unit test, sorted: the
  /// tests mutation testing counts as navigation unit tests, the same whose lines count here.
  public var unitTestClasses: [String] = []
  public var decisions: [DecisionTests] = []

  public var doubleLines: Int { doubles.reduce(0) { $0 + $1.lines } }
  /// What isolating navigation in tests costs in all: the tests and their doubles.
  public var totalLines: Int { unitTestLines + doubleLines }

  /// The variant's tests folder by SwiftPM's convention: `Sources/X` is tested in `Tests/XTests`.
  public static func testPath(of variant: AppVariant) -> String {
    "Tests/" + (variant.sourcePath.split(separator: "/").last.map(String.init) ?? "") + "Tests"
  }

  /// The roles whose types navigation unit tests check one at a time.
  static let unitRoles: Set<Role> = [.presenter, .wireframe, .coordinator, .router, .viewModel]

  /// Whether a test file (its name without `.swift`) or test case class is named after a type of
  /// a unit role: `LoginPresenterTests` → `LoginPresenter`, a presenter.
  static func isUnitTestName(_ name: String) -> Bool {
    guard name.hasSuffix("Tests") else { return false }
    return unitRoles.contains(Role(typeName: String(name.dropLast("Tests".count))))
  }

  /// UIKit's types whose subclass in a test folder is a navigation double: its containers.
  static let navigationTypes: Set<String> = Vocabulary.uiKitContainers

  /// A marker naming no known decision, with where it is.
  public struct UnknownDecision: Error, Equatable, CustomStringConvertible {
    public let description: String
  }

  /// Measures `variant` from the package root `root`; nil when its folders are not there.
  /// Throws, naming `file:line:column`, for a marker whose id is not a decision's.
  public static func measure(_ variant: AppVariant, root: String = ".") throws(UnknownDecision)
    -> TestCost?
  {
    guard let appProtocols = protocols(under: variant.sourcePath, root: root),
      let testFiles = swiftFiles(under: testPath(of: variant), root: root)
    else { return nil }
    var cost = TestCost(variant: variant.name)
    var byDecision: [NavigationDecision: [(test: String, lines: Int)]] = [:]
    for (path, text) in testFiles {
      let declarations: TestSourceScanner
      do {
        declarations = try TestSourceScanner(text: text)
      } catch {
        throw UnknownDecision(description: path + ":" + error.description)
      }
      for type in declarations.types
      where !type.isTestCase
        && type.conformances.contains(where: {
          appProtocols.contains($0) || navigationTypes.contains($0)
        })
      {
        cost.doubles.append(Double(name: type.name, file: path, lines: type.codeLines))
      }
      let fileName = PathText.name(of: path)
      let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
      guard isUnitTestName(stem) else { continue }
      let marked = declarations.tests.filter { !$0.decisions.isEmpty }
      if !marked.isEmpty {
        cost.unitFiles += 1
        cost.unitTestClasses += declarations.types.filter(\.isTestCase).map(\.name)
      }
      for test in marked {
        cost.unitTests += 1
        cost.unitTestLines += test.codeLines
        for decision in Set(test.decisions) {
          byDecision[decision, default: []].append((stem + "." + test.name, test.codeLines))
        }
      }
    }
    cost.doubles.sort { ($0.file, $0.name) < ($1.file, $1.name) }
    cost.unitTestClasses.sort()
    cost.decisions = NavigationDecision.allCases.map { decision in
      let tests = byDecision[decision] ?? []
      return DecisionTests(
        decision: decision.id, title: decision.title, tests: tests.map(\.test).sorted(),
        lines: tests.reduce(0) { $0 + $1.lines })
    }
    return cost
  }

  init(variant: String) { self.variant = variant }

  /// The `.swift` files under `folder`, sorted, each with its text.
  private static func swiftFiles(under folder: String, root: String) -> [(String, String)]? {
    guard let entries = try? FileManager.default.subpathsOfDirectory(atPath: root + "/" + folder)
    else { return nil }
    return entries.sorted().filter { $0.hasSuffix(".swift") }.compactMap { entry in
      let path = folder + "/" + entry
      guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else {
        return nil
      }
      return (path, text)
    }
  }

  /// The protocols the variant's own sources declare.
  private static func protocols(under folder: String, root: String) -> Set<String>? {
    guard let files = swiftFiles(under: folder, root: root) else { return nil }
    var names = Set<String>()
    for (_, text) in files {
      for type in SourceOutline(text: text).types where type.kind == .protocol {
        names.insert(type.name)
      }
    }
    return names
  }
}
