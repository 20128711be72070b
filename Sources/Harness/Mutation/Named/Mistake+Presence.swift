extension Mistake {
  /// The operator sites that are an instance of this mistake, in the catalogue's code (named
  /// alternative bodies are not sites: nothing found them).
  public func sites(in catalogue: MutantCatalogue) -> [Mutant] {
    var lines: [String: [Substring]] = [:]
    return catalogue.mutants.filter { mutant in
      if lines[mutant.file] == nil {
        lines[mutant.file] =
          (catalogue.texts[mutant.file] ?? "").split(
            separator: "\n", omittingEmptySubsequences: false)
      }
      let fileLines = lines[mutant.file] ?? []
      guard mutant.line >= 1, mutant.line <= fileLines.count else { return false }
      let line = fileLines[mutant.line - 1]
      return sites.contains { $0.matches(mutant, line: line) }
    }
  }

  /// How each variant of the catalogue stands to each mistake, by mistake name and fault
  /// prefix: its named mutant, or — when the site finder finds no site of the mistake in its
  /// code and the harness holds no named mutant for it there — cannot happen.
  public static func presence(in catalogue: MutantCatalogue, variants: [AppVariant])
    -> [String: [String: Presence]]
  {
    var result: [String: [String: Presence]] = [:]
    for mistake in Mistake.catalogue {
      let sites = mistake.sites(in: catalogue)
      for variant in variants {
        let named = catalogue.mutants.first {
          $0.variantID == variant.id && $0.mistake == mistake.name
        }
        if let name = named?.name {
          result[mistake.name, default: [:]][variant.faultPrefix] = .named(name)
        } else if !sites.contains(where: { $0.variantID == variant.id }) {
          result[mistake.name, default: [:]][variant.faultPrefix] = .cannotHappen(
            "no site in its code (\(mistake.sitesDescription))")
        }
      }
    }
    return result
  }
}
