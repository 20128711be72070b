/// The layer a mutant is counted in. For now the layer of its file (``SourceLayer``); the one
/// place to change when layers are found per declaration.
enum MutantLayer {
  static func of(file: String, line: Int) -> SourceLayer {
    SourceLayer.of(file)
  }
}
