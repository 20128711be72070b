import Foundation

/// Writes whole files or nothing: each regular file goes to a temporary file beside it, then a
/// rename, so a reader (or a failed run) never sees half a report. Several files written
/// together are all prepared before any is renamed, and renamed under a lock on their folders,
/// so that two runs at once leave the files of one run, not a mix.
public enum AtomicFile {
  public struct WriteError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason)" }
  }

  public static func write(_ text: String, to path: String) throws(WriteError) {
    try write(Data(text.utf8), to: path)
  }

  public static func write(_ data: Data, to path: String) throws(WriteError) {
    try write([(try OutputTarget.resolve(path), data)])
  }

  /// Writes every file; on a failure before the renames, none. A stream cannot be taken back:
  /// it is written last, once every file is ready.
  public static func write(_ outputs: [(target: OutputTarget, data: Data)]) throws(WriteError) {
    // Locked from the first temporary on: a run waiting for another writes nothing meanwhile.
    let lock = DirectoryLock(directories(of: outputs.map(\.target)))
    defer { lock.release() }
    try renameIntoPlace(try prepare(outputs))
  }

  /// Like ``write(_:)``, with one more output made in pieces (see
  /// ``prepare(_:streaming:)``): under the same lock, so that a run waiting for another writes
  /// nothing meanwhile, and put in place together with the others.
  public static func write(
    _ outputs: [(target: OutputTarget, data: Data)], streaming target: OutputTarget?,
    _ produce: ((Data) throws -> Void) throws -> Void
  ) throws(WriteError) {
    let lock = DirectoryLock(directories(of: outputs.map(\.target) + [target].compactMap { $0 }))
    defer { lock.release() }
    let prepared = PreparedFiles()
    if let target { prepared.append(try prepare(target, streaming: produce)) }
    prepared.append(try prepare(outputs))
    try renameIntoPlace(prepared)
  }

  /// Writes each regular file's temporary beside it (data and `fsync`: the slow part, which a
  /// caller may do on another thread while it makes the other outputs) and keeps the streams'
  /// data. Nothing is visible at the target paths until ``PreparedFiles/commit()``.
  public static func prepare(_ outputs: [(target: OutputTarget, data: Data)])
    throws(WriteError) -> PreparedFiles
  {
    let prepared = PreparedFiles()
    for output in outputs {
      guard case .file(let directory, let name) = output.target.kind else {
        prepared.entries.append(.init(target: output.target, temporary: nil, data: output.data))
        continue
      }
      let temporary = try writeTemporary(output.data, beside: name, in: directory, for: output)
      prepared.entries.append(.init(target: output.target, temporary: temporary, data: nil))
    }
    return prepared
  }

  /// Like ``prepare(_:)`` for one output made in pieces: `produce` hands each piece to the
  /// function it is given, which writes it to the temporary file at once, so that the whole
  /// never needs to be in memory. (A stream still gets it whole, at the commit.) Whatever
  /// `produce` or a write throws leaves no temporary behind.
  public static func prepare(
    _ target: OutputTarget, streaming produce: ((Data) throws -> Void) throws -> Void
  ) throws(WriteError) -> PreparedFiles {
    let prepared = PreparedFiles()
    func failure(_ error: any Error) -> WriteError {
      error as? WriteError ?? WriteError(path: target.path, reason: "\(error)")
    }
    guard case .file(let directory, let name) = target.kind else {
      var data = Data()
      do { try produce { data.append($0) } } catch { throw failure(error) }
      prepared.entries.append(.init(target: target, temporary: nil, data: data))
      return prepared
    }
    let (temporary, descriptor) = try openTemporary(beside: name, in: directory, for: target.path)
    defer { close(descriptor) }
    do {
      try produce { piece in try writeAll(piece, to: descriptor, for: target.path) }
      guard fsync(descriptor) == 0 else {
        throw WriteError(path: target.path, reason: String(cString: strerror(errno)))
      }
    } catch {
      PendingFiles.remove(temporary)
      throw failure(error)
    }
    prepared.entries.append(.init(target: target, temporary: temporary, data: nil))
    return prepared
  }

  /// A fresh temporary beside `name`, registered for removal on a signal, with the mode of the
  /// file it will replace (a new file gets the usual 0666 less umask).
  private static func openTemporary(beside name: String, in directory: String, for path: String)
    throws(WriteError) -> (path: String, descriptor: Int32)
  {
    let temporary = PendingFiles.reserve(in: directory, for: name)
    var existing = stat()
    let replaces = stat(directory + "/" + name, &existing) == 0
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      PendingFiles.forget(temporary)
      throw WriteError(path: path, reason: reason)
    }
    if replaces { fchmod(descriptor, existing.st_mode & 0o7777) }
    return (temporary, descriptor)
  }

  /// Renames the temporaries into place and writes the streams, under a lock on the files'
  /// folders so that two runs at once leave the files of one run, not a mix. (Prepared apart
  /// from the lock, the temporaries may appear while another run holds it.)
  static func commit(_ prepared: PreparedFiles) throws(WriteError) {
    let lock = DirectoryLock(directories(of: prepared.entries.map(\.target)))
    defer { lock.release() }
    try renameIntoPlace(prepared)
  }

  private static func directories(of targets: [OutputTarget]) -> [String] {
    targets.compactMap { target -> String? in
      guard case .file(let directory, _) = target.kind else { return nil }
      return directory
    }
  }

  private static func renameIntoPlace(_ prepared: PreparedFiles) throws(WriteError) {
    var firstError: WriteError?
    for index in prepared.entries.indices {
      let entry = prepared.entries[index]
      do throws(WriteError) {
        switch entry.target.kind {
        case .file(let directory, let name):
          guard rename(entry.temporary!, directory + "/" + name) == 0 else {
            throw WriteError(path: entry.target.path, reason: String(cString: strerror(errno)))
          }
          PendingFiles.forget(entry.temporary!)
          prepared.entries[index].temporary = nil
        case .descriptor(let descriptor):
          try writeAll(entry.data ?? Data(), to: descriptor, for: entry.target.path)
        case .stream(let path):
          try writeStream(entry.data ?? Data(), to: path, for: entry.target.path)
        }
      } catch {
        firstError = firstError ?? error
      }
    }
    if let firstError { throw firstError }
  }

  private static func writeTemporary(
    _ data: Data, beside name: String, in directory: String,
    for output: (target: OutputTarget, data: Data)
  ) throws(WriteError) -> String {
    let temporary = PendingFiles.reserve(in: directory, for: name)
    // Keep the mode of the file being replaced; a new file gets the usual 0666 less umask.
    var existing = stat()
    let replaces = stat(directory + "/" + name, &existing) == 0
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      PendingFiles.forget(temporary)
      throw WriteError(path: output.target.path, reason: reason)
    }
    defer { close(descriptor) }
    do throws(WriteError) {
      if replaces { fchmod(descriptor, existing.st_mode & 0o7777) }
      try writeAll(output.data, to: descriptor, for: output.target.path)
      guard fsync(descriptor) == 0 else {
        throw WriteError(path: output.target.path, reason: String(cString: strerror(errno)))
      }
    } catch {
      PendingFiles.remove(temporary)
      throw error
    }
    return temporary
  }

  /// A device or FIFO, opened without blocking so that a FIFO nobody reads is an error, not a
  /// hang; then written with blocking writes.
  private static func writeStream(_ data: Data, to path: String, for original: String)
    throws(WriteError)
  {
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = errno == ENXIO ? "no process is reading it" : String(cString: strerror(errno))
      throw WriteError(path: original, reason: reason)
    }
    defer { close(descriptor) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    try writeAll(data, to: descriptor, for: original)
  }

  static func writeAll(_ data: Data, to descriptor: Int32, for path: String) throws(WriteError) {
    if let failure = DescriptorWriter.write(data, to: descriptor) {
      throw WriteError(path: path, reason: DescriptorWriter.reason(failure))
    }
  }
}
