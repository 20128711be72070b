/// One declaration with its layer: a type's or extension's own lines (its header and stored
/// properties), or one member with a body (function, initialiser, computed property).
public struct LayeredDeclaration: Sendable, Equatable, Codable {
  /// What was declared: a type's or extension's own lines, a protocol, or a member.
  public enum Kind: String, Sendable, Codable {
    case type, `protocol`, `extension`, member
  }

  public var file: String
  public var line: Int
  /// `FeedWireframe`, `FeedWireframe.openPostDetail`, `LoginPresenter.init`.
  public var name: String
  public var layer: DeclarationLayer
  /// Its lines that are neither blank nor only a comment; a member's are not its type's.
  public var codeLines: Int
  public var kind: Kind
  /// The line its declaration ends on (its closing brace); a type's span holds its members'.
  public var endLine: Int
  /// The screen it belongs to, by what builds what (``LayerClassifier``'s screens rule); nil
  /// for code of no screen (a coordinator, a router, the app's entry) or when no screens
  /// were given.
  public var screen: String?

  public init(
    file: String, line: Int, name: String, layer: DeclarationLayer, codeLines: Int,
    kind: Kind = .member, endLine: Int? = nil, screen: String? = nil
  ) {
    self.screen = screen
    self.kind = kind
    self.endLine = endLine ?? line
    self.file = file
    self.line = line
    self.name = name
    self.layer = layer
    self.codeLines = codeLines
  }
}
