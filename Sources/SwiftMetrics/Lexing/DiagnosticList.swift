/// The problems found in one file: every one counted, but only the first `limit` in source
/// order (line, offset, message) kept — a file of random bytes has millions, and only the first
/// few are shown. Without a limit, all are kept in the order reported.
struct DiagnosticList {
  let limit: Int
  private(set) var count = 0
  private(set) var kept: [LexDiagnostic] = []

  init(limit: Int = .max) {
    self.limit = limit
  }

  /// The message is only built for a problem that is kept.
  mutating func add(offset: Int32, line: Int32, message: @autoclosure () -> String) {
    count += 1
    guard limit != .max else {
      kept.append(LexDiagnostic(offset: offset, line: line, message: message()))
      return
    }
    if kept.count == limit, let last = kept.last, (line, offset) > (last.line, last.offset) {
      return
    }
    let problem = LexDiagnostic(offset: offset, line: line, message: message())
    var index = kept.count
    while index > 0 && problem.precedes(kept[index - 1]) { index -= 1 }
    guard index < limit else { return }
    kept.insert(problem, at: index)
    if kept.count > limit { kept.removeLast() }
  }
}

extension LexDiagnostic {
  /// Source order, as diagnostics are listed.
  func precedes(_ other: LexDiagnostic) -> Bool {
    (line, offset, message) < (other.line, other.offset, other.message)
  }
}
