import Foundation

/// Lines from a pipe, with a time limit on each: how the supervisor tells a hung worker from
/// a slow one without a thread per worker.
final class PipeLineReader {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var ended = false
  /// Whether the last `next` gave up for lack of time (rather than at the end of the pipe).
  private(set) var timedOut = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line without its newline; nil at the end of the pipe or after `timeout` seconds
  /// without one.
  func next(timeout: Double) -> String? {
    timedOut = false
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return line
      }
      if ended { return nil }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else {
        timedOut = true
        return nil
      }
      var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&waiting, 1, Int32(min(left * 1_000, 60_000)) + 1)
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 4_096)
      let count = read(descriptor, &chunk, chunk.count)
      if count > 0 {
        buffer += chunk[0..<count]
      } else if count == 0 || errno != EINTR {
        ended = true
      }
    }
  }
}
