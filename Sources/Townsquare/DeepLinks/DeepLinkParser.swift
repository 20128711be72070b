import Foundation

/// Reads the form of a deep link: `app://post/ID`, `app://user/ID`, `app://settings` and
/// `app://profile/edit`, matched exactly (case-sensitive, no trailing slash, no query). Whether
/// an ID exists is checked by ``DeepLinkInteractor``, which knows the data.
public enum DeepLinkParser {
  public static func parse(_ url: String) throws(DeepLinkRejection) -> DeepLink {
    guard let separator = url.range(of: "://") else { throw .notAURL }
    guard url[..<separator.lowerBound] == "app" else { throw .unknownScheme }
    let rest = url[separator.upperBound...]
    guard !rest.contains("?"), !rest.contains("#") else { throw .unexpectedQuery }
    let parts = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let path = Array(parts.dropFirst())
    switch parts[0] {
    case "post": return .post(id: try id(in: path))
    case "user": return .user(id: try id(in: path))
    case "settings":
      guard path.isEmpty else { throw .unknownPath }
      return .settings
    case "profile":
      guard path == ["edit"] else { throw .unknownPath }
      return .editProfile
    default: throw .unknownHost
    }
  }

  /// The one path component of `post/ID` or `user/ID`, as a decimal number in its plain
  /// spelling (no sign, no leading zero), so that each link has exactly one form.
  private static func id(in path: [String]) throws(DeepLinkRejection) -> Int {
    guard path.count == 1, let text = path.first, !text.isEmpty else { throw .unknownPath }
    guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(text), String(id) == text
    else { throw .invalidID(text) }
    return id
  }
}
