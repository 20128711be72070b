import Harness
import XCTest

/// A mutant is counted in the layer of the declaration holding it, by what that code does, as
/// the report's layer census counts lines, never by its file's name: a VIPER wireframe's
/// `buildModule` is assembly and its push is navigation, though both sit in `…Wireframe.swift`.
final class MutantLayerTests: XCTestCase {
  func testAMutantTakesItsDeclarationsLayerNotItsFilesName() {
    let text = """
      import UIKit

      final class FeedWireframe {
        weak var viewController: UIViewController?

        static func buildModule() -> UIViewController {
          let view = FeedViewController()
          let wireframe = FeedWireframe()
          wireframe.viewController = view
          return view
        }

        func openDetail() {
          viewController?.navigationController?.pushViewController(
            DetailViewController(), animated: true)
        }
      }

      final class FeedViewController: UIViewController {
        var title2 = ""
        func render() {
          title2 = "Feed"
        }
      }

      final class DetailViewController: UIViewController {}
      """
    let files = MutantCatalogue.VariantFiles(
      variant: .viper, files: [("Sources/TownsquareVIPER/Modules/Feed/FeedWireframe.swift", text)])
    let mutants = MutantCatalogue(sources: [files]).mutants
    func layers(onLine line: Int) -> Set<String> {
      Set(mutants.filter { $0.line == line }.map(\.layer.rawValue))
    }
    XCTAssertEqual(layers(onLine: 9), ["assembly"], "the assignment in buildModule")
    XCTAssertEqual(layers(onLine: 14), ["navigation"], "the push")
    XCTAssertEqual(layers(onLine: 22), ["screen"], "the view's own assignment")
  }
}
