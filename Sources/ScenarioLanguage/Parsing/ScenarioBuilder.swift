/// A scenario whose `end` has not been read yet.
struct ScenarioBuilder {
  let title: String
  let tags: [String]
  let location: SourceLocation
  let sourceLine: String
  var givens: [Given] = []
  /// The line of each kind of `given` read so far, to report a duplicate.
  var givenLines: [String: Int] = [:]
  var steps: [Step] = []
  /// Whether any step line was read, including one too broken to become a step.
  var hasStepLines = false
  /// The line of the `launch` that began the steps, if they began with one.
  var launchLine: Int?

  init(title: String, tags: [String], location: SourceLocation, sourceLine: String) {
    self.title = title
    self.tags = tags
    self.location = location
    self.sourceLine = sourceLine
  }

  /// How messages name it: `scenario "Title"`, or `the scenario` when it has no usable title.
  var nameForMessages: String {
    title.allSatisfy(\.isWhitespace) ? "the scenario" : "scenario \(ScriptText.quoted(title))"
  }

  func build(endLocation: SourceLocation, endSourceLine: String) -> Scenario {
    Scenario(
      title: title, tags: tags, givens: givens, steps: steps, location: location,
      sourceLine: sourceLine, endLocation: endLocation, endSourceLine: endSourceLine)
  }
}
