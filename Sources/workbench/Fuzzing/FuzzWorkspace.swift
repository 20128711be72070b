import Foundation

/// A scratch folder for running the command line on hostile arguments: small scripts (good,
/// bad, empty), a Swift tree, a folder without Swift, a symbolic link to a script and a loop of
/// links, a FIFO nobody reads. Made afresh before every run; afterwards it tells whether the
/// run damaged an input or left a temporary file.
final class FuzzWorkspace {
  struct Outcome {
    var status: Int32
    var signal: Int32?
    var timedOut: Bool
    var stdout: String
    var stderr: String
  }

  static let inputs: [String: String] = [
    "Scenarios/a.scenario": """
    scenario "Forgot password and back" @smoke
      given onboarded
      launch
      expect screen Login
      tap forgot
      back
      expect no-leaks
    end

    """,
    "bad.scenario": "scenario \"Typos\"\n  launch\n  tapp login\nend\n",
    "empty.scenario": "",
    "Sources/M/A.swift": "final class A { let b = B() }\nstruct B {}\n",
    "NoSwift/readme.txt": "no Swift here\n",
  ]

  let root: URL
  private let output: URL

  init() {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbench-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
    root = base.appendingPathComponent("work")
    output = base
  }

  /// A process does not run deinitialisers as it exits: the worker calls this when done.
  func remove() {
    try? FileManager.default.removeItem(at: output)
  }

  private func reset() throws {
    let manager = FileManager.default
    try? manager.removeItem(at: root)
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, text) in Self.inputs {
      let url = root.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try manager.createDirectory(
      at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      atPath: root.path + "/link.scenario", withDestinationPath: "Scenarios/a.scenario")
    try manager.createSymbolicLink(atPath: root.path + "/loop.md", withDestinationPath: "loop.md")
    mkfifo(root.path + "/fifo", 0o644)
  }

  func run(_ arguments: [String], timeLimit: Double) throws -> Outcome {
    try reset()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.executable)
    process.arguments = arguments
    process.currentDirectoryURL = root
    let stdoutURL = output.appendingPathComponent("stdout")
    let stderrURL = output.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: stdoutURL)
    let err = try FileHandle(forWritingTo: stderrURL)
    defer {
      try? out.close()
      try? err.close()
    }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeLimit)
    while process.isRunning && Date() < deadline { usleep(2_000) }
    let timedOut = process.isRunning
    if timedOut { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    let killed = process.terminationReason == .uncaughtSignal
    return Outcome(
      status: process.terminationStatus,
      signal: killed && !timedOut ? process.terminationStatus : nil,
      timedOut: timedOut,
      stdout: String(decoding: (try? Data(contentsOf: stdoutURL)) ?? Data(), as: UTF8.self),
      stderr: String(decoding: (try? Data(contentsOf: stderrURL)) ?? Data(), as: UTF8.self))
  }

  /// Options followed by a value.
  static let valued: Set<String> = [
    "--variant", "--tag", "--fault", "--json", "--junit", "--report", "--group-by", "--role",
    "--shared", "--screens-folder", "--markdown",
  ]

  /// The paths a command line reads, as near as can be told without parsing it: positional
  /// arguments and `--shared` values, else the default `Scenarios`.
  static func inputs(of arguments: [String]) -> [String] {
    var found: [String] = []
    var literal = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if literal || !argument.hasPrefix("-") {
        found.append(argument)
      } else if argument == "--" {
        literal = true
      } else if valued.contains(argument) {
        if argument == "--shared", index + 1 < arguments.count {
          found.append(arguments[index + 1])
        }
        index += 1
      }
      index += 1
    }
    return found.isEmpty ? ["Scenarios"] : found
  }

  /// An input of the run changed or gone, a link replaced, or a temporary file left: what the
  /// run broke.
  func damage(after arguments: [String]) -> String? {
    let read = Self.inputs(of: arguments).compactMap { OutputPaths.realPath(root.path + "/" + $0) }
    for (path, text) in Self.inputs.sorted(by: { $0.key < $1.key }) {
      let real = OutputPaths.realPath(root.path + "/" + path) ?? root.path + "/" + path
      guard read.contains(where: { real == $0 || real.hasPrefix($0 + "/") }) else { continue }
      let data = FileManager.default.contents(atPath: root.path + "/" + path)
      if data != Data(text.utf8) { return "the input \(path) was changed or removed" }
    }
    for link in ["link.scenario", "loop.md"] {
      let kind = try? FileManager.default.attributesOfItem(atPath: root.path + "/" + link)[.type]
      if kind as? FileAttributeType != .typeSymbolicLink { return "the link \(link) was replaced" }
    }
    let entries = (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []
    if let leftover = entries.first(where: { $0.hasSuffix(".tmp") }) {
      return "a temporary file was left: \(leftover)"
    }
    return nil
  }

  /// This very executable: the fuzzer runs the command line it is part of.
  static var executable: String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
