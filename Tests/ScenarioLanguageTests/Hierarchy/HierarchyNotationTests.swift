import ScenarioLanguage
import XCTest

final class HierarchyNotationTests: XCTestCase {
  func testNormalizeTrimsAndDropsSpaceAroundSymbols() {
    XCTAssertEqual(
      HierarchyNotation.normalize("  [Login  >  ForgotPassword]  "), "[Login>ForgotPassword]")
    XCTAssertEqual(
      HierarchyNotation.normalize(
        "Tabs{Home:[Feed > PostDetail(3)], Profile*:[MyProfile]} ^ [EditProfile]"),
      "Tabs{Home:[Feed>PostDetail(3)],Profile*:[MyProfile]}^[EditProfile]")
    XCTAssertEqual(
      HierarchyNotation.normalize("Tabs {\tHome * :\n[ Feed ] , Profile : [ MyProfile ] }"),
      "Tabs{Home*:[Feed],Profile:[MyProfile]}")
    XCTAssertEqual(HierarchyNotation.normalize("PostDetail ( 3 )"), "PostDetail(3)")
  }

  func testNormalizeCollapsesOtherWhiteSpaceToOneSpace() {
    XCTAssertEqual(HierarchyNotation.normalize("A  \t B"), "A B")
    XCTAssertEqual(HierarchyNotation.normalize("   "), "")
  }

  func testSpacingDoesNotMatterButEverythingElseDoes() {
    XCTAssertTrue(
      HierarchyNotation.matches(
        expected: "[Login>ForgotPassword]", actual: "[Login > ForgotPassword]"))
    XCTAssertTrue(
      HierarchyNotation.matches(
        expected: "Tabs{Home*:[Feed]}^[EditProfile]", actual: "Tabs{Home*:[Feed]} ^ [EditProfile]"))
    XCTAssertFalse(
      HierarchyNotation.matches(expected: "[Login]", actual: "[Login > ForgotPassword]"))
    XCTAssertFalse(
      HierarchyNotation.matches(expected: "[PostDetail(3)]", actual: "[PostDetail(4)]"))
    XCTAssertFalse(
      HierarchyNotation.matches(
        expected: "Tabs{Home:[Feed], Profile*:[MyProfile]}",
        actual: "Tabs{Home*:[Feed], Profile:[MyProfile]}"))
    XCTAssertFalse(HierarchyNotation.matches(expected: "[login]", actual: "[Login]"))
  }

  func testCanonicalSpacesLikeHeadlessUIKit() {
    let canonical = "Tabs{Home:[Feed > PostDetail(3)], Profile*:[MyProfile]} ^ [EditProfile]"
    XCTAssertEqual(
      HierarchyNotation.canonical(
        "Tabs{ Home:[Feed>PostDetail(3)] ,Profile*:[MyProfile]}^[EditProfile]"), canonical)
    XCTAssertEqual(HierarchyNotation.canonical(canonical), canonical)
  }

  /// Found by `workbench fuzz`: a space put back before a joiner fused with it into one
  /// character, so normalising a second time gave another text.
  func testNormalizingTwiceChangesNothingEvenBeforeACombiningMarkOrJoiner() {
    for notation in ["X\t\u{200D}", "a \u{301}b", "[Feed]\u{2028}\u{200D}", "A  \u{FE0F}> B"] {
      let once = HierarchyNotation.normalize(notation)
      XCTAssertEqual(HierarchyNotation.normalize(once), once, notation.debugDescription)
      XCTAssertTrue(
        HierarchyNotation.matches(expected: notation, actual: HierarchyNotation.canonical(notation))
      )
    }
  }
}
