import Foundation

extension String {
  /// The text a user meant: surrounding spaces (and newlines) removed. "Empty" in DESIGN.md
  /// means empty after this.
  var trimmedInput: String {
    trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The form in which two emails are compared: trimmed and lower-cased.
  var emailKey: String {
    trimmedInput.lowercased()
  }
}
