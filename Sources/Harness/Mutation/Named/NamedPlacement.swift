/// Places a named mutant's texts in its file: each must be found exactly once, and the
/// schema holds the original beside the mutated text.
enum NamedPlacement {
  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// The byte offsets where `needle` starts in `text`.
  static func offsets(of needle: String, in text: String) -> [Int] {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, pattern.count <= haystack.count else { return [] }
    var found: [Int] = []
    for start in 0...(haystack.count - pattern.count)
    where haystack[start] == pattern[0]
      && Array(haystack[start..<(start + pattern.count)]) == pattern
    {
      found.append(start)
    }
    return found
  }

  /// The byte range of `needle`, found exactly once.
  static func range(of needle: String, in text: String) throws(Failure) -> Range<Int> {
    let found = offsets(of: needle, in: text)
    guard found.count == 1 else {
      throw Failure("`\(needle.prefix(60))` is found \(found.count) times, not once")
    }
    return found[0]..<(found[0] + needle.utf8.count)
  }

  /// The 1-based line numbers `needle` (found exactly once) covers.
  static func lines(of needle: String, in text: String) throws(Failure) -> ClosedRange<Int> {
    let range = try range(of: needle, in: text)
    let first = line(at: range.lowerBound, in: text)
    return first...(first + needle.utf8.filter { $0 == 0x0A }.count)
  }

  static func line(at offset: Int, in text: String) -> Int {
    1 + text.utf8.prefix(offset).filter { $0 == 0x0A }.count
  }

  /// The byte range of an edit's original: its first occurrence inside its `within` text.
  static func range(of edit: NamedMutant.Edit, in text: String) throws(Failure) -> Range<Int> {
    guard let within = edit.within else { return try range(of: edit.original, in: text) }
    let outer = try range(of: within, in: text)
    guard let inner = offsets(of: edit.original, in: within).first else {
      throw Failure("`\(edit.original.prefix(60))` is not in its context")
    }
    return (outer.lowerBound + inner)..<(outer.lowerBound + inner + edit.original.utf8.count)
  }

  /// The schema form of an alternative body.
  static func site(
    _ mutationOperator: MutationOperator, _ edits: [NamedMutant.Edit], in text: String
  ) throws(Failure) -> MutationSite {
    var insertions: [SchemaInsertion] = []
    var firstOffset = Int.max
    for edit in edits {
      let range = try range(of: edit, in: text)
      firstOffset = min(firstOffset, range.lowerBound)
      switch edit.form {
      case .statements:
        insertions.append(
          SchemaInsertion(
            offset: range.lowerBound, text: "if __mutant(MUTANT) { \(edit.mutated) } else { ",
            spanStart: range.lowerBound, spanEnd: range.upperBound))
        insertions.append(
          SchemaInsertion(
            offset: range.upperBound, text: " }", spanStart: range.lowerBound,
            spanEnd: range.upperBound))
      case .before:
        insertions.append(
          SchemaInsertion(
            offset: range.lowerBound, text: "if __mutant(MUTANT) { \(edit.mutated) }; ",
            spanStart: range.lowerBound, spanEnd: range.lowerBound))
      case .declaration:
        insertions.append(
          SchemaInsertion(
            offset: range.upperBound, text: "\n" + edit.mutated, spanStart: range.upperBound,
            spanEnd: range.upperBound))
      }
    }
    let oneLine = { (text: String) in
      text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
    return MutationSite(
      mutationOperator: mutationOperator, line: line(at: firstOffset, in: text),
      original: edits.map { oneLine($0.original) }.joined(separator: " … "),
      mutated: edits.map {
        oneLine($0.form == .declaration ? $0.original + " " + $0.mutated : $0.mutated)
      }
      .joined(separator: " … "),
      insertions: insertions)
  }
}
