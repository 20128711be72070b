import Foundation
import Reporting

/// Runs a worker process per target and seed for its share of the time, watching it: a worker
/// that dies is a crash, one that begins no new input within the bound is a hang, and a failed
/// check is a finding. The input of each is made again from its seed and index and saved, with
/// the command that replays it.
@MainActor
struct FuzzSupervisor {
  struct Slice {
    var target: FuzzTargetName
    var seed: UInt64
    var seconds: Double
  }

  enum Verdict {
    case finished(inputs: Int)
    case finding(index: Int, problem: String)
  }

  let corpus: FuzzCorpus
  /// How long one input may take before it counts as a hang.
  let inputSeconds: Double
  let findingsFolder: String

  /// Runs every slice; the number of findings.
  func run(_ slices: [Slice]) -> Int {
    var findings = 0
    var inputs = 0
    let start = Date()
    for slice in slices {
      let began = Date()
      let verdict = supervise(slice)
      let took = String(format: "%.1f", Date().timeIntervalSince(began))
      switch verdict {
      case .finished(let count):
        inputs += count
        Terminal.print("\(slice.target.rawValue) seed \(slice.seed): \(count) inputs in \(took) s")
      case .finding(let index, let problem):
        findings += 1
        inputs += index + 1
        report(slice, index: index, problem: problem)
      }
    }
    let took = String(format: "%.0f", Date().timeIntervalSince(start))
    Terminal.print(
      "fuzz: \(inputs) inputs in \(took) s; "
        + (findings == 0
          ? "no crash, no hang, every error placed"
          : "\(findings) finding\(findings == 1 ? "" : "s")"))
    return findings
  }

  private func supervise(_ slice: Slice) -> Verdict {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: FuzzWorkspace.executable)
    process.arguments = [
      "fuzz", "--worker", "--target", slice.target.rawValue, "--seed", String(slice.seed),
      "--seconds", String(slice.seconds), "--input-seconds", String(inputSeconds),
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch {
      return .finding(index: 0, problem: "could not start a worker: \(error.localizedDescription)")
    }
    let reader = PipeLineReader(descriptor: pipe.fileHandleForReading.fileDescriptor)
    var current = 0
    // The arguments target waits up to the bound for each command it runs, so allow for it.
    let bound = inputSeconds * 1.5 + 5
    while true {
      guard let line = reader.next(timeout: bound) else {
        if reader.timedOut {
          kill(process.processIdentifier, SIGKILL)
          process.waitUntilExit()
          return .finding(
            index: current, problem: "no answer within \(Int(bound)) s (a hang)")
        }
        process.waitUntilExit()
        let how =
          process.terminationReason == .uncaughtSignal
          ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
        return .finding(index: current, problem: "the parser crashed (\(how))")
      }
      let words = line.split(separator: " ", maxSplits: 2).map(String.init)
      guard words.count >= 2, let index = Int(words[1]) else { continue }
      switch words[0] {
      case "begin": current = index
      case "finding":
        process.waitUntilExit()
        return .finding(index: index, problem: words.count > 2 ? words[2] : "a check failed")
      case "end":
        process.waitUntilExit()
        return .finished(inputs: index)
      default: continue
      }
    }
  }

  private func report(_ slice: Slice, index: Int, problem: String) {
    let target = slice.target.make(corpus: corpus)
    let input = target.input(index, seed: slice.seed)
    let name = "\(slice.target.rawValue)-seed\(slice.seed)-input\(index).\(target.fileExtension)"
    let path = findingsFolder + "/" + name
    try? FileManager.default.createDirectory(
      atPath: findingsFolder, withIntermediateDirectories: true)
    let saved = (try? AtomicFile.write(input, to: path)) != nil
    Terminal.print("FOUND  \(slice.target.rawValue) seed \(slice.seed) input \(index): \(problem)")
    Terminal.print(
      saved
        ? "       input saved to \(path); replay with "
          + "`workbench fuzz --replay \(path) --target \(slice.target.rawValue)`"
        : "       could not save the input to \(path)")
  }
}
