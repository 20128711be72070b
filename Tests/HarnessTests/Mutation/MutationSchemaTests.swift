import Harness
import XCTest

/// The schema text nests mutants that overlap, leaves the code as it was with every switch
/// off, and traces a compiler error's line back to the mutant whose text is there.
final class MutationSchemaTests: XCTestCase {
  private let text = """
    final class A {
      func f() {
        child.onFinish = { [weak self] in
          self?.removeChild()
          self?.done()
        }
      }
    }
    """

  private var mutants: [Mutant] {
    MutantCatalogue(
      sources: [.init(variant: .viper, files: [("Sources/TownsquareVIPER/A.swift", text)])]
    ).mutants
  }

  func testNestedMutantsComposeInnerInsideOuter() {
    let schema = MutationSchema(original: text, mutants: mutants)
    XCTAssertEqual(
      mutants.map { "\($0.id) \($0.mutationOperator.rawValue)" },
      ["1 deleteAssignment", "2 strongCapture", "3 deleteCall", "4 deleteCall"])
    XCTAssertEqual(
      schema.text,
      """
      final class A {
        func f() {
          if !__mutant(1) { child.onFinish = { [weak self, __mutantStrong2 = __mutant(2) ? self : nil] in
            _ = __mutantStrong2; if !__mutant(3) { self?.removeChild() }
            if !__mutant(4) { self?.done() }
          } }
        }
      }
      """)
  }

  func testACompilerErrorPointsAtTheMutantOnItsLine() {
    let schema = MutationSchema(original: text, mutants: mutants)
    XCTAssertEqual(schema.mutants(atLine: 4), [2, 3])
    XCTAssertEqual(schema.mutants(atLine: 3), [1, 2])
    XCTAssertEqual(schema.mutants(atLine: 5), [4])
    // A "missing return" at a closing brace below: the nearest mutants above.
    XCTAssertEqual(schema.mutants(atLine: 7), [1])
    XCTAssertEqual(schema.mutants(atLine: 1), [])
  }
}
