import Foundation
import Reporting

/// The files a command will write, resolved and checked before it does any work: a folder, a
/// missing or unwritable folder, two options naming one file, or an output that is one of the
/// inputs is a usage error naming the option, the path and the reason.
struct OutputPaths {
  struct Entry {
    let option: String
    let target: OutputTarget
  }

  private(set) var entries: [Entry] = []

  /// Resolves `path` (given with `option`) and checks it against the outputs added before.
  mutating func add(_ option: String, _ path: String?) throws(UsageError) -> OutputTarget? {
    guard let path else { return nil }
    let target: OutputTarget
    do {
      target = try OutputTarget.resolve(path)
    } catch {
      throw UsageError("\(option) \(path): \(error.reason)")
    }
    if let identity = target.identity,
      let other = entries.first(where: { $0.target.identity == identity })
    {
      throw UsageError(
        "\(other.option) \(other.target.path) and \(option) \(path) are the same file; "
          + "give each output its own path")
    }
    entries.append(Entry(option: option, target: target))
    return target
  }

  /// Refuses an output that would overwrite an input: `isInput` is asked about the real path
  /// (symbolic links resolved) of every output that already exists.
  func checkNotInputs(_ isInput: (String) -> Bool) throws(UsageError) {
    for entry in entries {
      guard case .file = entry.target.kind, let real = Self.realPath(entry.target.path),
        isInput(real)
      else { continue }
      throw UsageError(
        "\(entry.option) \(entry.target.path) is one of the inputs; writing it would destroy "
          + "it, so give the output another path")
    }
  }

  /// The real paths of files that exist, to compare outputs with.
  static func realPaths(_ paths: [String]) -> Set<String> {
    Set(paths.compactMap(realPath))
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Writes every output together (see `AtomicFile`); says why nothing could be written and
  /// returns false then, else (when `announce`) what was written.
  static func write(_ outputs: [(target: OutputTarget, data: Data)], announce: Bool = true)
    -> Bool
  {
    do {
      try AtomicFile.write(outputs)
    } catch {
      Terminal.error("error: \(error)")
      return false
    }
    if announce { for output in outputs { Terminal.error("wrote \(output.target.path)") } }
    return true
  }
}
