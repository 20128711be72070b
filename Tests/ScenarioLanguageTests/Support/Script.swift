import ScenarioLanguage

/// Parses test scripts the way the workbench does, with Townsquare's vocabulary.
enum Script {
  static let path = "test.scenario"

  static func parse(_ source: String, vocabulary: ScenarioVocabulary = .townsquare)
    -> ParseResult
  {
    ScenarioParser.parse(source: source, path: path, vocabulary: vocabulary)
  }

  /// Each diagnostic as `line:column: message`.
  static func errors(_ source: String, vocabulary: ScenarioVocabulary = .townsquare) -> [String] {
    parse(source, vocabulary: vocabulary).diagnostics.map {
      "\($0.location.map(\.description) ?? "-"): \($0.message)"
    }
  }

  /// `lines` placed after `launch` inside one scenario, so that line 3 is the first of them.
  static func scenario(_ lines: String...) -> String {
    (["scenario \"S\"", "  launch"] + lines + ["end"]).joined(separator: "\n")
  }

  /// The errors of `lines` placed after `launch` in one scenario.
  static func stepErrors(_ lines: String...) -> [String] {
    errors((["scenario \"S\"", "  launch"] + lines + ["end"]).joined(separator: "\n"))
  }

  /// The commands of one scenario's steps, `launch` included.
  static func commands(_ source: String) -> [Command] {
    parse(source).file.scenarios.flatMap { $0.steps.map(\.command) }
  }
}
