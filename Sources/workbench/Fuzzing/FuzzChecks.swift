import ScenarioLanguage

/// What every error of the scenario language must satisfy, whatever the input.
enum FuzzChecks {
  /// A rendered diagnostic is at most this long, whatever the line: a header, a window of the
  /// line and a caret.
  static let longestRendered = 4_000

  static func positionProblem(of diagnostic: Diagnostic, in lines: [String]) -> String? {
    guard let location = diagnostic.location else {
      return "an error without a position: \(diagnostic.message.prefix(200))"
    }
    guard location.line >= 1, location.line <= max(lines.count, 1) else {
      return "error at line \(location.line) of a \(lines.count)-line script"
    }
    let line = lines.isEmpty ? "" : lines[location.line - 1]
    guard location.column >= 1, location.column <= line.count + 1 else {
      return "error at column \(location.column) of a \(line.count)-character line"
    }
    if let shown = diagnostic.sourceLine, shown != line {
      return "error at line \(location.line) shows another line"
    }
    let rendered = diagnostic.rendered
    if rendered.unicodeScalars.contains(where: isRawControl) {
      return "an error shows a control character unescaped"
    }
    if rendered.count > longestRendered {
      return "an error is \(rendered.count) characters long"
    }
    return nil
  }

  /// A character that would act on a terminal rather than show.
  static func isRawControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    default: return false
    }
  }
}
