/// The one-line notation of a window's controllers, e.g.
/// `Tabs{Home:[Feed > PostDetail(3)], Profile*:[MyProfile]} ^ [EditProfile]`.
///
/// `[A > B]` a navigation stack, bottom to top; `Tabs{Name:…, Name*:…}` a tab bar, `*` marking
/// the selected tab; `X ^ [A]` a presentation over X; a bare `Name` a controller in no container.
public enum HierarchyNotation {
  /// Symbols around which white space is not significant.
  static let symbols: Set<Character> = ["[", "]", "{", "}", "(", ")", ":", ",", "*", ">", "^"]

  /// The form two notations are compared in: trimmed, each run of white space collapsed to one
  /// space, and no space on either side of `[ ] { } ( ) : , *` — nor of `>` and `^`, so that
  /// `[Login>ForgotPassword]` and `[Login > ForgotPassword]` are the same.
  public static func normalize(_ notation: String) -> String {
    // Scalar by scalar, not character by character: a space put back before a combining mark
    // or joiner would fuse with it into a new character, and normalising again would differ.
    var result = String.UnicodeScalarView()
    var spacePending = false
    for scalar in notation.unicodeScalars {
      if scalar.properties.isWhitespace {
        spacePending = !result.isEmpty
        continue
      }
      if spacePending, let last = result.last, !isSymbol(last), !isSymbol(scalar) {
        result.append(" ")
      }
      spacePending = false
      result.append(scalar)
    }
    return String(result)
  }

  private static func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
    symbols.contains(Character(scalar))
  }

  /// Whether the window described by `actual` is the one `expected` describes.
  public static func matches(expected: String, actual: String) -> Bool {
    normalize(expected) == normalize(actual)
  }

  /// The notation spaced as HeadlessUIKit writes it, for showing expected against actual:
  /// ` > ` and ` ^ ` between their operands, `, ` between tabs, nothing around other symbols.
  public static func canonical(_ notation: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in normalize(notation).unicodeScalars {
      switch scalar {
      case ">", "^": result += [" ", scalar, " "]
      case ",": result += [",", " "]
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
