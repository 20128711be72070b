import Foundation
import Reporting
import ScenarioLanguage

/// Where output goes: results on stdout, errors and progress on stderr.
///
/// A stream that cannot be written (a full disk, a closed descriptor, a reader that went away)
/// never stops the run: the failure is remembered, nothing more is sent there, and the run goes
/// on to write its files. `Workbench.main` then reports a failed stdout and exits 2, as
/// coreutils do; a failed stderr is dropped silently, since there is nowhere left to say so.
/// Text is made safe for a terminal first: control characters from scripts or file names are
/// shown as escapes instead of being obeyed.
enum Terminal {
  /// Why stdout could not be written, once it could not.
  static var outputFailure: String? { lock.withLock { failedOutput } }
  // Written from any thread (the benchmark reports from its own), so behind a lock.
  private static let lock = NSLock()
  nonisolated(unsafe) private static var failedOutput: String?
  nonisolated(unsafe) private static var readerLeft = false
  /// Whether stdout failed because its reader closed the pipe (`| head`): the reader chose to
  /// stop, so the run ends quietly, as git and coreutils do.
  static var outputReaderLeft: Bool { lock.withLock { readerLeft } }
  nonisolated(unsafe) private static var errorFailed = false

  /// Before anything is written: a closed standard descriptor is held open on /dev/null, so that
  /// no file this run opens can take its number (and receive the output meant for the terminal);
  /// a closed stdout counts as failed. A reader closing the pipe must not kill the run (SIGPIPE)
  /// before the report is written, nor a file-size limit (SIGXFSZ).
  static func prepare() {
    signal(SIGPIPE, SIG_IGN)
    // Past a file-size limit (`ulimit -f`) a write then fails with EFBIG, handled as any write
    // error (a message, exit 2, temporaries removed; stdout's failure does not stop the run),
    // instead of SIGXFSZ killing the process mid-write.
    signal(SIGXFSZ, SIG_IGN)
    for descriptor: Int32 in [0, 1, 2] where fcntl(descriptor, F_GETFD) == -1 {
      let placeholder = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
      if placeholder >= 0, placeholder != descriptor {
        dup2(placeholder, descriptor)
        close(placeholder)
      }
      if descriptor == 1 { failedOutput = "it is closed" }
      if descriptor == 2 { errorFailed = true }
    }
  }

  static func print(_ text: String, newline: Bool = true) {
    let line = TerminalText.sanitized(text) + (newline ? "\n" : "")
    lock.withLock {
      guard failedOutput == nil else { return }
      guard let failure = DescriptorWriter.write(Data(line.utf8), to: 1) else { return }
      readerLeft = failure == EPIPE
      failedOutput = DescriptorWriter.reason(failure)
    }
  }

  static func error(_ text: String) {
    writeError(TerminalText.sanitized(text) + "\n")
  }

  /// Progress is shown only to a person watching: when stderr is a terminal.
  static var showsProgress: Bool { isatty(2) == 1 && !lock.withLock { errorFailed } }

  static func progress(_ label: String, _ done: Int, _ total: Int) {
    guard showsProgress else { return }
    let end = done == total ? "\r\u{1B}[K" : ""
    writeError("\r\(label) \(done)/\(total)\(end)")
  }

  private static func writeError(_ text: String) {
    lock.withLock {
      guard !errorFailed else { return }
      errorFailed = write(text, to: 2) != nil
    }
  }

  /// Writes all of `text`; the reason when the descriptor refused it.
  private static func write(_ text: String, to descriptor: Int32) -> String? {
    DescriptorWriter.write(Data(text.utf8), to: descriptor).map(DescriptorWriter.reason)
  }
}
