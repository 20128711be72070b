/// One place where one operator applies, in one file: what the code says there, what the
/// mistake makes it say, and how the schema copy holds both.
public struct MutationSite: Sendable, Equatable {
  public var mutationOperator: MutationOperator
  public var line: Int
  /// The code as written (one line where it is long).
  public var original: String
  /// The code with the mistake.
  public var mutated: String
  public var insertions: [SchemaInsertion]

  public init(
    mutationOperator: MutationOperator, line: Int, original: String, mutated: String,
    insertions: [SchemaInsertion]
  ) {
    self.mutationOperator = mutationOperator
    self.line = line
    self.original = original
    self.mutated = mutated
    self.insertions = insertions
  }
}
