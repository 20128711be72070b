import Foundation
import Harness

/// The one build of the mutation schema: a copy of the package under `.build/mutants/package`
/// whose variant sources hold every mutant behind `__mutant(id)`, built with its tests in its
/// own scratch folder (incremental on the next run, as only changed files are rewritten). A
/// build that fails on mutants is traced back to them through the compiler's `file:line`;
/// they are marked uncompilable and the copy is generated again without them.
struct MutantBuild {
  let source: String
  let workspace: String
  let catalogue: MutantCatalogue

  var copy: PackageCopy { PackageCopy(source: source, root: workspace + "/package") }
  var scratch: String { workspace + "/scratch" }
  var log: String { workspace + "/build.log" }

  struct Outcome {
    /// Mutant ids the schema could not hold, with the compiler's message.
    var uncompilable: [Int: String] = [:]
    var rounds = 0
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Generates and builds `product` until the copy builds; rounds are bounded, as each
  /// removes at least one mutant.
  func run(product: String, progress: (String) -> Void) throws -> Outcome {
    var outcome = Outcome()
    while true {
      outcome.rounds += 1
      let kept = catalogue.mutants.filter { outcome.uncompilable[$0.id] == nil }
      let schemas = try generate(kept)
      progress(
        "building the schema copy (\(kept.count) mutants, round \(outcome.rounds)) in "
          + "\(copy.root)")
      let status = try ChildProcess(
        executable: "/usr/bin/env",
        arguments: [
          "swift", "build", "--product", product, "--package-path", copy.root,
          "--scratch-path", scratch,
        ],
        directory: copy.root
      ).run(log: log)
      if status == 0 { return outcome }
      let blamed = blame(schemas: schemas)
      guard !blamed.isEmpty, outcome.rounds < 8 else {
        throw Failure(
          description: "the schema copy does not build, and its errors point at no mutant "
            + "(see \(log)):\n" + ChildProcess.tail(of: log))
      }
      for (id, message) in blamed { outcome.uncompilable[id] = message }
      progress("\(blamed.count) mutants do not compile in schema form; building without them")
    }
  }

  /// Builds the copy's tests too (the mutants compiled with the product already).
  func buildTests(progress: (String) -> Void) throws {
    progress("building the schema copy's tests")
    let status = try ChildProcess(
      executable: "/usr/bin/env",
      arguments: [
        "swift", "build", "--build-tests", "--package-path", copy.root, "--scratch-path", scratch,
      ],
      directory: copy.root
    ).run(log: log)
    guard status == 0 else {
      throw Failure(
        description: "the schema copy's tests do not build (see \(log)):\n"
          + ChildProcess.tail(of: log))
    }
  }

  /// Writes the copy; the schema of each file that has mutants, by relative path.
  private func generate(_ mutants: [Mutant]) throws -> [String: MutationSchema] {
    var overrides: [String: Data] = [:]
    var schemas: [String: MutationSchema] = [:]
    for (file, ofFile) in Dictionary(grouping: mutants, by: \.file) {
      guard let original = catalogue.texts[file] else { continue }
      let schema = MutationSchema(original: original, mutants: ofFile)
      schemas[file] = schema
      overrides[file] = Data(schema.text.utf8)
    }
    for variant in VariantRegistry.all {
      overrides[variant.sourcePath + "/" + MutationSchema.helperFileName] = Data(
        MutationSchema.helperSource.utf8)
    }
    try copy.reset(overrides: overrides)
    return schemas
  }

  /// Mutant ids named by the build's errors (`/…/package/Sources/X/Y.swift:12:5: error: …`).
  private func blame(schemas: [String: MutationSchema]) -> [Int: String] {
    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    var found: [Int: String] = [:]
    let prefix = copy.root + "/"
    for line in text.split(separator: "\n") where line.contains(": error: ") {
      let parts = line.split(separator: ":", maxSplits: 3)
      guard parts.count == 4, let number = Int(parts[1]) else { continue }
      var path = String(parts[0])
      if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
      guard let schema = schemas[path] else { continue }
      for id in schema.mutants(atLine: number) where found[id] == nil {
        found[id] = "\(path):\(number):" + parts[3].trimmingCharacters(in: .whitespaces)
      }
    }
    return found
  }
}
