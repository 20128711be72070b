import Foundation
import Harness

/// Runs the scenario workers of the schema copy, a few at once, and watches each: a worker
/// that dies while a mutant is on has crashed on it, one that gives no sign within the bound
/// has hung on it (and is killed); either way the mutant is killed — by crash or by timeout, in
/// the scenario it was running — and a new worker takes up the mutants after it.
struct MutantSupervisor: Sendable {
  /// The copy's built `workbench`.
  let executable: String
  /// The copy's root: the worker reads `Scenarios/` there.
  let directory: String
  /// Seconds one scenario may take before the worker counts as hung.
  let scenarioSeconds: Double
  /// `file:line` of each scenario, in the worker's order.
  let scenarioLocations: [String]
  let scenarioNames: [String]
  /// The worker's command and options before `--variant` and `--ids`.
  let workerCommand: [String]

  struct Job: Sendable {
    var variant: AppVariant
    var ids: [Int]
    /// The scenarios (by index) each id runs; an id not here runs them all.
    var only: [Int: [Int]] = [:]
    /// For the baseline: the file the switches it reaches are written to.
    var trace: String?
  }

  /// What failed for each id (id 0: the baseline of the job's variant, keyed by variant id).
  func run(_ jobs: [Job], lanes: Int, progress: @escaping @Sendable (Int) -> Void)
    -> [String: [Int: [MutantKill]]]
  {
    let results = LockedBox<[String: [Int: [MutantKill]]]>([:])
    let queue = LockedBox(jobs)
    DispatchQueue.concurrentPerform(iterations: max(1, lanes)) { _ in
      while let job = queue.modify({ $0.isEmpty ? nil : $0.removeFirst() }) {
        let found = supervise(job)
        results.modify { all in all[job.variant.id, default: [:]].merge(found) { $1 } }
        progress(job.ids.count)
      }
    }
    return results.value
  }

  /// As `run(_:lanes:progress:)`, the mutants done counted on the terminal under `label`.
  func run(_ jobs: [Job], lanes: Int, showing label: String) -> [String: [Int: [MutantKill]]] {
    let total = jobs.map(\.ids.count).reduce(0, +)
    let done = LockedBox(0)
    return run(jobs, lanes: lanes) { count in
      let now = done.modify { value -> Int in
        value += count
        return value
      }
      Terminal.progress(label, now, total)
    }
  }

  private func supervise(_ job: Job) -> [Int: [MutantKill]] {
    var found: [Int: [MutantKill]] = [:]
    var remaining = job.ids
    while !remaining.isEmpty {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      let ids = remaining.map { id -> String in
        guard let only = job.only[id] else { return String(id) }
        return "\(id):" + only.map(String.init).joined(separator: ".")
      }
      var arguments =
        workerCommand + ["--variant", job.variant.id, "--ids", ids.joined(separator: ",")]
      if let trace = job.trace { arguments += ["--trace", trace] }
      process.arguments = arguments
      process.currentDirectoryURL = URL(fileURLWithPath: directory)
      process.standardInput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let pipe = Pipe()
      process.standardOutput = pipe
      do { try process.run() } catch {
        for id in remaining {
          found[id] = [MutantKill(name: "could not start a worker", how: "crash")]
        }
        return found
      }
      let reader = PipeLineReader(descriptor: pipe.fileHandleForReading.fileDescriptor)
      var current: (id: Int, scenario: Int)?
      var stopped = false
      while !stopped {
        guard let line = reader.next(timeout: scenarioSeconds) else {
          let how = reader.timedOut ? "timeout" : "crash"
          if reader.timedOut { kill(process.processIdentifier, SIGKILL) }
          process.waitUntilExit()
          if let current {
            let scenario =
              current.scenario < scenarioNames.count
              ? scenarioNames[current.scenario] : "scenario \(current.scenario)"
            found[current.id] = [
              MutantKill(
                name: scenario, how: how, scenario: scenarioLocations[safe: current.scenario],
                failure: RunFailure(
                  kind: .stepUnavailable, location: scenarioLocations[safe: current.scenario] ?? "",
                  message: how == "crash" ? "the worker crashed" : "the worker hung"))
            ]
            remaining.removeAll { $0 == current.id }
          } else {
            // Died before any mutant began: nothing can be learnt by trying again.
            for id in remaining { found[id] = [MutantKill(name: "worker start", how: how)] }
            remaining = []
          }
          stopped = true
          continue
        }
        let words = line.split(separator: " ", maxSplits: 2).map(String.init)
        guard words.count == 3, let id = Int(words[1]) else { continue }
        switch words[0] {
        case "at":
          current = (id, Int(words[2]) ?? 0)
        case "result":
          let kills =
            (try? JSONDecoder().decode([MutantKill].self, from: Data(words[2].utf8))) ?? []
          found[id] = kills
          remaining.removeAll { $0 == id }
          current = nil
          if remaining.isEmpty {
            process.waitUntilExit()
            stopped = true
          }
        default:
          continue
        }
      }
    }
    return found
  }
}

/// A value shared by the lanes of a concurrent run, behind a lock.
final class LockedBox<Value>: @unchecked Sendable {
  private var stored: Value
  private let lock = NSLock()

  init(_ value: Value) { stored = value }

  var value: Value { lock.withLock { stored } }

  @discardableResult
  func modify<Result>(_ change: (inout Value) -> Result) -> Result {
    lock.withLock { change(&stored) }
  }
}

extension Array {
  subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
