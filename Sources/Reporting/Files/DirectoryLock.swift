import Foundation

/// An exclusive advisory lock (`flock`) on each folder a set of outputs goes to, taken in path
/// order so that two runs cannot deadlock: runs that write the same folders at once take turns,
/// and each leaves all of its files. No lock file is left behind.
struct DirectoryLock {
  private let descriptors: [Int32]

  init(_ directories: [String]) {
    var held: [Int32] = []
    // Two locks on one folder would wait for each other: one per real path.
    let real = directories.map { directory -> String in
      guard let resolved = realpath(directory, nil) else { return directory }
      defer { free(resolved) }
      return String(cString: resolved)
    }
    for directory in Set(real).sorted() {
      let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else { continue }
      // A file system without locks still gets its files; only the turn-taking is lost.
      while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
      held.append(descriptor)
    }
    descriptors = held
  }

  func release() {
    for descriptor in descriptors.reversed() {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
  }
}
