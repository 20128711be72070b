/// Why a URL is not a link the app handles; ``reason`` goes into the app log.
public enum DeepLinkRejection: Error, Sendable, Equatable, CustomStringConvertible {
  /// No `scheme://` at all.
  case notAURL
  case unknownScheme
  case unknownHost
  case unknownPath
  /// A `?query` or `#fragment`, which no link form has.
  case unexpectedQuery
  /// The ID part as written, when it is not a plain decimal number.
  case invalidID(String)
  case unknownPost(Int)
  case unknownUser(Int)

  public var reason: String {
    switch self {
    case .notAURL: "not a URL"
    case .unknownScheme: "unknown scheme"
    case .unknownHost: "unknown host"
    case .unknownPath: "unknown path"
    case .unexpectedQuery: "unexpected query or fragment"
    case .invalidID(let text): "invalid id \"\(text)\""
    case .unknownPost(let id): "unknown post \(id)"
    case .unknownUser(let id): "unknown user \(id)"
    }
  }

  public var description: String { reason }
}
