import Foundation

/// Writes all of a buffer to a descriptor, as `write(2)` must be driven: again after a signal
/// interrupts it or a short write, waiting when a non-blocking descriptor is full.
public enum DescriptorWriter {
  /// Nil when everything was written, else the `errno` that stopped it.
  public static func write(_ data: Data, to descriptor: Int32) -> Int32? {
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written >= 0 {
          offset += written
        } else if errno == EAGAIN {
          var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&waiting, 1, -1)
        } else if errno != EINTR {
          return errno
        }
      }
      return nil
    }
  }

  /// What a failed write means to a user; a closed pipe is named as such.
  public static func reason(_ error: Int32) -> String {
    error == EPIPE ? "its reader closed it" : String(cString: strerror(error))
  }
}
