import Foundation
import SwiftMetrics

/// Every mutant of the chosen variants, numbered in one sequence: variants in registry order,
/// files by path, sites by place. Only the variants' own sources are read (never the shared
/// domain), the same way for each.
public struct MutantCatalogue: Sendable {
  public struct VariantFiles: Sendable {
    public var variant: AppVariant
    /// Relative paths and texts.
    public var files: [(path: String, text: String)]

    public init(variant: AppVariant, files: [(path: String, text: String)]) {
      self.variant = variant
      self.files = files
    }
  }

  public private(set) var mutants: [Mutant] = []
  /// The texts the mutants were found in, by relative path.
  public private(set) var texts: [String: String] = [:]

  /// Keeps only the mutants with these ids (their numbers stay).
  public mutating func keep(_ ids: Set<Int>) {
    mutants.removeAll { !ids.contains($0.id) }
  }

  /// Reads each variant's `.swift` files under `root`.
  public init(
    root: String, variants: [AppVariant],
    operators: Set<MutationOperator> = Set(MutationOperator.allCases)
  ) throws {
    var sources: [VariantFiles] = []
    let manager = FileManager.default
    for variant in variants {
      let folder = root + "/" + variant.sourcePath
      let entries = try manager.subpathsOfDirectory(atPath: folder).filter {
        $0.hasSuffix(".swift")
      }
      .sorted()
      var files: [(path: String, text: String)] = []
      for entry in entries {
        let path = variant.sourcePath + "/" + entry
        files.append((path, try String(contentsOfFile: root + "/" + path, encoding: .utf8)))
      }
      sources.append(VariantFiles(variant: variant, files: files))
    }
    self.init(sources: sources, operators: operators)
  }

  public init(
    sources: [VariantFiles], operators: Set<MutationOperator> = Set(MutationOperator.allCases)
  ) {
    var next = 1
    for source in sources {
      let structures = source.files.map { CodeStructure(SourceOutline(text: $0.text)) }
      var instrumentation = Instrumentation()
      instrumentation.addFaultSets(in: structures)
      instrumentation.addWrappers(in: structures)
      for (file, structure) in zip(source.files, structures) {
        texts[file.path] = file.text
        let sites = MutationSiteFinder(structure: structure, instrumentation: instrumentation)
          .sites().filter { operators.contains($0.mutationOperator) }
        for site in sites {
          mutants.append(
            Mutant(
              id: next, variant: source.variant.name, variantID: source.variant.id,
              file: file.path, layer: MutantLayer.of(file: file.path, line: site.line), site: site))
          next += 1
        }
      }
    }
  }
}
