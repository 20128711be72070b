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
    /// The shared domain's files: never mutated, read only so that each declaration gets its
    /// layer as the report's layer census gives it (by what its code does).
    public var sharedDomain: [(path: String, text: String)]

    public init(
      variant: AppVariant, files: [(path: String, text: String)],
      sharedDomain: [(path: String, text: String)] = []
    ) {
      self.variant = variant
      self.files = files
      self.sharedDomain = sharedDomain
    }
  }

  public private(set) var mutants: [Mutant] = []
  /// The texts the mutants were found in, by relative path.
  public private(set) var texts: [String: String] = [:]
  /// Named mutants that could not be placed: their text is not found exactly once, or no
  /// site of their operator is there (`name: why`).
  public private(set) var namedProblems: [String] = []

  /// The named mutants of the catalogue, by name.
  public var named: [String: Mutant] {
    Dictionary(
      mutants.compactMap { mutant in mutant.name.map { ($0, mutant) } },
      uniquingKeysWith: { first, _ in first })
  }

  /// Keeps only the mutants with these ids (their numbers stay).
  public mutating func keep(_ ids: Set<Int>) {
    mutants.removeAll { !ids.contains($0.id) }
  }

  /// Reads each variant's `.swift` files under `root`.
  public init(
    root: String, variants: [AppVariant],
    operators: Set<MutationOperator> = Set(MutationOperator.allCases)
  ) throws {
    func read(_ folder: String) throws -> [(path: String, text: String)] {
      let entries = try FileManager.default.subpathsOfDirectory(atPath: root + "/" + folder)
        .filter { $0.hasSuffix(".swift") }.sorted()
      return try entries.map { entry in
        let path = folder + "/" + entry
        return (path, try String(contentsOfFile: root + "/" + path, encoding: .utf8))
      }
    }
    let shared = try read(VariantRegistry.sharedSourcePath)
    let sources = try variants.map {
      VariantFiles(variant: $0, files: try read($0.sourcePath), sharedDomain: shared)
    }
    self.init(sources: sources, operators: operators)
  }

  public init(
    sources: [VariantFiles], operators: Set<MutationOperator> = Set(MutationOperator.allCases),
    named: [NamedMutant] = NamedMutant.all
  ) {
    var next = 1
    var declarations: [String: [LayeredDeclaration]] = [:]
    for source in sources {
      let classified = LayerClassifier.classify(
        source.files.map { LayerClassifier.Source(path: $0.path, text: $0.text) }
          + source.sharedDomain.map {
            LayerClassifier.Source(path: $0.path, text: $0.text, isShared: true)
          })
      declarations.merge(Dictionary(grouping: classified, by: \.file)) { first, _ in first }
    }
    func layer(_ file: String, _ line: Int) -> SourceLayer {
      MutantLayer.of(line: line, among: declarations[file] ?? [])
    }
    for source in sources {
      let structures = source.files.map { CodeStructure(SourceOutline(text: $0.text)) }
      var instrumentation = Instrumentation()
      instrumentation.addWrappers(in: structures)
      for (file, structure) in zip(source.files, structures) {
        texts[file.path] = file.text
        let sites = MutationSiteFinder(structure: structure, instrumentation: instrumentation)
          .sites().filter { operators.contains($0.mutationOperator) }
        for site in sites {
          mutants.append(
            Mutant(
              id: next, variant: source.variant.name, variantID: source.variant.id,
              file: file.path, layer: layer(file.path, site.line), site: site))
          next += 1
        }
      }
    }
    // Named alternative bodies are numbered after every operator site, so that adding one
    // leaves the operator mutants' ids as they were.
    for source in sources {
      for mutant in named where mutant.variant == source.variant.faultPrefix {
        guard operators.contains(mutant.mutationOperator) else { continue }
        guard let text = texts[mutant.file] else {
          namedProblems.append("\(mutant.name): no file \(mutant.file) in \(source.variant.name)")
          continue
        }
        do throws(NamedPlacement.Failure) {
          switch mutant.change {
          case .site(let mutationOperator, let within, let siteText):
            let lines = try NamedPlacement.lines(of: within, in: text)
            let matching = mutants.indices.filter {
              mutants[$0].file == mutant.file && mutants[$0].mutationOperator == mutationOperator
                && !mutants[$0].isNamedBody && lines.contains(mutants[$0].line)
                && (mutants[$0].site.original == siteText || mutants[$0].site.mutated == siteText)
            }
            guard matching.count == 1 else {
              throw NamedPlacement.Failure(
                "\(matching.count) sites of \(mutationOperator.rawValue) `\(siteText)` there")
            }
            mutants[matching[0]].name = mutant.name
            mutants[matching[0]].mistake = mutant.mistake
          case .body(let mutationOperator, let edits):
            let site = try NamedPlacement.site(mutationOperator, edits, in: text)
            mutants.append(
              Mutant(
                id: next, variant: source.variant.name, variantID: source.variant.id,
                file: mutant.file, layer: layer(mutant.file, site.line),
                site: site, name: mutant.name, mistake: mutant.mistake, isNamedBody: true))
            next += 1
          }
        } catch {
          namedProblems.append("\(mutant.name) in \(mutant.file): \(error.description)")
        }
      }
    }
  }
}
