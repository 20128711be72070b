/// A path's folder and name, spelled as `NSString`'s path methods spell them.
///
/// Foundation on Linux (swift-corelibs-foundation, this toolchain) traps in
/// `NSString.deletingLastPathComponent` when the path is a one-character name with no folder
/// (`"a"`, `"a/"`): a user's `--report a` crashed the command. Every path the workbench splits
/// goes through here instead.
public enum PathText {
  /// The path without its last component: `"out/a.md"` → `"out"`, `"a.md"` → `""`,
  /// `"/a"` → `"/"`, `"/"` → `"/"`, trailing and doubled slashes ignored.
  public static func folder(of path: String) -> String {
    var text = Substring(path)
    while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
    guard let slash = text.lastIndex(of: "/") else { return "" }
    var folder = text[..<slash]
    while folder.hasSuffix("/") { folder = folder.dropLast() }
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The path's last component: `"out/a.md"` → `"a.md"`, `"a/"` → `"a"`, `"/"` → `"/"`.
  public static func name(of path: String) -> String {
    var text = Substring(path)
    while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
    guard text != "/", let slash = text.lastIndex(of: "/") else { return String(text) }
    return String(text[text.index(after: slash)...])
  }
}
