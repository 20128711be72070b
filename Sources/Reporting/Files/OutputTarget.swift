import Foundation
import PathText

/// Where an output path really leads, found before any work is done, so that a path that cannot
/// be written is refused at once instead of after a whole run.
///
/// Symbolic links are followed (the file they point to is written; the link stays a link). A
/// regular file, or a path that does not exist yet in an existing folder, is written atomically.
/// A stream — `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, a character device such as `/dev/null`,
/// a FIFO or pipe — is written directly, since it cannot be replaced. Anything else (a folder, a
/// socket, a block device) is refused.
public struct OutputTarget: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A regular file, or a new one: written to a temporary file beside it, then renamed.
    case file(directory: String, name: String)
    /// An open descriptor of this process (`/dev/stdout` is 1).
    case descriptor(Int32)
    /// A device or FIFO, opened and written as it is.
    case stream(String)
  }

  /// The path as the user gave it, for messages.
  public let path: String
  public let kind: Kind
  /// Two targets with the same identity are the same file: the device and inode of an existing
  /// file, or the resolved path of a new one. Streams have none: two outputs may share one.
  public let identity: String?

  /// Symbolic links followed before giving up, as the kernel does (ELOOP).
  static let mostLinks = 40

  public static func resolve(_ path: String) throws(AtomicFile.WriteError) -> OutputTarget {
    func refuse(_ reason: String) -> AtomicFile.WriteError {
      AtomicFile.WriteError(path: path, reason: reason)
    }
    guard !path.isEmpty else { throw refuse("the path is empty") }
    guard !path.hasSuffix("/") || standardDescriptor(path) != nil else {
      throw refuse("it ends with '/', so it names a directory; give a file path")
    }
    var current = absolute(path)
    for _ in 0...mostLinks {
      if let descriptor = standardDescriptor(current) {
        guard fcntl(descriptor, F_GETFD) != -1 else {
          throw refuse("descriptor \(descriptor) is not open")
        }
        return OutputTarget(path: path, kind: .descriptor(descriptor), identity: nil)
      }
      var status = stat()
      guard lstat(current, &status) == 0 else {
        guard errno == ENOENT else { throw refuse(String(cString: strerror(errno))) }
        let (directory, name) = try split(current, for: path)
        try checkWritable(directory, for: path)
        let real = realPath(directory) ?? directory
        return OutputTarget(
          path: path, kind: .file(directory: directory, name: name),
          identity: "path:" + (real == "/" ? "" : real) + "/" + name)
      }
      switch status.st_mode & S_IFMT {
      case S_IFLNK:
        guard let destination = linkDestination(current) else {
          throw refuse("cannot read the symbolic link \(current)")
        }
        current =
          destination.hasPrefix("/")
          ? destination : PathText.folder(of: current) + "/" + destination
      case S_IFREG:
        let (directory, name) = try split(current, for: path)
        try checkWritable(directory, for: path)
        return OutputTarget(
          path: path, kind: .file(directory: directory, name: name),
          identity: "inode:\(status.st_dev):\(status.st_ino)")
      case S_IFDIR:
        throw refuse("it is a directory; give a file path inside it")
      case S_IFCHR, S_IFIFO:
        return OutputTarget(path: path, kind: .stream(current), identity: nil)
      case S_IFSOCK:
        throw refuse("it is a socket; only files, devices and pipes can be written")
      default:
        throw refuse("it is a block device; only files, character devices and pipes can be written")
      }
    }
    throw refuse("too many levels of symbolic links")
  }

  private static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    return FileManager.default.currentDirectoryPath + "/" + path
  }

  /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` mean a descriptor of this
  /// process, whatever it is open on (a pipe, a terminal, a file opened for appending).
  private static func standardDescriptor(_ path: String) -> Int32? {
    switch path {
    case "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        return Int32(path.dropFirst(prefix.count))
      }
      return nil
    }
  }

  private static func split(_ path: String, for original: String) throws(AtomicFile.WriteError)
    -> (directory: String, name: String)
  {
    let name = PathText.name(of: path)
    let directory = PathText.folder(of: path)
    guard !name.isEmpty, name != ".", name != ".." else {
      throw AtomicFile.WriteError(path: original, reason: "it names a directory, not a file")
    }
    return (directory.isEmpty ? "/" : directory, name)
  }

  /// The folder must exist and take new files (permissions, a read-only disk), since the file
  /// is written beside the target and renamed over it.
  private static func checkWritable(_ directory: String, for path: String)
    throws(AtomicFile.WriteError)
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw AtomicFile.WriteError(path: path, reason: "no such directory \(directory)")
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      throw AtomicFile.WriteError(
        path: path,
        reason: "cannot create files in \(directory): \(String(cString: strerror(errno)))")
    }
  }

  private static func linkDestination(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
