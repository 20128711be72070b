/// The entry point of the language: script text in, scenarios and diagnostics out.
public enum ScenarioParser {
  /// Parses `source` (the contents of the file at `path`, which is used only in messages) and
  /// checks every name against `vocabulary`. Never fails: all problems are diagnostics.
  public static func parse(source: String, path: String, vocabulary: ScenarioVocabulary)
    -> ParseResult
  {
    var session = ParseSession(path: path, vocabulary: vocabulary)
    for (index, text) in SourceLines.split(source).enumerated() {
      session.read(ScriptLine(number: index + 1, text: text))
    }
    return session.finish()
  }
}
