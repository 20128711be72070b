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

  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\n": escaped += "&#10;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
