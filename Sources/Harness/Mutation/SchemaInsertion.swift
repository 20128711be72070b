/// Text a mutant adds to its file in the schema copy, at a byte offset of the original.
/// Every mutant is expressed as insertions only, so that mutants nested in one another (a call
/// deleted inside a closure whose capture is made strong) compose: at one offset, inner
/// mutants close before outer ones, and outer mutants open before inner ones.
public struct SchemaInsertion: Sendable, Equatable {
  public var offset: Int
  /// May contain `MUTANT` in place of the mutant's id, filled in when ids are given.
  public var text: String
  /// The byte range of the original the mutant spans, to order insertions at one offset.
  public var spanStart: Int
  public var spanEnd: Int

  public init(offset: Int, text: String, spanStart: Int, spanEnd: Int) {
    self.offset = offset
    self.text = text
    self.spanStart = spanStart
    self.spanEnd = spanEnd
  }

  /// Whether it closes what its mutant opened (it sits at the end of the span).
  var closes: Bool { offset == spanEnd && spanEnd > spanStart }
}
