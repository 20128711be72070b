import ScenarioLanguage
import XCTest

final class MultipleErrorTests: XCTestCase {
  func testEveryErrorOfAFileIsReportedInSourceOrder() {
    let source = """
      scenario "Broken" @smoke
        given logged-in dan@example.com
        lanch
        tap
        expect screen Feeed
        tab Hme
      end
      tap login
      scenario ""
        launch
      """
    let rendered = Script.parse(source).diagnostics.map(\.rendered).joined(separator: "\n")
    XCTAssertEqual(
      rendered,
      """
      test.scenario:2:19: error: unknown user 'dan@example.com'; did you mean 'ana@example.com'?
        given logged-in dan@example.com
                        ^
      test.scenario:3:3: error: unknown command 'lanch'; did you mean 'launch'?
        lanch
        ^
      test.scenario:4:6: error: expected an element id after 'tap'
        tap
           ^
      test.scenario:5:17: error: unknown screen 'Feeed'; did you mean 'Feed'?
        expect screen Feeed
                      ^
      test.scenario:6:7: error: unknown tab 'Hme'; did you mean 'Home'?
        tab Hme
            ^
      test.scenario:8:1: error: 'tap' is outside a scenario; write it between 'scenario "Title"' and 'end'
      tap login
      ^
      test.scenario:9:1: error: the scenario has no 'end' before the end of the file
      scenario ""
      ^
      test.scenario:9:10: error: the scenario title is empty
      scenario ""
               ^
      """)
  }

  func testTheFileIsStillParsedAsFarAsPossible() {
    let source = "scenario \"A\"\n  launch\n  tapp x\n  tap y\nend\nscenario \"B\"\n  launch\nend"
    let result = Script.parse(source)
    XCTAssertTrue(result.hasErrors)
    XCTAssertEqual(result.file.scenarios.map(\.title), ["A", "B"])
    XCTAssertEqual(result.file.scenarios[0].steps.map(\.command), [.launch, .tap("y")])
  }

  func testAValidFileHasNoErrors() {
    XCTAssertFalse(Script.parse("scenario \"A\"\n  launch\nend").hasErrors)
  }
}
