import XCTest

@testable import SwiftMetrics

/// A `private`/`fileprivate` type is another type in each file that declares it, and a file's
/// references resolve to its own first.
final class FilePrivateTypeTests: XCTestCase {
  /// Counted by hand:
  /// - types: Sizes (D), Sizes in A, Sizes in B, AView, BView, CView → 6 (one `Sizes` before).
  /// - AView → its own Sizes ×2 (`Sizes.small`, `-> Sizes`); BView → its own Sizes ×1
  ///   (`private` at top level is file-private too); CView sees neither private one, so its
  ///   `Sizes` is D's internal one ×1.
  /// - members: A's Sizes 1 case + 1 from A's extension = 2; B's 1; D's 1.
  static let sources: [(path: String, text: String)] = [
    (
      "App/A.swift",
      """
      fileprivate enum Sizes: CGFloat { case small = 1 }
      final class AView {
        let s = Sizes.small
        func f() -> Sizes { .small }
      }
      extension Sizes { static let big = 2 }
      """
    ),
    (
      "App/B.swift",
      """
      private enum Sizes { case large }
      final class BView { private var size: Sizes = .large }
      """
    ),
    ("App/C.swift", "final class CView { let other: Sizes? = nil }"),
    ("App/D.swift", "enum Sizes { case medium }"),
  ]

  let result = SwiftAnalyzer.analyze(sources: sources, options: AnalysisOptions())

  private func type(_ name: String) -> TypeMetrics? { result.types.first { $0.name == name } }

  func testFilePrivateTypesWithTheSameNameInTwoFilesAreTwoTypes() {
    XCTAssertEqual(
      result.types.map(\.name),
      ["AView", "BView", "CView", "Sizes", "Sizes@A.swift", "Sizes@B.swift"])
    XCTAssertEqual(result.totals.types, 6)
    XCTAssertEqual(type("Sizes@A.swift")?.members, 2)
    XCTAssertEqual(type("Sizes@B.swift")?.members, 1)
    XCTAssertEqual(type("Sizes")?.members, 1)
    XCTAssertEqual(type("Sizes@B.swift")?.file, "App/B.swift")
  }

  func testReferencesResolveToTheirOwnFilesPrivateTypeFirst() {
    let edges = { (name: String) in
      self.type(name)?.outgoing.map { "\($0.to)×\($0.count)" } ?? ["missing"]
    }
    XCTAssertEqual(edges("AView"), ["Sizes@A.swift×2"])
    XCTAssertEqual(edges("BView"), ["Sizes@B.swift×1"])
    XCTAssertEqual(edges("CView"), ["Sizes×1"])
    XCTAssertEqual(result.ambiguousReferences, [])
  }

  func testAnotherFilesPrivateTypeIsNotVisible() {
    let sources = [
      (
        "App/OptionView.swift",
        "final class OptionView { let s = OptionsScreenSizes.a }\n"
          + "fileprivate enum OptionsScreenSizes { case a }"
      ),
      (
        "App/OptionsViewController.swift",
        "final class OptionsViewController { let s = OptionsScreenSizes.b }\n"
          + "fileprivate enum OptionsScreenSizes { case b }"
      ),
      ("App/Other.swift", "final class Other { let s: OptionsScreenSizes? = nil }"),
    ]
    let analysed = SwiftAnalyzer.analyze(sources: sources, options: AnalysisOptions())
    // 5 types: the two views, Other and one OptionsScreenSizes per file (4 before the fix).
    XCTAssertEqual(analysed.totals.types, 5)
    XCTAssertEqual(
      analysed.types.first { $0.name == "Other" }?.outgoing.map(\.to), [],
      "a file-private type of another file is not a reference target")
    XCTAssertEqual(
      analysed.types.first { $0.name == "OptionView" }?.outgoing.map(\.to),
      ["OptionsScreenSizes@OptionView.swift"])
  }

  func testModifiersAndAttributesBeforeThePrivateKeywordAreRead() {
    let sources = [
      (
        "App/A.swift",
        "@available(iOS 13, *) private final class Cache {}\nclass A { let c: Cache }"
      ),
      ("App/B.swift", "final private class Cache {}\nclass B { let c: Cache }"),
      (
        "App/C.swift",
        "private extension A { enum Key {} }\nextension A { func k() -> Key? { nil } }"
      ),
      ("App/D.swift", "fileprivate extension A { enum Key {} }"),
    ]
    let analysed = SwiftAnalyzer.analyze(sources: sources, options: AnalysisOptions())
    // Cache twice (A.swift, B.swift); A.Key twice (declared in a private extension in C and D).
    XCTAssertEqual(
      analysed.types.map(\.name),
      ["A", "A.Key@C.swift", "A.Key@D.swift", "B", "Cache@A.swift", "Cache@B.swift"])
    XCTAssertEqual(
      analysed.types.first { $0.name == "A" }?.outgoing.map(\.to),
      ["A.Key@C.swift", "Cache@A.swift"])
  }
}
