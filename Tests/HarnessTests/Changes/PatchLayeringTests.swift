import Foundation
import XCTest

@testable import Harness

/// A change's lines counted in the layer of the declaration they are in, not their file's.
final class PatchLayeringTests: XCTestCase {
  private var root = ""
  private var variant: AppVariant { VariantRegistry.all[0] }

  override func setUp() {
    root = NSTemporaryDirectory() + "patch-layering-\(UUID().uuidString)"
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: root)
  }

  private func write(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func testABuilderInAWireframeFileCostsAssemblyAndItsPushNavigation() throws {
    let file = variant.sourcePath + "/Feed/FeedWireframe.swift"
    try write(VariantRegistry.sharedSourcePath + "/Post.swift", "struct Post {}\n")
    try write(
      file,
      """
      final class FeedWireframe {
        weak var viewController: UIViewController?
        static func buildModule() -> UIViewController {
          return FeedView()
        }
        func openPost() {
          viewController?.navigationController?.pushViewController(Post(), animated: true)
        }
      }

      """)
    let diff = try UnifiedDiff.parse(
      """
      --- a/\(file)
      +++ b/\(file)
      @@ -3,5 +3,7 @@
         static func buildModule() -> UIViewController {
      -    return FeedView()
      +    let view = FeedView()
      +    return view
         }
         func openPost() {
      +    print("open")
           viewController?.navigationController?.pushViewController(Post(), animated: true)

      """, name: "viper.patch")
    let layering = try XCTUnwrap(PatchLayering(variant: variant, diffs: [diff], root: root))
    let cost = ChangeCost.of(
      [diff], variantPaths: VariantRegistry.all.map(\.sourcePath), layering: layering)

    XCTAssertEqual(cost.lines[.assembly], ChangeCost.Lines(added: 2, removed: 1))
    XCTAssertEqual(cost.lines[.navigation], ChangeCost.Lines(added: 1, removed: 0))
    XCTAssertEqual(cost.filesByLayer, [.navigation: 1], "most of the file's code navigates")
  }
}
