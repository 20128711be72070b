import HeadlessUIKit

/// A screen that records its callbacks into a shared journal, so tests can assert UIKit's order.
@MainActor
final class JournalingController: UIViewController {
  let journal: Journal

  init(_ name: String, id: Int? = nil, journal: Journal) {
    self.journal = journal
    super.init()
    screenName = name
    screenID = id
    title = name
  }

  override func viewDidLoad() { journal.log("\(notationName).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { journal.log("\(notationName).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { journal.log("\(notationName).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) {
    journal.log("\(notationName).viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    journal.log("\(notationName).viewDidDisappear")
  }
  override func willMove(toParent parent: UIViewController?) {
    journal.log("\(notationName).willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    journal.log("\(notationName).didMove(\(parent == nil ? "nil" : "parent"))")
  }
}

@MainActor
final class Journal {
  private(set) var entries: [String] = []
  func log(_ entry: String) { entries.append(entry) }
  func reset() { entries = [] }
}
