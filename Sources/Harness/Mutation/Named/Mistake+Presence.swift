extension Mistake {
  /// The operator sites that are an instance of this mistake, in the catalogue's code (named
  /// alternative bodies are not sites: nothing found them).
  public func sites(in catalogue: MutantCatalogue) -> [Mutant] {
    var readers: [String: MistakeSiteReader] = [:]
    return catalogue.mutants.filter { mutant in
      let reader =
        readers[mutant.file] ?? MistakeSiteReader(text: catalogue.texts[mutant.file] ?? "")
      readers[mutant.file] = reader
      let code = reader.code(onLine: mutant.line)
      let role = reader.role(ofTypeAt: mutant.line)
      return sites.contains { $0.matches(mutant, code: code, typeRole: role) }
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
