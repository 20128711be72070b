import XCTest

@testable import SwiftMetrics

/// Which names become edges, and how they are counted.
final class GraphTests: XCTestCase {
  private func edges(_ text: String, of name: String) -> [String] {
    let result = SwiftAnalyzer.analyze(sources: [("App/F.swift", text)], options: AnalysisOptions())
    return result.types.first { $0.name == name }?.outgoing.map { "\($0.to)×\($0.count)" } ?? []
  }

  func testEveryReferenceIsCounted() {
    let source = "class B {}\nclass A: B {\n  let b: B = B()\n  func f(_ b: B) -> [B] { [] }\n}"
    XCTAssertEqual(edges(source, of: "A"), ["B×5"])
  }

  func testNamesInCommentsAndStringsAreNotReferences() {
    let source =
      "class B {}\nclass A {\n  // B\n  /* B */\n  let s = \"B \\(1)\"\n  let r = #\"B\"#\n}"
    XCTAssertEqual(edges(source, of: "A"), [])
  }

  func testNamesInInterpolationsAreReferences() {
    XCTAssertEqual(edges("class B {}\nclass A { let s = \"\\(B.self)\" }", of: "A"), ["B×1"])
  }

  func testMemberNamesAfterADotAreNotReferences() {
    XCTAssertEqual(edges("class B {}\nclass A { func f(x: Int) { x.B() } }", of: "A"), [])
  }

  func testQualifiedNestedTypeIsAReference() {
    let source = "struct Outer { struct Inner {} }\nclass A { let i: Outer.Inner }"
    XCTAssertEqual(edges(source, of: "A"), ["Outer×1", "Outer.Inner×1"])
  }

  func testExtensionReferencesBelongToTheExtendedType() {
    let source = "class B {}\nclass A {}\nextension A { func f() -> B { B() } }"
    XCTAssertEqual(edges(source, of: "A"), ["B×2"])
  }

  func testSelfReferencesAreNotEdges() {
    XCTAssertEqual(edges("class A { static func make() -> A { A() } }", of: "A"), [])
  }

  func testTypesOutsideTheTreeAreIgnored() {
    XCTAssertEqual(edges("class A { let s: String; let v: UIView }", of: "A"), [])
  }

  func testFrameworkNavigationTypesAreNodes() {
    let source = "class A { let nav = UINavigationController(); var window: UIWindow? }"
    XCTAssertEqual(edges(source, of: "A"), ["UINavigationController×1", "UIWindow×1"])
  }

  func testTypealiasPointsAtItsTarget() {
    let source = "struct Model {}\ntypealias Handler = (Model) -> Void\nclass A { var h: Handler? }"
    XCTAssertEqual(edges(source, of: "Handler"), ["Model×1"])
    XCTAssertEqual(edges(source, of: "A"), ["Handler×1"])
  }

  func testAttributesNameTypes() {
    let source =
      "@propertyWrapper struct Injected<T> { var wrappedValue: T }\n"
      + "class A { @Injected var x: Int }"
    XCTAssertEqual(edges(source, of: "A"), ["Injected×1"])
  }

  func testNestedNameResolvesToTheNearestDeclaration() {
    let source = """
      struct View {}
      struct Feed { struct View {}; let v: View }
      struct Profile { let v: View }
      """
    XCTAssertEqual(edges(source, of: "Feed"), ["Feed.View×1"])
    XCTAssertEqual(edges(source, of: "Profile"), ["View×1"])
  }

  func testNameQualifiedByAnOutsideModuleIsNotATreeType() {
    let source = "class B {}\nclass A { let b: Other.B; let w: UIKit.UIWindow }"
    XCTAssertEqual(edges(source, of: "A"), ["UIWindow×1"])
  }

  func testCapitalisedMemberOfATypeIsNotAnotherType() {
    let source = "struct Red {}\nenum Color { case Red }\nclass A { let c = Color.Red }"
    XCTAssertEqual(edges(source, of: "A"), ["Color×1"])
  }

  func testNestedTypeOfASuperclassIsVisibleInTheSubclass() {
    let source = "struct Style {}\nclass Base { struct Style {} }\nclass Sub: Base { let s: Style }"
    XCTAssertEqual(edges(source, of: "Sub"), ["Base×1", "Base.Style×1"])
    XCTAssertEqual(edges("class Base { struct Style {} }\nclass A { let s: Style }", of: "A"), [])
  }

  func testNavigationCallsMakeATypeNavigationAware() {
    let source = """
      final class Wireframe {
        weak var controller: UIViewController?
        func go() { controller?.present(UIViewController(), animated: true) }
        func back() { controller?.navigationController?.popViewController(animated: true) }
      }
      final class RootWireframe {
        let window: UIWindow
        func start() { window.rootViewController = UIViewController() }
      }
      protocol Presenting { func present(_ item: Int) }
      """
    let result = SwiftAnalyzer.analyze(
      sources: [("App/F.swift", source)], options: AnalysisOptions())
    XCTAssertEqual(result.navigationAwareTypes, ["RootWireframe", "Wireframe"])
    XCTAssertEqual(
      result.types.first { $0.name == "Wireframe" }?.navigationReasons,
      ["calls popViewController(animated:) ×1", "calls present(_:animated:completion:) ×1"])
    XCTAssertEqual(
      result.types.first { $0.name == "RootWireframe" }?.navigationReasons,
      ["assigns rootViewController ×1"])
  }

  func testHoldingARouterMakesATypeNavigationAware() {
    let source = """
      final class Router { let nav: UINavigationController }
      final class ProfileCoordinator { private let router: Router }
      """
    let result = SwiftAnalyzer.analyze(
      sources: [("App/F.swift", source)], options: AnalysisOptions())
    XCTAssertEqual(
      result.types.map { "\($0.name): \($0.navigationReasons)" },
      [#"ProfileCoordinator: ["holds Router"]"#, #"Router: ["holds UINavigationController"]"#])
  }
}
