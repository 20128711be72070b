import Foundation
import ScenarioLanguage
import XCTest

final class ScenarioLoaderTests: XCTestCase {
  private var root = ""

  override func setUpWithError() throws {
    root = NSTemporaryDirectory() + "scenario-loader-\(UUID().uuidString)"
    try FileManager.default.createDirectory(
      atPath: root + "/sub/deeper", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: root + "/sub/not-a-file.scenario", withIntermediateDirectories: true)
    try write("b.scenario", "scenario \"B\"\n  launch\nend\n")
    try write("a.scenario", "scenario \"A\"\n  launch\nend\n")
    try write("sub/deeper/c.scenario", "scenario \"C\"\n  launch\nend\n")
    try write("sub/notes.txt", "not a script")
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(atPath: root)
  }

  private func write(_ name: String, _ text: String) throws {
    try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
  }

  private func load(_ paths: [String]) -> (files: [ScenarioFile], diagnostics: [Diagnostic]) {
    ScenarioLoader.load(paths: paths, vocabulary: .townsquare)
  }

  func testADirectoryIsSearchedRecursivelyInPathOrder() {
    let result = load([root])
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(
      result.files.map(\.path),
      [root + "/a.scenario", root + "/b.scenario", root + "/sub/deeper/c.scenario"])
    XCTAssertEqual(result.files.flatMap(\.scenarios).map(\.title), ["A", "B", "C"])
  }

  func testATrailingSlashDoesNotDoubleTheSeparator() {
    XCTAssertEqual(load([root + "/sub/"]).files.map(\.path), [root + "/sub/deeper/c.scenario"])
  }

  func testFilesComeInArgumentOrderAndEachOnlyOnce() {
    let result = load([root + "/b.scenario", root, root + "/a.scenario"])
    XCTAssertEqual(
      result.files.map(\.path),
      [root + "/b.scenario", root + "/a.scenario", root + "/sub/deeper/c.scenario"])
  }

  func testBadArgumentsAreDiagnosticsNamingTheArgument() throws {
    try FileManager.default.createDirectory(
      atPath: root + "/empty", withIntermediateDirectories: true)
    let result = load([root + "/missing.scenario", root + "/sub/notes.txt", root + "/empty", ""])
    XCTAssertEqual(result.files, [])
    XCTAssertEqual(
      result.diagnostics.map(\.rendered),
      [
        root + "/missing.scenario: error: no such file or directory",
        root + "/sub/notes.txt: error: not a .scenario file",
        root + "/empty: error: no .scenario files in this directory",
        ": error: no such file or directory",
      ])
  }

  func testErrorsInsideFilesNameTheFile() throws {
    try write("a.scenario", "scenario \"A\"\n  tapp\nend\n")
    let result = load([root])
    XCTAssertEqual(
      result.diagnostics.map(\.rendered),
      [root + "/a.scenario:2:3: error: unknown command 'tapp'; did you mean 'tap'?\n  tapp\n  ^"])
    XCTAssertEqual(result.files.count, 3)
  }

  func testAFileThatIsNotUTF8() throws {
    try Data([0x73, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: root + "/a.scenario"))
    XCTAssertEqual(
      load([root + "/a.scenario"]).diagnostics.map(\.rendered),
      [
        root
          + "/a.scenario:1:2: error: not UTF-8 text: byte 0xFF begins no valid character "
          + "(save the file as UTF-8)"
      ])
  }

  func testNoPathsLoadNothing() {
    let result = load([])
    XCTAssertEqual(result.files, [])
    XCTAssertEqual(result.diagnostics, [])
  }

  func testAFileWithoutScenariosIsAnError() throws {
    try write("empty.scenario", "")
    try write("comments.scenario", "# a script still to be written\n\n")
    let result = load([root + "/empty.scenario", root + "/comments.scenario"])
    XCTAssertEqual(
      result.diagnostics.map(\.rendered),
      [
        root + "/empty.scenario: error: no scenario in this file; a scenario begins with "
          + "'scenario \"Title\"'",
        root + "/comments.scenario: error: no scenario in this file; a scenario begins with "
          + "'scenario \"Title\"'",
      ])
  }
}
