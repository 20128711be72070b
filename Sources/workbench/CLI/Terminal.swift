import Foundation

/// Where output goes: results on stdout, errors and progress on stderr.
enum Terminal {
  static func print(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Progress is shown only to a person watching: when stderr is a terminal.
  static var showsProgress: Bool { isatty(2) == 1 }

  static func progress(_ label: String, _ done: Int, _ total: Int) {
    guard showsProgress else { return }
    let end = done == total ? "\r\u{1B}[K" : ""
    FileHandle.standardError.write(Data("\r\(label) \(done)/\(total)\(end)".utf8))
  }
}
