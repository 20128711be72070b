import Dispatch

/// Work (writing a file) done on another thread; `wait()` returns when it is done and throws
/// what it threw.
final class BackgroundWrite: @unchecked Sendable {
  private let group = DispatchGroup()
  /// Set by the worker before it leaves the group; read after `wait`.
  private var failure: (any Error)?

  init(_ work: @escaping @Sendable () throws -> Void) {
    DispatchQueue.global().async(group: group) { [self] in
      do { try work() } catch { failure = error }
    }
  }

  func wait() throws {
    group.wait()
    if let failure { throw failure }
  }
}
