import Foundation
import XCTest

/// The bundled change requests change app code only as a UIKit app could be changed: no patch
/// adds to app sources a test hook UIKit's API does not have (issue 22 found
/// `file: String = #fileID, line: UInt = #line` added to app code), nor touches the UIKit
/// stand-in.
final class PatchUIKitSurfaceTests: XCTestCase {
  private static var changesFolder: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios/changes").path
  }

  func testNoPatchAddsCallSiteParametersToAppCodeOrChangesHeadlessUIKit() throws {
    let manager = FileManager.default
    let patches = try XCTUnwrap(manager.subpathsOfDirectory(atPath: Self.changesFolder))
      .filter { $0.hasSuffix(".patch") }.sorted()
    XCTAssertFalse(patches.isEmpty)
    let callSite = ["#fileID", "#filePath", "#file", "#line", "#column", "#function"]
    for patch in patches {
      let text = try String(
        contentsOfFile: Self.changesFolder + "/" + patch, encoding: .utf8)
      var file = ""
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        if line.hasPrefix("+++ ") {
          file = String(line.dropFirst(4).drop { $0 != "/" }.dropFirst())
          XCTAssertFalse(
            file.hasPrefix("Sources/HeadlessUIKit/"), "\(patch):\(number + 1): \(file)")
          continue
        }
        guard line.hasPrefix("+"), file.hasPrefix("Sources/") else { continue }
        for token in callSite where line.contains(token) {
          XCTFail("\(patch):\(number + 1): adds \(token) to \(file)")
        }
      }
    }
  }
}
