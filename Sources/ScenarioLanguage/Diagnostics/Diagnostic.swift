/// An error in a script or in an argument naming scripts.
///
/// Rendered like a compiler's: `path:line:column: error: message`, then the source line and a
/// caret under the column. An argument error (a path that does not exist, say) has no location
/// and renders as `path: error: message`. What is shown is made safe for a terminal: control
/// characters escaped, long words and lines clipped (see `TerminalText`).
public struct Diagnostic: Equatable, Hashable, Sendable, CustomStringConvertible {
  public let path: String
  public let location: SourceLocation?
  public let message: String
  /// The line the location points into, as written (tabs kept).
  public let sourceLine: String?

  public init(path: String, location: SourceLocation?, message: String, sourceLine: String?) {
    self.path = path
    self.location = location
    self.message = message
    self.sourceLine = sourceLine
  }

  /// The diagnostic as printed: one line, or three with the source line and its caret.
  public var rendered: String {
    let place = TerminalText.sanitized(path)
    let text = TerminalText.clipped(message)
    guard let location else { return "\(place): error: \(text)" }
    let header = "\(place):\(location.line):\(location.column): error: \(text)"
    guard let sourceLine else { return header }
    let shown = TerminalText.sourceLine(sourceLine, caretAt: location.column)
    return header + "\n" + shown.text + "\n" + Self.caretLine(under: shown.column, in: shown.text)
  }

  public var description: String { rendered }

  /// Spaces up to the column, except that a tab in the source stays a tab, so that the caret
  /// lines up however wide the terminal shows tabs.
  static func caretLine(under column: Int, in sourceLine: String) -> String {
    var prefix = ""
    var characters = sourceLine.makeIterator()
    for _ in 1..<max(column, 1) {
      prefix.append(characters.next() == "\t" ? "\t" : " ")
    }
    return prefix + "^"
  }
}
