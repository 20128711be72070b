import Dispatch
import Foundation

/// Threads of our own for work that waits on the disk as much as it computes (reading folders
/// and files): more of them than cores keeps the cores busy while some wait. Dispatch's pool
/// would run only as many as there are cores.
enum Workers {
  /// How many: the cores, and at least four so that reads overlap on a small machine.
  static var count: Int { max(4, ProcessInfo.processInfo.activeProcessorCount) }

  /// Runs `body(0)` … `body(count - 1)` on as many threads and returns when all are done.
  static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    guard count > 1 else {
      body(0)
      return
    }
    let done = DispatchSemaphore(value: 0)
    for index in 1..<count {
      let thread = Thread {
        body(index)
        done.signal()
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
    body(0)
    for _ in 1..<count { done.wait() }
  }
}
