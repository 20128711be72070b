import XCTest

@testable import SwiftMetrics

/// Declarations, nesting, extensions, members and imports.
final class DeclarationTests: XCTestCase {
  private func analyze(_ text: String, path: String = "App/File.swift") -> AnalysisResult {
    SwiftAnalyzer.analyze(sources: [(path, text)], options: AnalysisOptions())
  }

  private func type(_ name: String, in result: AnalysisResult) -> TypeMetrics? {
    result.types.first { $0.name == name }
  }

  func testEveryKindOfTypeDeclaration() {
    let result = analyze(
      "class A {}\nstruct B {}\nenum C {}\nprotocol D {}\nactor E {}\ntypealias F = A")
    XCTAssertEqual(result.types.map(\.name), ["A", "B", "C", "D", "E", "F"])
    XCTAssertEqual(
      result.types.map(\.kind), [.class, .struct, .enum, .protocol, .actor, .typealias])
    XCTAssertEqual(result.totals.types, 5)
  }

  func testClassModifierAndActorVariableAreNotDeclarations() {
    let result = analyze("struct S {\n  class func f() {}\n  let actor = 1\n}")
    XCTAssertEqual(result.types.map(\.name), ["S"])
    XCTAssertEqual(type("S", in: result)?.members, 2)
  }

  func testNestedTypesAreQualified() {
    let result = analyze(
      "struct Outer {\n  enum Inner { case a }\n  func f() { struct Local {} }\n}")
    XCTAssertEqual(result.types.map(\.name), ["Outer", "Outer.Inner", "Outer.Local"])
    XCTAssertEqual(type("Outer", in: result)?.members, 2)  // Inner and f; Local is in f's body
  }

  func testDeclarationLocation() {
    let result = analyze("\n  final class Late {}")
    XCTAssertEqual(type("Late", in: result).map { [$0.line, $0.column] }, [2, 15])
  }

  func testExtensionsAddMembersAndConformances() {
    let result = analyze(
      "protocol P {}\nclass A { var x = 1 }\nextension A: P {\n  func f() {}\n  func g() {}\n}")
    XCTAssertEqual(type("A", in: result)?.members, 3)
    XCTAssertEqual(type("A", in: result)?.inherits, ["P"])
    XCTAssertEqual(result.totals.extensions, 1)
  }

  func testExtensionOfANestedType() {
    let result = analyze("struct Outer { struct Inner {} }\nextension Outer.Inner { func f() {} }")
    XCTAssertEqual(type("Outer.Inner", in: result)?.members, 1)
  }

  func testInheritanceListKeepsLastComponentOfEachItem() {
    let result = analyze(
      "class Base<T> {}\nprotocol P {}\nprotocol Q {}\n"
        + "final class A: Base<Int>, UIKit.UIView, P & Q where Self: AnyObject {}")
    XCTAssertEqual(type("A", in: result)?.inherits, ["Base", "UIView", "P", "Q"])
  }

  func testEnumCaseElementsAreMembers() {
    let result = analyze("enum E {\n  case a, b(Int, String), c\n  case d\n  func f() {}\n}")
    XCTAssertEqual(type("E", in: result)?.members, 5)
  }

  func testProtocolRequirementsAreMembers() {
    let result = analyze(
      "protocol P {\n  associatedtype Item\n  var name: String { get }\n  func f()\n  init()\n}")
    XCTAssertEqual(type("P", in: result)?.members, 4)
  }

  func testBothBranchesOfIfAreRead() {
    let source = """
      #if os(iOS)
      final class Screen: UIViewController {
      #else
      final class Screen: NSViewController {
      #endif
        func a() {}
      }
      """
    let result = analyze(source)
    XCTAssertEqual(result.types.map(\.name), ["Screen"])
    XCTAssertEqual(type("Screen", in: result)?.inherits, ["UIViewController", "NSViewController"])
    XCTAssertEqual(result.diagnostics, [])
  }

  func testImportsPerFile() {
    let result = analyze("import Foundation\n@testable import Foo\nimport struct Bar.Baz\n")
    XCTAssertEqual(result.files.first?.imports, ["Bar", "Foo", "Foundation"])
  }

  func testUnbalancedBracesAreReportedWithLocations() {
    let result = analyze("class A {\n  func f() {\n}\n}\n}")
    XCTAssertEqual(result.diagnostics.map(\.description), ["App/File.swift:5:1: unmatched '}'"])
    let open = analyze("class A {\n  func f() {\n}")
    XCTAssertEqual(
      open.diagnostics.map(\.description), ["App/File.swift:1:9: missing '}' for this '{'"])
    XCTAssertEqual(open.types.map(\.name), ["A"])
  }

  func testMissingPathIsAnError() {
    XCTAssertThrowsError(try SwiftAnalyzer.analyze(paths: ["/no/such/place"])) { error in
      XCTAssertEqual(error as? AnalysisError, .pathNotFound("/no/such/place"))
    }
  }

  func testAnalyzesAFolderOnDisk() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftmetrics-\(UUID().uuidString)/App")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try "struct A { let b: B }".write(
      to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try "struct B {}".write(
      to: folder.appendingPathComponent("Sub/B.swift"), atomically: true, encoding: .utf8)
    try "not swift".write(
      to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let result = try SwiftAnalyzer.analyze(paths: [folder.path + "/"])
    XCTAssertEqual(result.components.map(\.name), ["App", "App/Sub"])
    XCTAssertEqual(
      result.files.map(\.path), [folder.path + "/A.swift", folder.path + "/Sub/B.swift"])
    XCTAssertEqual(result.components.first?.ce, 1)
  }
}
