import Foundation

/// Writes a whole file or nothing: to a temporary file beside it, then a rename, so a reader (or
/// a failed run) never sees half a report.
public enum AtomicFile {
  public struct WriteError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot write \(path): \(reason)" }
  }

  public static func write(_ text: String, to path: String) throws(WriteError) {
    try write(Data(text.utf8), to: path)
  }

  public static func write(_ data: Data, to path: String) throws(WriteError) {
    let target = URL(fileURLWithPath: path)
    let directory = target.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw WriteError(path: path, reason: "no such directory \(directory.path)")
    }
    let temporary = directory.appendingPathComponent(
      ".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try data.write(to: temporary)
      // rename(2) replaces the target in one step.
      guard rename(temporary.path, target.path) == 0 else {
        throw WriteError(path: path, reason: String(cString: strerror(errno)))
      }
    } catch let error as WriteError {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(path: path, reason: error.localizedDescription)
    }
  }
}
