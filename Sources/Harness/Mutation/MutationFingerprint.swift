import Foundation

/// What a mutation run's results depend on, as one hash: every variant's sources and unit
/// tests, the shared domain they run on, the bundled scenarios (`Scenarios/*.scenario`, not
/// the change requests), the operator set and the mutation code itself (its site finder and
/// the named mutants, `Sources/Harness/Mutation`, and what it reads Swift and the vocabulary
/// through, `Sources/SwiftMetrics/Outline` and `Sources/SwiftMetrics/Vocabulary`). The committed
/// results carry it; the report and a
/// unit test compare it with the sources as they are, so that stale results are said to be so.
/// FNV-1a (64 bits) over each file's relative path and bytes, in path order: not a defence
/// against forgery, only a check that nothing changed.
public enum MutationFingerprint {
  public static let scenarioFolder = "Scenarios"
  /// Where the operators' site finder and the named mutants live.
  public static let mutationFolder = "Sources/Harness/Mutation"
  /// The analyser's code the site finder reads Swift through, and the vocabulary it reads
  /// lifecycle pairs and instrumentation from.
  public static let analyserFolders = [
    "Sources/SwiftMetrics/Outline", "Sources/SwiftMetrics/Vocabulary",
  ]
  /// The committed results of the whole run, relative to the package root.
  public static let resultsFile = "Reports/mutants.json"

  /// The files hashed, relative to `root`, sorted.
  public static func files(root: String, variants: [AppVariant]) -> [String] {
    var folders = variants.flatMap { [$0.sourcePath, TestCost.testPath(of: $0)] }
    folders.append(VariantRegistry.sharedSourcePath)
    folders.append(mutationFolder)
    folders += analyserFolders
    var found: [String] = []
    let manager = FileManager.default
    for folder in folders {
      let entries = (try? manager.subpathsOfDirectory(atPath: root + "/" + folder)) ?? []
      found += entries.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }
    let scenarios = (try? manager.contentsOfDirectory(atPath: root + "/" + scenarioFolder)) ?? []
    found += scenarios.filter { $0.hasSuffix(".scenario") }.map { scenarioFolder + "/" + $0 }
    return Array(Set(found)).sorted()
  }

  /// `fnv1a64:` and 16 hex digits.
  public static func of(
    root: String, variants: [AppVariant], operators: [MutationOperator]
  ) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
    }
    mix(Array(operators.map(\.rawValue).sorted().joined(separator: ",").utf8))
    mix([0])
    for file in files(root: root, variants: variants) {
      mix(Array(file.utf8))
      mix([0])
      mix(FileManager.default.contents(atPath: root + "/" + file) ?? Data())
      mix([0])
    }
    let hex = String(hash, radix: 16)
    return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}
