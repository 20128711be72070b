import Harness

/// JUnit XML as CI systems read it: a test suite per variant, a test case per scenario.
public enum JUnitRenderer {
  public static func render(_ suite: SuiteResult) -> String {
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    let runs = suite.scenarios.flatMap { scenario in scenario.runs.map { (scenario, $0) } }
    let failures = runs.filter { !$0.1.passed }.count
    lines.append(
      "<testsuites name=\"workbench\" tests=\"\(runs.count)\" failures=\"\(failures)\" errors=\"0\">"
    )
    for variant in suite.variants {
      let mine = runs.filter { $0.1.variant == variant }
      let failed = mine.filter { !$0.1.passed }.count
      lines.append(
        "  <testsuite name=\"\(escape(variant))\" tests=\"\(mine.count)\" failures=\"\(failed)\" "
          + "errors=\"0\" skipped=\"0\">")
      for (scenario, run) in mine {
        let open =
          "    <testcase classname=\"\(escape(variant)).\(escape(scenario.file))\" "
          + "name=\"\(escape(scenario.title))\" file=\"\(escape(scenario.file))\" "
          + "line=\"\(scenario.line)\""
        if let failure = run.failure {
          lines.append(open + ">")
          lines.append(
            "      <failure message=\"\(escape(failure.message))\" type=\"\(failure.kind.rawValue)\">"
              + "\(escape(failure.location)): \(escape(failure.message))</failure>")
          lines.append("    </testcase>")
        } else {
          lines.append(open + "/>")
        }
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text fit for an XML 1.0 attribute or element: markup characters as entities, line breaks
  /// and tabs as character references (so attribute values keep them), and what XML 1.0 cannot
  /// hold at all — other control characters, lone surrogates, U+FFFE and U+FFFF — written as a
  /// visible `\u{…}` instead, so that the file always parses.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\n": escaped += "&#10;"
      case "\r": escaped += "&#13;"
      case "\t": escaped += "&#9;"
      default:
        if isAllowedInXML(scalar) {
          escaped.unicodeScalars.append(scalar)
        } else {
          escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
      }
    }
    return escaped
  }

  /// XML 1.0's `Char` production, less the line breaks and tab handled above.
  private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}
