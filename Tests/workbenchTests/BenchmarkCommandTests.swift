import Foundation
import XCTest

/// `workbench benchmark analyze`: the table a user reads (figures themselves are not checked:
/// they vary from run to run).
final class BenchmarkCommandTests: XCTestCase {
  func testEachShapeAndCommandGetsARowWithItsFigures() throws {
    let outcome = try WorkbenchProcess.run([
      "benchmark", "analyze", "--lines", "2000", "--shape", "small", "--shape", "nested",
      "--repetitions", "1",
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let rows = outcome.stdout.split(separator: "\n").filter {
      $0.hasPrefix("| small") || $0.hasPrefix("| nested")
    }
    let commands = rows.map {
      $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }[3]
    }
    XCTAssertEqual(
      commands.filter { $0.hasPrefix("`analyze --json") }.count, 2, outcome.stdout)
    XCTAssertEqual(commands.filter { $0 == "`analyze`" }.count, 2, outcome.stdout)
    // The nested shape is deeper than swiftc accepts: it is timed for the analysis only.
    XCTAssertEqual(
      rows.filter { $0.hasPrefix("| nested") && $0.contains("swiftc") }.count, 0, outcome.stdout)
    for row in rows {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      XCTAssertTrue(cells[4].hasSuffix(" s"), String(row))
      XCTAssertTrue(cells[7].hasSuffix(" MB"), String(row))
    }
  }

  /// swiftc runs as a user would (one process for a corpus this small, and the row says so);
  /// the navigation-dense shape is compared with it, the hostile chain and repeated nested
  /// names are timed for the analysis alone.
  func testNavigationDenseIsComparedWithSwiftcInOneProcessAndHostileShapesAreNot() throws {
    let outcome = try WorkbenchProcess.run([
      "benchmark", "analyze", "--lines", "2000", "--shape", "navigation-dense", "--shape",
      "chain", "--shape", "repeated-nested", "--repetitions", "1",
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let rows = outcome.stdout.split(separator: "\n").map(String.init)
    for shape in ["navigation-dense", "chain", "repeated-nested"] {
      XCTAssertEqual(
        rows.filter { $0.hasPrefix("| \(shape) ") && $0.contains("`analyze") }.count, 2,
        outcome.stdout)
    }
    if outcome.stdout.contains("swiftc: /") {
      XCTAssertEqual(
        rows.filter {
          $0.hasPrefix("| navigation-dense ")
            && $0.contains("`swiftc -frontend -parse (1 process)`")
        }.count, 1, outcome.stdout)
    }
    XCTAssertEqual(
      rows.filter {
        ($0.hasPrefix("| chain ") || $0.hasPrefix("| repeated-nested ")) && $0.contains("swiftc")
      }
      .count, 0, outcome.stdout)
  }

  func testAnUnknownShapeIsAUsageError() throws {
    let outcome = try WorkbenchProcess.run(["benchmark", "analyze", "--shape", "huge"])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(outcome.stderr.contains("bad value 'huge' for --shape"), outcome.stderr)
  }
}
