import Foundation

/// Outputs made ready by ``AtomicFile/prepare(_:)``: regular files written to temporaries
/// beside their targets, streams' data kept. ``commit()`` puts them all in place; whatever is
/// not committed is removed when the value goes.
public final class PreparedFiles: @unchecked Sendable {
  struct Entry {
    let target: OutputTarget
    /// The temporary of a regular file until it is renamed into place.
    var temporary: String?
    /// A stream's data, written only at the commit.
    let data: Data?
  }

  var entries: [Entry] = []

  init() {}

  /// Joins other prepared outputs to these, to be committed together.
  public func append(_ other: PreparedFiles) {
    entries += other.entries
    other.entries = []
  }

  /// Renames every temporary into place and writes the streams; throws the first failure.
  public func commit() throws(AtomicFile.WriteError) {
    try AtomicFile.commit(self)
  }

  deinit {
    for case let temporary? in entries.map(\.temporary) { PendingFiles.remove(temporary) }
  }
}
