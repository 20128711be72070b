/// A `{ … }` of a file, by what it opens.
public struct CodeBlock: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A type or extension body, from the analyser's declarations.
    case type(name: String)
    /// A function, initializer or deinitializer body; `returnsValue` when it declares `->`.
    case function(name: String, isInit: Bool, returnsValue: Bool)
    /// A stored or computed property's body (accessors or a getter's code).
    case property
    /// `get`, `set`, `willSet`, `didSet`.
    case accessor(name: String)
    /// The body of `if`, `guard … else`, `for`, `while`, `switch`, `do`, `catch`, `defer`, …
    case control(keyword: String)
    case closure
  }

  public var kind: Kind
  /// Token indices of the braces.
  public var open: Int
  public var close: Int
  /// The enclosing block, or -1 at top level.
  public var parent: Int

  /// Whether its content is statements (rather than members).
  public var holdsStatements: Bool {
    switch kind {
    case .type, .property: return false
    case .accessor(let name): return name != "get"
    default: return true
    }
  }
}
