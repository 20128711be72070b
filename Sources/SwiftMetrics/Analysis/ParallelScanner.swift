import Dispatch
import Foundation

/// Scans files on several threads (`Workers`): each takes the next few files in turn, with its own
/// `FileScanner` (symbol table, token and file buffers); the tables are merged afterwards and
/// the other threads' findings renamed into the first's symbols. The result is the same as
/// scanning in order on one thread: files in order, and the first error in file order thrown.
enum ParallelScanner {
  /// Files a thread takes at a time: enough to make the lock rare, few enough to share the
  /// last ones out.
  static let chunk = 16

  static func scan(_ sources: [SourceFile], threads: Int = Workers.count) throws(AnalysisError)
    -> (files: [ScannedFile], symbols: SymbolTable)
  {
    let threads = max(1, min(threads, (sources.count + chunk - 1) / chunk))
    guard threads > 1 else {
      var scanner = FileScanner()
      var files: [ScannedFile] = []
      files.reserveCapacity(sources.count)
      for source in sources { files.append(try scanner.scan(source)) }
      return (files, scanner.symbols)
    }
    let work = Work(sources: sources, threads: threads)
    Workers.run(threads) { thread in work.run(thread) }
    return try work.finish()
  }

  /// What the threads share: the next chunk to take (under a lock), and one slot per file and
  /// per thread, each written by one thread only.
  private final class Work: @unchecked Sendable {
    let sources: [SourceFile]
    private let lock = NSLock()
    private var next = 0
    private var results: [Outcome?]
    private var scanners: [FileScanner]

    enum Outcome {
      case scanned(ScannedFile, thread: Int)
      case failed(AnalysisError)
    }

    init(sources: [SourceFile], threads: Int) {
      self.sources = sources
      // Each thread starts on a chunk of its own (so every thread has work, and its table is
      // merged); the rest go to whoever is free.
      next = min(threads * ParallelScanner.chunk, sources.count)
      results = [Outcome?](repeating: nil, count: sources.count)
      scanners = [FileScanner](repeating: FileScanner(), count: threads)
    }

    private func take() -> Range<Int>? {
      lock.lock()
      defer { lock.unlock() }
      guard next < sources.count else { return nil }
      let range = next..<min(next + ParallelScanner.chunk, sources.count)
      next = range.upperBound
      return range
    }

    func run(_ thread: Int) {
      var scanner = FileScanner()
      var found: [(Int, Outcome)] = []
      let chunk = ParallelScanner.chunk
      var first: Range<Int>? =
        min(thread * chunk, sources.count)..<min((thread + 1) * chunk, sources.count)
      while let range = first ?? take() {
        first = nil
        for index in range {
          do {
            found.append((index, .scanned(try scanner.scan(sources[index]), thread: thread)))
          } catch {
            found.append((index, .failed(error)))
          }
        }
      }
      lock.lock()
      for (index, outcome) in found { results[index] = outcome }
      scanners[thread] = scanner
      lock.unlock()
    }

    func finish() throws(AnalysisError) -> (files: [ScannedFile], symbols: SymbolTable) {
      var symbols = scanners[0].symbols
      let maps = scanners.indices.map { $0 == 0 ? [] : symbols.merge(scanners[$0].symbols) }
      var files: [ScannedFile] = []
      files.reserveCapacity(sources.count)
      for index in sources.indices {
        switch results[index]! {
        case .failed(let error): throw error
        case .scanned(var file, let thread):
          results[index] = nil
          if thread > 0 {
            let map = maps[thread]
            file.declarations.remapSymbols(map)
            file.navigation.remapSymbols { map[Int($0)] }
          }
          files.append(file)
        }
      }
      return (files, symbols)
    }
  }
}
