import XCTest

@testable import SwiftMetrics

/// The declarations tools read through the analyser: found at any level, with labels and
/// inherited names, never in a comment or a string.
final class SourceDeclarationTests: XCTestCase {
  private func declarations(_ text: String) -> [String] {
    let structure = CodeStructure(SourceOutline(text: text))
    return SourceDeclaration.all(in: structure).map { declaration in
      let inherited = declaration.inherited(in: structure.outline)
      let lines = structure.outline.codeLines(declaration.start...declaration.end)
      return "\(declaration.keyword) \(declaration.fullName)"
        + (inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", ")) + " \(lines)"
    }
  }

  func testDeclarationsAtEveryLevelWithTheirLabelsAndLines() {
    let text = """
      @MainActor
      final class Router: NSObject, UINavigationControllerDelegate {
        // func commented(_ x: Int) {}
        private(set) var stack: [Screen] = []
        let help = "func inString() {"

        func navigationController(
          _ navigationController: UINavigationController, didShow screen: UIViewController,
          animated: Bool
        ) {
          let popped = stack.dropLast()
          print(popped)
        }
        struct Entry<T>: Equatable where T: Hashable { let value: T }
      }
      """
    XCTAssertEqual(
      declarations(text),
      [
        "class Router: NSObject, UINavigationControllerDelegate 12",
        "var stack 1",
        "let help 1",
        "func navigationController(_:didShow:animated:) 7",
        "let popped 1",
        "struct Entry: Equatable 1",
        "let value 1",
      ])
  }
}
