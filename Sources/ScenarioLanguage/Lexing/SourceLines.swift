/// Cuts a script into lines: `\n`, `\r\n` and a lone `\r` all end a line (a `\r\n` is a single
/// Character in Swift, so splitting on `"\n"` alone would miss it). A leading byte-order mark
/// is dropped so that it does not shift the columns of the first line.
public enum SourceLines {
  public static func split(_ source: String) -> [String] {
    var text = Substring(source)
    if text.first == "\u{FEFF}" { text = text.dropFirst() }
    return text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }.map(String.init)
  }
}
