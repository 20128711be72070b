import Foundation

/// A kind of operator site that is an instance of a mistake: the sites of one operator whose
/// source line matches a pattern (and, if given, whose file's name matches another). The site
/// finder runs the same way on every variant, so whether a variant has such a site is found,
/// never listed.
public struct MistakeSite: Sendable, Equatable, CustomStringConvertible {
  public let mutationOperator: MutationOperator
  /// A regular expression the site's first source line must contain a match of.
  public let line: String
  /// A regular expression the file's path must contain a match of; nil: any file.
  public let file: String?
  /// What it is, in words.
  public let summary: String

  init(
    _ mutationOperator: MutationOperator, line: String, file: String? = nil, _ summary: String
  ) {
    self.mutationOperator = mutationOperator
    self.line = line
    self.file = file
    self.summary = summary
  }

  public var description: String { summary }

  /// Whether a mutant of the catalogue is such a site; `line` is its first source line.
  public func matches(_ mutant: Mutant, line text: Substring) -> Bool {
    guard mutant.mutationOperator == mutationOperator, !mutant.isNamedBody else { return false }
    if let file, mutant.file.range(of: file, options: .regularExpression) == nil {
      return false
    }
    return text.range(of: line, options: .regularExpression) != nil
  }
}
