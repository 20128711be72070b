import Foundation
import XCTest

@testable import Harness

/// A change request comes from someone else: like `git apply`, a patch may only touch files
/// inside the package, and one that reaches outside is refused before anything is written.
final class PatchConfinementTests: XCTestCase {
  private func patch(old: String, new: String) -> String {
    """
    --- \(old)
    +++ \(new)
    @@ -1 +1 @@
    -old
    +new

    """
  }

  func testAPathClimbingWithDotDotIsRefusedAtItsHeaderLine() {
    let text = patch(old: "a/Sources/X.swift", new: "b/../../../Reports/comparison.md")
    XCTAssertThrowsError(try UnifiedDiff.parse(text, name: "shared.patch")) { error in
      let error = error as? PatchError
      XCTAssertEqual(error?.file, "shared.patch")
      XCTAssertEqual(error?.line, 2, "the +++ line names it")
      XCTAssertTrue(
        error?.message.contains("contains '..'") ?? false, "\(String(describing: error))")
    }
  }

  func testADeletionOutsideThePackageIsRefused() {
    let text = """
      --- a/../../x/victim.txt
      +++ /dev/null
      @@ -1 +0,0 @@
      -victim

      """
    XCTAssertThrowsError(try UnifiedDiff.parse(text, name: "viper.patch")) { error in
      XCTAssertEqual((error as? PatchError)?.line, 1)
    }
  }

  func testAnAbsolutePathIsRefused() {
    let text = patch(old: "/etc/hosts", new: "/etc/hosts")
    XCTAssertThrowsError(try UnifiedDiff.parse(text, name: "p.patch")) { error in
      XCTAssertTrue(
        (error as? PatchError)?.message.contains("absolute path") ?? false, "\(error)")
    }
  }

  func testAPathThroughALinkLeadingOutIsRefusedAndNothingIsWritten() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "confine-\(UUID().uuidString)")
    let root = base.appendingPathComponent("package")
    let outside = base.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: base) }
    try "old\n".write(
      to: root.appendingPathComponent("inside.txt"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Sources").path, withDestinationPath: outside.path)
    let text = """
      --- a/inside.txt
      +++ b/inside.txt
      @@ -1 +1 @@
      -old
      +new
      --- /dev/null
      +++ b/Sources/evil-created.txt
      @@ -0,0 +1 @@
      +evil

      """
    let diff = try UnifiedDiff.parse(text, name: "shared.patch")
    XCTAssertThrowsError(try PatchApplier.apply(diff, patchName: "shared.patch", root: root.path)) {
      error in
      XCTAssertEqual((error as? PatchError)?.line, 7)
      XCTAssertTrue(
        (error as? PatchError)?.message.contains("through the symbolic link Sources") ?? false,
        "\(error)")
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
    XCTAssertEqual(
      try String(contentsOf: root.appendingPathComponent("inside.txt"), encoding: .utf8), "old\n",
      "nothing written, not even the file inside")
  }

  func testALinkThatStaysInsideIsFollowed() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "confine-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Real"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Alias").path, withDestinationPath: "Real")
    let text = """
      --- /dev/null
      +++ b/Alias/new.txt
      @@ -0,0 +1 @@
      +fine

      """
    let diff = try UnifiedDiff.parse(text, name: "p.patch")
    try PatchApplier.apply(diff, patchName: "p.patch", root: root.path)
    XCTAssertEqual(
      try String(contentsOf: root.appendingPathComponent("Real/new.txt"), encoding: .utf8),
      "fine\n")
  }
}
