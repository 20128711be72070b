import ScenarioLanguage
import XCTest

/// `expect hierarchy` strings are checked before anything runs. In `  expect hierarchy "…"` the
/// opening quote is column 20, so the notation's first character is column 21.
final class HierarchyCheckTests: XCTestCase {
  private func errors(_ notation: String) -> [String] {
    Script.stepErrors("  expect hierarchy \"\(notation)\"")
  }

  func testWellFormedNotationsAreAccepted() {
    let notations = [
      "Onboarding", "[Login]", "[Login > ForgotPassword]", "[Login>ForgotPassword]",
      "  [ Login ]  ",
      "Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}",
      "Tabs{Home:[Feed > PostDetail(3)], Profile*:[MyProfile]} ^ [EditProfile]",
      "Tabs{Home:[Feed>UserProfile(2)],Profile*:[MyProfile>Settings>About]}",
      "Tabs{Home*:[Feed]} ^ [EditProfile] ^ Login", "[]",
    ]
    for notation in notations {
      XCTAssertEqual(errors(notation), [], notation)
    }
  }

  func testNamesInTheNotationAreChecked() {
    XCTAssertEqual(
      errors("[Logn]"), ["3:22: unknown screen 'Logn' in the hierarchy; did you mean 'Login'?"])
    XCTAssertEqual(
      errors("Tabs{Hom:[Feed]}"), ["3:26: unknown tab 'Hom' in the hierarchy; did you mean 'Home'?"]
    )
    XCTAssertEqual(
      errors("[MainTabs]"),
      ["3:22: 'MainTabs' is not a screen; a tab bar is written 'Tabs{...}' in the hierarchy"])
    XCTAssertEqual(
      errors("[Home]"), ["3:22: 'Home' is a tab, not a screen; tabs are written 'Tabs{Home:[...]}'"]
    )
  }

  func testIDsInTheNotation() {
    XCTAssertEqual(
      errors("[Feed > PostDetail]"),
      ["3:39: expected the id of 'PostDetail' in the hierarchy, as in 'PostDetail(3)'"])
    XCTAssertEqual(
      errors("[Feed(1)]"), ["3:26: 'Feed' takes no id; only PostDetail and UserProfile do"])
    XCTAssertEqual(
      errors("[PostDetail(x)]"), ["3:33: 'PostDetail' takes a number as its id, found 'x'"])
    XCTAssertEqual(
      errors("[PostDetail()]"),
      ["3:33: expected the id of 'PostDetail' after '(' in the hierarchy, found ')'"])
    XCTAssertEqual(
      errors("[PostDetail(3]"),
      ["3:34: expected ')' after the id of 'PostDetail' in the hierarchy, found ']'"])
  }

  func testShapeOfTheNotation() {
    let cases: [(String, String)] = [
      ("", "3:20: the hierarchy is empty"),
      ("   ", "3:20: the hierarchy is empty"),
      ("[Login", "3:27: expected '>' or ']' in the hierarchy, found the end of the hierarchy"),
      ("[Login, Feed]", "3:27: expected '>' or ']' in the hierarchy, found ','"),
      ("Tabs{Home[Feed]}", "3:30: expected ':' after the tab 'Home' in the hierarchy, found '['"),
      ("Tabs[Feed]", "3:25: expected '{' after 'Tabs' in the hierarchy, found '['"),
      (
        "Tabs{Home:[Feed] Profile:[MyProfile]}",
        "3:38: expected ',' or '}' in the hierarchy, found 'Profile'"
      ),
      ("Tabs{:[Feed]}", "3:26: expected a tab name in the hierarchy, found ':'"),
      ("[Login] [Feed]", "3:29: expected '^' or the end of the hierarchy, found '['"),
      (
        "[Login] ^",
        "3:30: expected a screen, '[' or 'Tabs{' in the hierarchy, found the end of the hierarchy"
      ),
      ("[Login > ]", "3:30: expected a screen name in the hierarchy, found ']'"),
      ("[Login!]", "3:27: unexpected '!' in the hierarchy"),
    ]
    for (notation, error) in cases {
      XCTAssertEqual(errors(notation), [error], notation)
    }
  }

  func testColumnsInsideTheNotationAllowForEscapes() {
    // `\\` takes two columns in the source but one character of the notation.
    XCTAssertEqual(errors(#"[Login\\]"#), ["3:27: unexpected '\\' in the hierarchy"])
    XCTAssertEqual(errors(#"[\\ Logn]"#), ["3:22: unexpected '\\' in the hierarchy"])
    XCTAssertEqual(
      errors(#"[\"x\" Logn]"#), ["3:22: unexpected '\"' in the hierarchy"])
  }

  /// Nesting goes through a recursive descent: too deep is an error at the tab bar that goes
  /// too deep, not a stack overflow (20,000 levels used to crash `check`, `list` and `run`).
  func testTabBarsNestedBeyondTheLimitAreAnErrorAtTheFirstOneTooDeep() {
    func nested(_ depth: Int) -> String {
      String(repeating: "Tabs{Home*:", count: depth) + "[Feed]"
        + String(repeating: "}", count: depth)
    }
    XCTAssertEqual(errors(nested(32)), [])
    // The 33rd `Tabs` begins after 32 of 11 characters.
    let tooDeep = ["3:373: tab bars nested more than 32 deep in the hierarchy"]
    XCTAssertEqual(errors(nested(33)), tooDeep)
    XCTAssertEqual(errors(nested(20_000)), tooDeep)
  }
}
