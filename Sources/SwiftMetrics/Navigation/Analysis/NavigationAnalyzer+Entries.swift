/// Rule: entries. A function nobody in the tree calls is entered from outside: the launch (a
/// SwiftUI `App`, an app delegate's or scene delegate's launch callback, an uncalled `start()`,
/// `run()`, `launch()`), a deep link (a name, label or parameter about URLs, links, user
/// activities, shortcuts or remote notifications, `application(_:open:options:)`), else
/// another event (a notification, a system callback, a session's expiry). The names are
/// `Vocabulary`'s launch and deep-link rows.
/// Examples: `EntryTests`, `DeepLinkEntryTests`.
extension NavigationAnalyzer {
  /// Where an uncalled function is entered from: the launch (`launch()`, `start()`, an app
  /// delegate's `didFinishLaunching`, a scene's `willConnectTo`, a SwiftUI `App`), a deep link
  /// (a name or label about URLs, links, user activities or shortcuts, or
  /// `application(_:open:options:)`), else another
  /// event (a system callback, a notification, session expiry).
  func entrySource(_ function: Int) -> Int32 {
    let fact = self.function(function)
    let owner = functionOwner[function]
    if owner >= 0 && words.app >= 0 && graph.nodes[Int(owner)].inherits.contains(words.app) {
      return Self.launchSource
    }
    let spelled = name(fact.name)
    let labels = parameters(of: function).map { name($0.label) }
    // A callback is told by its first label (`didFinishLaunchingWithOptions`, `open`).
    func isCallback(_ row: Vocabulary.Row) -> Bool {
      row.baseName == spelled && row.labels.first { $0 != "_" }.map(labels.contains) == true
    }
    if Vocabulary.launchNames.contains(spelled.lowercased())
      || Vocabulary.launchCallbacks.contains(where: isCallback)
    {
      return Self.launchSource
    }
    // Parameter names too (`continue userActivity:`).
    let words = ([spelled] + labels + parameters(of: function).map { name($0.name) }).map {
      $0.lowercased()
    }
    if words.contains(where: { word in Vocabulary.deepLinkWords.contains { word.contains($0) } })
      || Vocabulary.deepLinkCallbacks.contains(where: isCallback)
    {
      return Self.deepLinkSource
    }
    return Self.eventSource
  }
}
