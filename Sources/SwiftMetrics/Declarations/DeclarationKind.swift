/// The declarations the analyser records.
public enum DeclarationKind: String, Sendable, CaseIterable, Comparable {
  case `class`, `struct`, `enum`, `protocol`, actor, `extension`, `typealias`

  /// Classes, structs, enums, protocols and actors: what "types" counts. Extensions add to a
  /// type; typealiases only name one.
  public var isType: Bool { self != .extension && self != .typealias }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
