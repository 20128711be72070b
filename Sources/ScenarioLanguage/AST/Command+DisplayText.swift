extension Command: CustomStringConvertible {
  /// The command as it would be written in a script, e.g. `type email "ana@example.com"`.
  public var displayText: String {
    switch self {
    case .launch: return "launch"
    case .relaunch: return "relaunch"
    case .tap(let id): return "tap \(id)"
    case .doubleTap(let id): return "double-tap \(id)"
    case .type(let id, let text): return "type \(id) \(ScriptText.quoted(text))"
    case .back: return "back"
    case .backCancelled: return "back cancelled"
    case .swipeDown: return "swipe-down"
    case .swipeDownCancelled: return "swipe-down cancelled"
    case .tab(let name): return "tab \(name)"
    case .open(let url): return "open \(ScriptText.quoted(url))"
    case .expireSession: return "expire-session"
    case .expectScreen(let name, let id):
      return "expect screen \(name)" + (id.map { "(\($0))" } ?? "")
    case .expectHierarchy(let notation): return "expect hierarchy \(ScriptText.quoted(notation))"
    case .expectText(let id, let text): return "expect text \(id) \(ScriptText.quoted(text))"
    case .expectNoLeaks: return "expect no-leaks"
    }
  }

  public var description: String { displayText }
}
