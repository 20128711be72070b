import Foundation

/// The temporary files being written right now, so that an interrupted run (Ctrl-C, `kill`, a
/// closed terminal) removes them before it dies instead of leaving `*.tmp` beside the reports.
///
/// The signal handler may only make async-signal-safe calls, so the paths are kept as C strings
/// in a fixed table it can read without allocating; `unlink` is safe to call there.
enum PendingFiles {
  static let capacity = 64
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> =
    {
      let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
      table.initialize(repeating: nil, count: capacity)
      return table
    }()
  nonisolated(unsafe) private static var counter = 0
  nonisolated(unsafe) private static var handlersInstalled = false
  /// The process group of a child that must end with this process (`swift build` started by
  /// `run changes` runs in its own group, so Ctrl-C at the terminal does not reach it); 0 for
  /// none. Read by the signal handler.
  nonisolated(unsafe) private static var childGroup: pid_t = 0
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// Files are prepared on more than one thread (the JSON beside the text); the signal
  /// handler reads the slots without it, as it must.
  private static let lock = NSLock()

  /// A fresh hidden name beside `name`, registered for removal on a signal.
  static func reserve(in directory: String, for name: String) -> String {
    lock.lock()
    defer { lock.unlock() }
    installHandlers()
    counter += 1
    let pid = ProcessInfo.processInfo.processIdentifier
    let path = "\(directory)/.\(name).\(pid).\(counter).tmp"
    if let free = (0..<capacity).first(where: { slots[$0] == nil }) {
      slots[free] = strdup(path)
    }
    return path
  }

  /// The file is gone or renamed: no longer ours to remove.
  static func forget(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    for index in 0..<capacity {
      guard let slot = slots[index], String(cString: slot) == path else { continue }
      slots[index] = nil
      free(slot)
    }
  }

  /// Removes the file and forgets it.
  static func remove(_ path: String) {
    unlink(path)
    forget(path)
  }

  /// From now until ``childEnded()``, a SIGINT, SIGTERM, SIGHUP or SIGQUIT that ends this
  /// process is sent on to the group of `pid` (and to `pid`) first.
  static func childStarted(_ pid: pid_t) {
    lock.lock()
    defer { lock.unlock() }
    installHandlers()
    childGroup = pid
  }

  static func childEnded() {
    lock.lock()
    defer { lock.unlock() }
    childGroup = 0
  }

  private static func installHandlers() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    for number in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        for index in 0..<PendingFiles.capacity {
          if let slot = PendingFiles.slots[index] { unlink(slot) }
        }
        let child = PendingFiles.childGroup
        if child > 0 {
          kill(-child, number)
          kill(child, number)
        }
        // Then die of the signal as if it had not been caught, so the parent sees why.
        signal(number, SIG_DFL)
        raise(number)
      }
      sigemptyset(&action.sa_mask)
      var previous = sigaction()
      sigaction(number, nil, &previous)
      // A signal the parent chose to ignore (nohup) stays ignored.
      let ignored = unsafeBitCast(SIG_IGN, to: Int.self)
      if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == ignored {
        continue
      }
      sigaction(number, &action, nil)
    }
  }
}
