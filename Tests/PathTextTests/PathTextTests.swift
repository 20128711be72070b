import Foundation
import PathText
import XCTest

final class PathTextTests: XCTestCase {
  /// The one-character names on which Foundation's `deletingLastPathComponent` traps on Linux
  /// (a user's `--report a`, a file named `x` in a scenario folder).
  func testOneCharacterNamesHaveNoFolder() {
    XCTAssertEqual(PathText.folder(of: "a"), "")
    XCTAssertEqual(PathText.folder(of: "="), "")
    XCTAssertEqual(PathText.folder(of: "é"), "")
    XCTAssertEqual(PathText.folder(of: "a/"), "")
    XCTAssertEqual(PathText.name(of: "a"), "a")
    XCTAssertEqual(PathText.name(of: "a/"), "a")
  }

  func testFoldersAndNames() {
    XCTAssertEqual(PathText.folder(of: "Reports/comparison.md"), "Reports")
    XCTAssertEqual(PathText.name(of: "Reports/comparison.md"), "comparison.md")
    XCTAssertEqual(PathText.folder(of: "/a"), "/")
    XCTAssertEqual(PathText.folder(of: "/"), "/")
    XCTAssertEqual(PathText.name(of: "/"), "/")
    XCTAssertEqual(PathText.folder(of: ""), "")
    XCTAssertEqual(PathText.folder(of: "a//b/"), "a")
    XCTAssertEqual(PathText.name(of: "a//b/"), "b")
  }

  /// The examples of `NSString.lastPathComponent` and `deletingLastPathComponent` in Apple's
  /// documentation (Foundation on Linux disagrees on some and traps on others, so it is no
  /// oracle here).
  func testAppleDocumentedExamples() {
    let names = ["/tmp/scratch.tiff": "scratch.tiff", "/tmp/scratch": "scratch", "/tmp/": "tmp"]
    for (path, name) in names { XCTAssertEqual(PathText.name(of: path), name, path) }
    XCTAssertEqual(PathText.name(of: "scratch///"), "scratch")
    XCTAssertEqual(PathText.name(of: "/"), "/")
    let folders = [
      "/tmp/scratch.tiff": "/tmp", "/tmp/lock/": "/tmp", "/tmp/": "/", "/tmp": "/", "/": "/",
      "scratch.tiff": "",
    ]
    for (path, folder) in folders { XCTAssertEqual(PathText.folder(of: path), folder, path) }
  }
}
