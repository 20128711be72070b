import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Finds the `.swift` files below a folder with `readdir`, which names each entry's type, so
/// that a tree of 10,000 folders costs one system call a folder rather than a `stat` a file;
/// folders are read by several threads at once (see `Workers`). Hidden entries are skipped;
/// symbolic links to files are followed, links to folders are not (a link cannot make the walk
/// loop); unreadable sub-folders are named, so that a caller can refuse to skip them silently.
enum DirectoryWalker {
  /// A folder read: the folders between the root and it, its `.swift` files, and its
  /// `.storyboard` and `.xib` files (read by the navigation graph).
  struct Folder: Sendable {
    var folders: [String]
    var files: [String]
    var interfaceFiles: [String] = []
  }

  /// Every folder below `root` (itself included) that holds `.swift` files, in no particular
  /// order, and the sub-folders that could not be opened (sorted); nil when `root` cannot be.
  static func walk(_ root: String, threads: Int = Workers.count)
    -> (folders: [Folder], unreadable: [String])?
  {
    guard let directory = opendir(root) else { return nil }
    let first = read(directory, path: root, folders: [])
    let work = Work(
      pending: first.subfolders,
      found: first.folder.files.isEmpty && first.folder.interfaceFiles.isEmpty ? [] : [first.folder]
    )
    Workers.run(min(threads, max(1, first.subfolders.count))) { _ in work.run() }
    return (work.found, work.unreadable.sorted())
  }

  /// Folders left to read, taken by whichever thread is free; a thread waits while others may
  /// still find more.
  private final class Work: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [(path: String, folders: [String])]
    private var reading = 0
    private(set) var found: [Folder]
    private(set) var unreadable: [String] = []

    init(pending: [(path: String, folders: [String])], found: [Folder]) {
      self.pending = pending
      self.found = found
    }

    func run() {
      while true {
        condition.lock()
        while pending.isEmpty && reading > 0 { condition.wait() }
        guard let next = pending.popLast() else {
          condition.unlock()
          return
        }
        reading += 1
        condition.unlock()
        let read = opendir(next.path).map {
          DirectoryWalker.read($0, path: next.path, folders: next.folders)
        }
        condition.lock()
        reading -= 1
        if let read {
          pending += read.subfolders
          if !read.folder.files.isEmpty || !read.folder.interfaceFiles.isEmpty {
            found.append(read.folder)
          }
        } else {
          unreadable.append(next.path)
        }
        condition.broadcast()
        condition.unlock()
      }
    }
  }

  /// One folder's `.swift` files and sub-folders; closes it.
  private static func read(_ directory: OpaquePointer, path: String, folders: [String]) -> (
    folder: Folder, subfolders: [(path: String, folders: [String])]
  ) {
    defer { closedir(directory) }
    var files: [String] = []
    var interfaceFiles: [String] = []
    var subfolders: [(path: String, folders: [String])] = []
    while let entry = readdir(directory) {
      let (name, isSwift, isInterface) = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { text -> (String?, Bool, Bool) in
          // Hidden entries are skipped before any string is made.
          guard text[0] != 0x2E else { return (nil, false, false) }
          let length = strlen(text)
          let isSwift = length > 6 && strcmp(text + length - 6, ".swift") == 0
          let isInterface =
            !isSwift
            && (length > 11 && strcmp(text + length - 11, ".storyboard") == 0
              || length > 4 && strcmp(text + length - 4, ".xib") == 0)
          return (String(cString: text), isSwift, isInterface)
        }
      }
      guard let name else { continue }
      var type = Int(entry.pointee.d_type)
      if type == DT_UNKNOWN { type = Self.type(at: path + "/" + name, following: false) }
      switch type {
      case DT_DIR: subfolders.append((path + "/" + name, folders + [name]))
      case DT_REG where isSwift: files.append(name)
      case DT_REG where isInterface: interfaceFiles.append(name)
      case DT_LNK where isSwift:
        if Self.type(at: path + "/" + name, following: true) == DT_REG { files.append(name) }
      default: break
      }
    }
    return (
      Folder(folders: folders, files: files, interfaceFiles: interfaceFiles), subfolders
    )
  }

  /// The `DT_` type of what is at `path`, the link itself or what it points to.
  private static func type(at path: String, following: Bool) -> Int {
    var info = stat()
    let status = following ? stat(path, &info) : lstat(path, &info)
    guard status == 0 else { return DT_UNKNOWN }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return DT_DIR
    case S_IFREG: return DT_REG
    case S_IFLNK: return DT_LNK
    default: return DT_UNKNOWN
    }
  }
}
