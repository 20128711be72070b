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

  func testAnUnknownShapeIsAUsageError() throws {
    let outcome = try WorkbenchProcess.run(["benchmark", "analyze", "--shape", "huge"])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(outcome.stderr.contains("bad value 'huge' for --shape"), outcome.stderr)
  }
}
