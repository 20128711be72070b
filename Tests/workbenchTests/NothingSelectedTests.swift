import Foundation
import XCTest

/// Nothing to do is an error, not a silent success: a tag that matches no scenario, a script
/// without scenarios, a planted fault of a variant that is not run, a tree without Swift.
final class NothingSelectedTests: XCTestCase {
  func testATagThatMatchesNothingExits2AndLeavesTheReportAsItWas() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let report = directory.appendingPathComponent("report.md")
    try "the old report".write(to: report, atomically: true, encoding: .utf8)
    for command in [["run", "scenarios"], ["list"]] {
      let outcome = try WorkbenchProcess.run(
        command + [script.path, "--tag", "smok"]
          + (command == ["list"] ? [] : ["--report", report.path]))
      XCTAssertEqual(outcome.status, 2, command.joined(separator: " "))
      XCTAssertTrue(
        outcome.stderr.contains(
          "error: --tag smok: no scenario has the tag @smok; did you mean @smoke? (tags: @smoke)"),
        outcome.stderr)
      XCTAssertFalse(outcome.stdout.contains("SURVIVED"), "no fault is reported as surviving")
    }
    XCTAssertEqual(try String(contentsOf: report, encoding: .utf8), "the old report")
  }

  func testAScriptWithoutScenariosExits2() throws {
    let directory = try WorkbenchProcess.temporaryDirectory()
    let empty = directory.appendingPathComponent("empty.scenario")
    try "# only a comment\n".write(to: empty, atomically: true, encoding: .utf8)
    for command in [["check"], ["list"], ["run", "scenarios", "--no-report"]] {
      let outcome = try WorkbenchProcess.run(command + [empty.path])
      XCTAssertEqual(outcome.status, 2, command.joined(separator: " "))
      XCTAssertTrue(
        outcome.stderr.contains("\(empty.path): error: no scenario in this file"), outcome.stderr)
    }
  }

  func testRunningANamedMutantOfAVariantThatIsNotRunExits2() throws {
    let outcome = try WorkbenchProcess.run([
      "run", "faults", "--variant", "coordinator", "--fault", "viper.presenterRetainsView",
    ])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains(
        "error: --fault viper.presenterRetainsView: a mutant of the VIPER variant, which is not "
          + "selected (--variant MVVM+C)"), outcome.stderr)
    XCTAssertEqual(outcome.stdout, "", "nothing ran")
  }

  func testAnalyzingAnEmptyFolderOrOneWithoutSwiftExits2() throws {
    let directory = try WorkbenchProcess.temporaryDirectory()
    let empty = directory.appendingPathComponent("empty")
    let text = directory.appendingPathComponent("text")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: text, withIntermediateDirectories: true)
    try "notes".write(
      to: text.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
    for folder in [empty, text] {
      let outcome = try WorkbenchProcess.run(["analyze", folder.path])
      XCTAssertEqual(outcome.status, 2)
      XCTAssertTrue(
        outcome.stderr.contains("error: no .swift files in \(folder.path)"), outcome.stderr)
      XCTAssertEqual(outcome.stdout, "")
    }
  }

  func testAnalyzingATreeWithAnUnreadableFolderExits2NamingIt() throws {
    let directory = try WorkbenchProcess.temporaryDirectory()
    let hidden = directory.appendingPathComponent("Locked")
    try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
    try "final class A {}\n".write(
      to: directory.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try "final class B {}\n".write(
      to: hidden.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: hidden.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hidden.path)
    }
    let outcome = try WorkbenchProcess.runUnprivileged(["analyze", directory.path])
    XCTAssertEqual(outcome.status, 2, outcome.stdout)
    XCTAssertTrue(outcome.stderr.contains("error: cannot read \(hidden.path)"), outcome.stderr)
  }
}
