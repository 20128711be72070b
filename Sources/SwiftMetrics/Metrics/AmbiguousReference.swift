/// A type name the analysis could not attribute: neither the referring file's module nor an
/// enclosing type declares it, several other modules do, and the file's imports do not single
/// one out (none or several of them are imported). No edge is counted for it; the candidates
/// say which declarations it could mean.
public struct AmbiguousReference: Sendable, Equatable, Comparable, CustomStringConvertible {
  /// The name as written (an extension's whole extended name, `Outer.Inner`).
  public var name: String
  public var file: String
  /// The first line of the file where it occurs.
  public var line: Int
  /// How many times the file uses it.
  public var count: Int
  /// Names of the declarations it could mean (module-prefixed, as in `TypeMetrics.name`),
  /// sorted.
  public var candidates: [String]

  public init(name: String, file: String, line: Int, count: Int, candidates: [String]) {
    self.name = name
    self.file = file
    self.line = line
    self.count = count
    self.candidates = candidates
  }

  public var description: String {
    "\(file):\(line): \(name) ×\(count) could be \(candidates.joined(separator: ", "))"
  }

  public static func < (lhs: AmbiguousReference, rhs: AmbiguousReference) -> Bool {
    (lhs.file, lhs.line, lhs.name) < (rhs.file, rhs.line, rhs.name)
  }
}
