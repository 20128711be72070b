import Foundation
import XCTest

@testable import Harness

final class UnifiedDiffTests: XCTestCase {
  private let patch = """
    diff --git a/Sources/App/Feed.swift b/Sources/App/Feed.swift
    index 1111111..2222222 100644
    --- a/Sources/App/Feed.swift
    +++ b/Sources/App/Feed.swift
    @@ -1,3 +1,4 @@
     struct Feed {
    +  let count: Int
       let title: String
     }
    --- /dev/null
    +++ b/Sources/App/Notifications.swift
    @@ -0,0 +1,2 @@
    +/// New.
    +final class Notifications {}

    """

  func testReadsFilesHunksAndNewFiles() throws {
    let diff = try UnifiedDiff.parse(patch, name: "x.patch")
    XCTAssertEqual(
      diff.files.map(\.path), ["Sources/App/Feed.swift", "Sources/App/Notifications.swift"])
    XCTAssertFalse(diff.files[0].isAddition)
    XCTAssertTrue(diff.files[1].isAddition)
    XCTAssertEqual(
      diff.files[0].hunks[0].lines,
      [
        .context("struct Feed {"), .added("  let count: Int"), .context("  let title: String"),
        .context("}"),
      ])
  }

  func testAHunkCutShortNamesItsLine() {
    let cut = """
      --- a/A.swift
      +++ b/A.swift
      @@ -1,3 +1,3 @@
       one
      -two

      """
    XCTAssertThrowsError(try UnifiedDiff.parse(cut, name: "cut.patch")) { error in
      let error = error as? PatchError
      XCTAssertEqual(error?.file, "cut.patch")
      XCTAssertEqual(error?.line, 6)
      XCTAssertTrue(error?.message.contains("ends early") ?? false, "\(String(describing: error))")
    }
  }

  func testAPatchWithoutFilesIsAnError() {
    XCTAssertThrowsError(try UnifiedDiff.parse("just prose\n", name: "empty.patch")) { error in
      XCTAssertEqual((error as? PatchError)?.message, "no file changes in this patch")
    }
  }

  func testAppliesAtTheStatedLineAndAfterTheFileMoved() throws {
    let root = try temporaryFolder()
    try write("struct Feed {\n  let title: String\n}\n", to: root + "/Sources/App/Feed.swift")
    let diff = try UnifiedDiff.parse(patch, name: "x.patch")
    let written = try PatchApplier.apply(diff, patchName: "x.patch", root: root)
    XCTAssertEqual(written, ["Sources/App/Feed.swift", "Sources/App/Notifications.swift"])
    XCTAssertEqual(
      try String(contentsOfFile: root + "/Sources/App/Feed.swift", encoding: .utf8),
      "struct Feed {\n  let count: Int\n  let title: String\n}\n")

    // Two lines added above since the patch was made: it still applies, further down.
    let moved = try temporaryFolder()
    try write(
      "import A\nimport B\nstruct Feed {\n  let title: String\n}\n",
      to: moved + "/Sources/App/Feed.swift")
    try PatchApplier.apply(diff, patchName: "x.patch", root: moved)
    XCTAssertEqual(
      try String(contentsOfFile: moved + "/Sources/App/Feed.swift", encoding: .utf8),
      "import A\nimport B\nstruct Feed {\n  let count: Int\n  let title: String\n}\n")
  }

  func testAHunkThatNoLongerAppliesWritesNothing() throws {
    let root = try temporaryFolder()
    try write("struct Feed {\n  let name: String\n}\n", to: root + "/Sources/App/Feed.swift")
    let diff = try UnifiedDiff.parse(patch, name: "x.patch")
    XCTAssertThrowsError(try PatchApplier.apply(diff, patchName: "x.patch", root: root)) { error in
      XCTAssertEqual((error as? PatchError)?.line, 5)
    }
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: root + "/Sources/App/Notifications.swift"))
    XCTAssertEqual(
      try String(contentsOfFile: root + "/Sources/App/Feed.swift", encoding: .utf8),
      "struct Feed {\n  let name: String\n}\n")
  }

  private func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "unified-diff-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  private func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
