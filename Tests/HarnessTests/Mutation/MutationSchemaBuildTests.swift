import Foundation
import Harness
import XCTest

/// The schema form of a small program compiles, behaves as the original with no mutant on, and
/// with each mutant on behaves as the mutated code would: the one build stands for every
/// mutant. Builds a tiny package with SwiftPM (a minute at most).
final class MutationSchemaBuildTests: XCTestCase {
  static let fixture = """
    final class Owner {
      weak var delegate: Owner?
      var log: [String] = []
      var onDone: (() -> Void)?

      func start() {
        delegate = self
        log.append(delegate == nil ? "no delegate" : "delegate")
        if log.count > 0 { log.append("positive") }
        finish(animated: true) { [weak self] in self?.log.append("done") }
        onDone = { [weak self] in self?.log.append("called") }
        onDone?()
      }

      func finish(animated: Bool, completion: () -> Void) {
        completion()
        log.append("animated \\(animated)")
      }
    }

    let owner = Owner()
    owner.start()
    weak var probe: Owner?
    do {
      let other = Owner()
      other.start()
      probe = other
    }
    print(owner.log.joined(separator: ","), probe == nil ? "freed" : "alive")

    """

  func testTheSchemaCompilesAndEachMutantBehavesAsItsMutatedCode() throws {
    let path = "Sources/TownsquareVIPER/Fixture.swift"
    let catalogue = MutantCatalogue(
      sources: [.init(variant: .viper, files: [(path, Self.fixture)])])
    let mutants = catalogue.mutants
    XCTAssertEqual(
      Set(mutants.map(\.mutationOperator)),
      [
        .deleteCall, .deleteAssignment, .strongProperty, .strongCapture, .negateCondition,
        .flipAnimated, .completionNow,
      ])

    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("mutation-schema-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: package) }
    try FileManager.default.createDirectory(
      atPath: package + "/Sources/Fixture", withIntermediateDirectories: true)
    try """
    // swift-tools-version:6.0
    import PackageDescription
    let package = Package(name: "Fixture", targets: [.executableTarget(name: "Fixture")])

    """.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
    try MutationSchema(original: Self.fixture, mutants: mutants).text
      .write(toFile: package + "/Sources/Fixture/main.swift", atomically: true, encoding: .utf8)
    try MutationSchema.helperSource.write(
      toFile: package + "/Sources/Fixture/" + MutationSchema.helperFileName, atomically: true,
      encoding: .utf8)
    let build = try run("/usr/bin/env", ["swift", "build", "--package-path", package])
    XCTAssertEqual(build.status, 0, build.output)
    guard build.status == 0 else { return }
    let binary = package + "/.build/debug/Fixture"

    let original = "delegate,positive,done,animated true,called freed"
    XCTAssertEqual(try run(binary, [], mutant: nil).output, original + "\n")
    func output(_ mutation: MutationOperator, _ text: String) throws -> String {
      let mutant = try XCTUnwrap(
        mutants.first { $0.mutationOperator == mutation && $0.site.original.contains(text) })
      return try run(binary, [], mutant: mutant.id).output
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    XCTAssertEqual(
      try output(.deleteAssignment, "delegate = self"),
      "no delegate,positive,done,animated true,called freed")
    XCTAssertEqual(
      try output(.deleteCall, "log.append(\"positive\")"),
      "delegate,done,animated true,called freed")
    XCTAssertEqual(
      try output(.negateCondition, "log.count > 0"), "delegate,done,animated true,called freed")
    XCTAssertEqual(
      try output(.flipAnimated, "animated: true"),
      "delegate,positive,done,animated false,called freed")
    XCTAssertEqual(
      try output(.completionNow, "finish(animated: true)"),
      "delegate,positive,animated true,done,called freed")
    // A strong delegate pointing at its owner, and a strong capture in a stored closure, are
    // cycles: the object outlives its last outside reference.
    XCTAssertEqual(
      try output(.strongProperty, "weak var delegate"),
      "delegate,positive,done,animated true,called alive")
    let captures = mutants.filter { $0.mutationOperator == .strongCapture }
    XCTAssertEqual(
      try captures.map { try run(binary, [], mutant: $0.id).output.hasSuffix("alive\n") },
      [false, true], "the completion's capture is released after the call; the stored one is not")

    // A traced run with no mutant on behaves as the original and notes each switch it
    // reaches once in its scope: here every mutant's, as `start()` runs all of them.
    let trace = package + "/trace.txt"
    let traced = try run(binary, [], trace: (trace, "scope 1"))
    XCTAssertEqual(traced.output, original + "\n")
    let text = try String(contentsOfFile: trace, encoding: .utf8)
    let reached = MutationSchema.readTrace(text)
    XCTAssertEqual(Set(reached.keys), Set(mutants.map(\.id)), text)
    XCTAssertEqual(Set(reached.values), [["scope 1"]])
    XCTAssertEqual(
      text.split(separator: "\n").count, Set(text.split(separator: "\n")).count,
      "each switch once per scope")
  }

  private func run(
    _ executable: String, _ arguments: [String], mutant: Int? = nil,
    trace: (file: String, scope: String)? = nil
  ) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment[MutationSchema.environmentVariable] = mutant.map(String.init)
    environment[MutationSchema.traceFileVariable] = trace?.file
    environment[MutationSchema.traceScopeVariable] = trace?.scope
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
