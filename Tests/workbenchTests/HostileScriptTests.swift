import Foundation
import XCTest

/// Scripts a careful user should not write but may: nested beyond reason, lines of megabytes,
/// escape codes, names that look like options.
final class HostileScriptTests: XCTestCase {
  private func write(_ text: String, named name: String) throws -> URL {
    let url = try WorkbenchProcess.temporaryDirectory().appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  func testTabBarsNestedTwentyThousandDeepAreAPositionedErrorNotACrash() throws {
    let depth = 20_000
    let notation =
      String(repeating: "Tabs{Home*:", count: depth) + "[Feed]"
      + String(repeating: "}", count: depth)
    let script = try write(
      "scenario \"Deep\"\n  launch\n  expect hierarchy \"\(notation)\"\nend\n",
      named: "deep.scenario")
    // The 33rd tab bar goes too deep: 32 of 11 characters after the 20 before the notation.
    let expected = "deep.scenario:3:373: error: tab bars nested more than 32 deep in the hierarchy"
    for command in [["check"], ["list"], ["run", "scenarios", "--no-report"]] {
      let outcome = try WorkbenchProcess.run(command + [script.path])
      XCTAssertEqual(outcome.status, 2, command.joined(separator: " "))
      XCTAssertTrue(outcome.stderr.contains(expected), String(outcome.stderr.prefix(500)))
    }
  }

  func testAnErrorOnAMegabyteLineShowsAWindowOfIt() throws {
    let word = String(repeating: "x", count: 1_000_000)
    let script = try write(
      "scenario \"Long\"\n  launch\n  tapp \(word)\nend\n", named: "long.scenario")
    let outcome = try WorkbenchProcess.run(["check", script.path])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains(
        "long.scenario:3:3: error: unknown command 'tapp'; did you mean 'tap'?"))
    XCTAssertLessThan(outcome.stderr.utf8.count, 2_000, "not the whole line")
    XCTAssertTrue(outcome.stderr.contains("  tapp xxx"), "the start of the line, at the caret")
    XCTAssertTrue(outcome.stderr.contains("x…\n  ^"), "cut where it was cut, caret in place")
  }

  func testEscapeCodesInAScriptAreShownAsTextNotObeyed() throws {
    let script = try write(
      "scenario \"Red \u{1B}[31mtitle\u{1B}[0m\" @smoke\n  launch\n  tapp \u{1B}]0;pwned\u{7}\nend\n",
      named: "escape.scenario")
    let check = try WorkbenchProcess.run(["check", script.path])
    XCTAssertEqual(check.status, 2)
    XCTAssertTrue(check.stderr.contains("  tapp \\u{1B}]0;pwned\\u{7}\n  ^"), check.stderr)
    XCTAssertFalse(check.stderr.contains("\u{1B}"))

    let fixed = try write(
      "scenario \"Red \u{1B}[31mtitle\u{1B}[0m\" @smoke\n  launch\nend\n", named: "title.scenario")
    let list = try WorkbenchProcess.run(["list", fixed.path])
    XCTAssertEqual(list.status, 0, list.stderr)
    XCTAssertTrue(list.stdout.contains("Red \\u{1B}[31mtitle\\u{1B}[0m @smoke"), list.stdout)
    XCTAssertFalse(list.stdout.contains("\u{1B}"))
  }

  func testDoubleDashEndsTheOptionsSoAPathMayBeginWithADash() throws {
    let script = try write(WorkbenchProcess.smallScript, named: "-dash.scenario")
    let folder = script.deletingLastPathComponent()
    let plain = try WorkbenchProcess.run(["check", "-dash.scenario"], in: folder)
    XCTAssertEqual(plain.status, 2)
    XCTAssertTrue(plain.stderr.contains("unknown option '-dash.scenario'"), plain.stderr)
    let dashed = try WorkbenchProcess.run(["check", "--", "-dash.scenario"], in: folder)
    XCTAssertEqual(dashed.status, 0, dashed.stderr)
    XCTAssertEqual(dashed.stdout, "1 file, 1 scenario: no errors\n")
  }
}
