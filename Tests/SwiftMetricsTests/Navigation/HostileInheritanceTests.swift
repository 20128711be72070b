import XCTest

@testable import SwiftMetrics

/// Inheritance shapes an adversarial or machine-written tree may hold (issue #29): the chain
/// of superclasses is walked without recursion, cycles end, and a nested name means the type
/// nested beside it, not every type of that name.
final class HostileInheritanceTests: XCTestCase {
  /// `class C0: C1 {}` … `class C60000: UIViewController {}`, child first: deeper than the
  /// stack allowed when the walk to the framework base recursed (it crashed with SIGSEGV).
  /// C0 is still a view controller, so pushing it is an edge.
  func testSixtyThousandClassChainDeclaredChildFirstStillMakesAScreen() {
    let count = 60_000
    var source = """
      final class Start: UIViewController {
        func open() { navigationController?.pushViewController(C0(), animated: true) }
      }

      """
    for index in 0..<count { source += "class C\(index): C\(index + 1) {}\n" }
    source += "class C\(count): UIViewController {}\n"
    let graph = NavigationGraphSupport.graph([("App/Chain.swift", source)])
    XCTAssertEqual(graph.edges.map { "\($0.from) -> \($0.to)" }, ["Start -> C0"])
    XCTAssertTrue(graph.screens.contains { $0.type == "C0" && $0.base == "UIViewController" })
  }

  /// A 50,000-class inheritance cycle (invalid Swift, but input all the same): no class on
  /// it derives from a framework class, so pushing one is no edge, and the walk ends.
  func testFiftyThousandClassCycleEndsAndMakesNoScreen() {
    let count = 50_000
    var source = """
      final class Start: UIViewController {
        func open() { navigationController?.pushViewController(C0(), animated: true) }
      }

      """
    for index in 0..<count { source += "class C\(index): C\((index + 1) % count) {}\n" }
    let graph = NavigationGraphSupport.graph([("App/Cycle.swift", source)])
    XCTAssertEqual(graph.edges.map { "\($0.from) -> \($0.to)" }, [])
    XCTAssertEqual(graph.screens.map(\.type), ["Start"])
  }

  /// Two screens each nest a `Page` and a `Detail: Page`; only Feed's `Page` is a view
  /// controller. Swift looks `Page` up in the enclosing type first, so Settings' `Detail` is
  /// no screen and pushing it is no edge; each `Detail()` means its own screen's.
  func testNestedNameMeansTheTypeNestedBesideIt() {
    let source = """
      final class Feed: UIViewController {
        class Page: UIViewController {}
        final class Detail: Page {}
        func open() { navigationController?.pushViewController(Detail(), animated: true) }
      }

      final class Settings: UIViewController {
        class Page {}
        final class Detail: Page {}
        func open() { navigationController?.pushViewController(Detail(), animated: true) }
      }

      """
    let graph = NavigationGraphSupport.graph([("App/Screens.swift", source)])
    XCTAssertEqual(graph.edges.map { "\($0.from) -> \($0.to)" }, ["Feed -> Feed.Detail"])
    XCTAssertFalse(graph.screens.contains { $0.type == "Settings.Detail" })
  }

  /// Many screens nesting the same two names (`Cell` and `Header: Cell`), the shape that was
  /// cubic: each screen's `Header` derives from its own `Cell` alone, so every screen still
  /// pushes its own detail and nothing else.
  func testRepeatedNestedNamesKeepEachScreenToItsOwnTypes() {
    var source = ""
    for index in 0..<300 {
      source += """
        final class S\(index): UIViewController {
          class Cell: UITableViewCell {}
          final class Header: Cell {}
          class Detail: UIViewController {}
          func open() { navigationController?.pushViewController(Detail(), animated: true) }
        }

        """
    }
    let result = SwiftAnalyzer.analyze(sources: [("App/Screens.swift", source)], options: .init())
    let edges = result.navigation.edges.map { "\($0.from) -> \($0.to)" }
    XCTAssertEqual(edges.count, 300)
    XCTAssertTrue(edges.contains("S7 -> S7.Detail"))
    XCTAssertTrue(
      edges.allSatisfy { edge in
        let parts = edge.components(separatedBy: " -> ")
        return parts[1] == parts[0] + ".Detail"
      })
  }
}
