import Foundation
import Harness

/// Runs a variant's own unit tests (its test target's classes, in the copy's test bundle) with
/// one mutant switched on, in a process of its own with a time limit: the tests that fail are
/// its killers; a crash or a hang kills it as such.
struct MutantUnitTests: Sendable {
  /// The copy's `workbenchPackageTests.xctest`.
  let bundle: String
  let directory: String
  let seconds: Double

  /// The test classes of a target (`TownsquareVIPERTests.LoginTests`), from the bundle's list.
  func classes(ofTarget target: String) -> [String] {
    let output = capture(arguments: ["--list-tests"], mutant: 0).output
    let names = output.split(separator: "\n").map(String.init)
      .filter { $0.hasPrefix(target + ".") }
      .map { String($0.prefix { $0 != "/" }) }
    return Array(Set(names)).sorted()
  }

  /// The tests of `classes` run with no mutant on, and for each switch the tests that reach it
  /// (`Target.Class/test`, as a filter names them), from the reaches the schema prints between
  /// XCTest's "started" lines; and the tests that fail with no mutant on.
  func reachingTests(classes: [String]) -> (reached: [Int: Set<String>], failing: [MutantKill]) {
    let outcome = capture(
      arguments: [classes.joined(separator: ",")], mutant: 0, trace: ("-", ""))
    // XCTest names a test `Class.test`; a filter wants `Target.Class/test`.
    var targetOf: [String: String] = [:]
    for full in classes {
      let parts = full.split(separator: ".", maxSplits: 1).map(String.init)
      if parts.count == 2 { targetOf[parts[1]] = parts[0] }
    }
    var reached: [Int: Set<String>] = [:]
    var current: String?
    let marker = MutationSchema.reachedMarker + " "
    for line in outcome.output.split(separator: "\n") {
      if line.hasPrefix("Test Case '"), line.hasSuffix("' started") || line.contains("' started at")
      {
        let name = line.dropFirst("Test Case '".count).prefix { $0 != "'" }
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2, let target = targetOf[parts[0]] {
          current = "\(target).\(parts[0])/\(parts[1])"
        } else {
          current = nil
        }
      } else if line.hasPrefix(marker), let current, let id = Int(line.dropFirst(marker.count)) {
        reached[id, default: []].insert(current)
      }
    }
    return (reached, failedTests(in: outcome.output))
  }

  private func failedTests(in output: String) -> [MutantKill] {
    output.split(separator: "\n").filter { $0.hasPrefix("Test Case '") && $0.contains("' failed") }
      .map { line in
        MutantKill(
          name: String(line.dropFirst("Test Case '".count).prefix { $0 != "'" }), how: "failed")
      }
  }

  /// The tests that failed with the mutant on (`failed`), or the crash or hang; `filters` are
  /// test classes (`Target.Class`) or tests (`Target.Class/test`).
  func run(filters: [String], mutant: Int) -> [MutantKill] {
    let outcome = capture(arguments: [filters.joined(separator: ",")], mutant: mutant)
    var kills = failedTests(in: outcome.output)
    if outcome.timedOut {
      kills.append(MutantKill(name: "the test run", how: "timeout"))
    } else if outcome.signalled {
      let last = outcome.output.split(separator: "\n").last { $0.hasPrefix("Test Case '") }
      let name = last.map { String($0.dropFirst("Test Case '".count).prefix { $0 != "'" }) }
      kills.append(MutantKill(name: name ?? "the test run", how: "crash"))
    }
    return kills
  }

  private func capture(
    arguments: [String], mutant: Int, trace: (file: String, scope: String)? = nil
  ) -> (
    output: String, timedOut: Bool, signalled: Bool
  ) {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbench-mutant-\(getpid())-\(mutant)-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    guard let handle = try? FileHandle(forWritingTo: log) else { return ("", false, false) }
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: bundle)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment[MutationSchema.environmentVariable] = mutant == 0 ? nil : String(mutant)
    environment[MutationSchema.traceFileVariable] = trace?.file
    environment[MutationSchema.traceScopeVariable] = trace?.scope
    process.environment = environment
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return ("", false, true) }
    let deadline = Date().addingTimeInterval(seconds)
    var timedOut = false
    while process.isRunning {
      if Date() > deadline {
        kill(process.processIdentifier, SIGKILL)
        timedOut = true
        break
      }
      usleep(10_000)
    }
    process.waitUntilExit()
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return (output, timedOut, process.terminationReason == .uncaughtSignal)
  }
}
