import Foundation
import SwiftMetrics

/// A kind of operator site that is an instance of a mistake: the sites of one operator whose
/// code line matches a pattern (and, if given, that lie in a type whose role is one of
/// `roles`). Both are read through the analyser (``MistakeSiteReader``): the line's tokens,
/// comments left out, and the role the analyser's naming rule gives the enclosing type — the
/// same way in every variant, so whether a variant has such a site is found, never listed.
public struct MistakeSite: Sendable, Equatable, CustomStringConvertible {
  public let mutationOperator: MutationOperator
  /// A regular expression the site's first code line must contain a match of.
  public let line: String
  /// The roles the type (or extension) holding the site may have; nil: any type.
  public let roles: Set<Role>?
  /// What it is, in words.
  public let summary: String

  init(
    _ mutationOperator: MutationOperator, line: String, in roles: Set<Role>? = nil,
    _ summary: String
  ) {
    self.mutationOperator = mutationOperator
    self.line = line
    self.roles = roles
    self.summary = summary
  }

  public var description: String { summary }

  /// Whether a mutant of the catalogue is such a site; `code` is its first line's code,
  /// `typeRole` the role of the type holding it.
  func matches(_ mutant: Mutant, code: Substring, typeRole: Role?) -> Bool {
    guard mutant.mutationOperator == mutationOperator, !mutant.isNamedBody else { return false }
    if let roles, !(typeRole.map(roles.contains) ?? false) { return false }
    return code.range(of: line, options: .regularExpression) != nil
  }
}
