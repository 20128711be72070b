/// Reads a script line by line, keeping the structure (which scenario is open, whether its
/// steps have begun) and every diagnostic. A line with an error is dropped and reading goes on
/// at the next line, so that all the errors of a file are reported at once.
struct ParseSession {
  let path: String
  let vocabulary: ScenarioVocabulary
  private var diagnostics: [Diagnostic] = []
  private var scenarios: [Scenario] = []
  private var open: ScenarioBuilder?
  /// The line of each title used so far, to report a duplicate.
  private var titleLines: [String: Int] = [:]

  init(path: String, vocabulary: ScenarioVocabulary) {
    self.path = path
    self.vocabulary = vocabulary
  }

  mutating func read(_ line: ScriptLine) {
    let (tokens, lexError) = LineLexer.tokens(of: line.text)
    if let lexError {
      report(lexError, on: line)
      recover(from: tokens, on: line)
      return
    }
    guard let first = tokens.first else { return }
    guard first.kind == .word else {
      let message = "expected a command at the start of the line, found \(first.quotedForMessage)"
      report(LineError(column: first.column, message), on: line)
      recover(from: tokens, on: line)
      return
    }
    switch first.text {
    case "scenario": beginScenario(tokens, on: line, headerIsBroken: false)
    case "end": endScenario(tokens, on: line)
    case "given": given(tokens, on: line)
    case _ where Keyword.stepWords.contains(first.text): step(tokens, on: line)
    default:
      report(Keyword.unknownCommand(first), on: line)
      recover(from: tokens, on: line)
    }
  }

  mutating func finish() -> ParseResult {
    if let builder = open {
      report(
        "\(builder.nameForMessages) has no 'end' before the end of the file", about: builder)
      close(builder, endLocation: builder.location, endSourceLine: builder.sourceLine)
    }
    return ParseResult(
      file: ScenarioFile(path: path, scenarios: scenarios),
      diagnostics: diagnostics.sortedByLocation())
  }

  // MARK: - Lines

  private mutating func beginScenario(_ tokens: [Token], on line: ScriptLine, headerIsBroken: Bool)
  {
    if let previous = open {
      report(
        "\(previous.nameForMessages) has no 'end'; a new scenario begins on line \(line.number)",
        about: previous)
      close(previous, endLocation: previous.location, endSourceLine: previous.sourceLine)
    }
    var title = HeaderParser.recoveredTitle(from: tokens)
    var tags: [String] = []
    if !headerIsBroken {
      do {
        let header = try HeaderParser.header(from: tokens)
        title = header.title
        tags = header.tags
        if let firstLine = titleLines[title] {
          report(
            LineError(
              column: header.titleColumn,
              "duplicate scenario title \(ScriptText.quoted(title)); it is already used on line "
                + "\(firstLine)"),
            on: line)
        } else {
          titleLines[title] = line.number
        }
      } catch {
        report(error, on: line)
      }
    }
    open = ScenarioBuilder(
      title: title, tags: tags, location: line.location(tokens[0].column), sourceLine: line.text)
  }

  private mutating func endScenario(_ tokens: [Token], on line: ScriptLine) {
    guard let builder = open else {
      report(LineError(column: tokens[0].column, "'end' without a matching 'scenario'"), on: line)
      return
    }
    if tokens.count > 1 {
      let extra = tokens[1]
      report(
        LineError(column: extra.column, "unexpected \(extra.quotedForMessage) after 'end'"),
        on: line)
    }
    close(builder, endLocation: line.location(tokens[0].column), endSourceLine: line.text)
  }

  private mutating func given(_ tokens: [Token], on line: ScriptLine) {
    guard var builder = takeOpenScenario(for: tokens[0], on: line) else { return }
    defer { open = builder }
    let isMisplaced = builder.hasStepLines
    if isMisplaced {
      report(
        LineError(column: tokens[0].column, "'given' must come before the first step"), on: line)
    }
    do {
      let given = try GivenParser(vocabulary: vocabulary).given(from: tokens)
      guard !isMisplaced else { return }
      if let firstLine = builder.givenLines[given.kindName] {
        report(
          LineError(
            column: tokens[0].column,
            "duplicate 'given \(given.kindName)'; it is already on line \(firstLine)"),
          on: line)
      } else {
        builder.givenLines[given.kindName] = line.number
        builder.givens.append(given)
      }
    } catch {
      report(error, on: line)
    }
  }

  private mutating func step(_ tokens: [Token], on line: ScriptLine) {
    let keyword = tokens[0]
    guard var builder = takeOpenScenario(for: keyword, on: line) else { return }
    defer { open = builder }
    if !builder.hasStepLines, keyword.text != "launch" {
      report(
        LineError(
          column: keyword.column, "the first step must be 'launch', found '\(keyword.text)'"),
        on: line)
    } else if keyword.text == "launch", let launchLine = builder.launchLine {
      report(
        LineError(
          column: keyword.column,
          "the app is already launched on line \(launchLine); use 'relaunch' to start it again"),
        on: line)
    }
    if keyword.text == "launch", !builder.hasStepLines { builder.launchLine = line.number }
    builder.hasStepLines = true
    do {
      let midTransition = keyword.text == Keyword.midTransition
      let stepTokens = midTransition ? try Self.stepAfterModifier(tokens) : tokens
      let command = try StepParser(vocabulary: vocabulary).command(from: stepTokens)
      builder.steps.append(
        Step(
          command: command, location: line.location(keyword.column), sourceLine: line.text,
          actsMidTransition: midTransition))
    } catch {
      report(error, on: line)
    }
  }

  /// The step that `mid-transition` modifies: any step but `launch` and `relaunch`, which start
  /// the app afresh, with nothing in flight to act during.
  private static func stepAfterModifier(_ tokens: [Token]) throws(LineError) -> [Token] {
    let modifier = Keyword.midTransition
    guard tokens.count > 1 else {
      throw LineError(
        column: tokens[0].endColumn,
        "expected a step after '\(modifier)', e.g. '\(modifier) tap ID'")
    }
    let step = tokens[1]
    guard step.kind == .word else {
      throw LineError(
        column: step.column, "expected a step after '\(modifier)', found \(step.quotedForMessage)")
    }
    switch step.text {
    case modifier:
      throw LineError(column: step.column, "'\(modifier)' is written once, before the step")
    case "launch", "relaunch":
      throw LineError(
        column: step.column,
        "'\(step.text)' cannot act mid-transition: it starts the app afresh, with nothing in "
          + "flight; remove '\(modifier)'")
    case "scenario", "end", "given":
      throw LineError(
        column: step.column, "'\(modifier)' goes before a step, not before '\(step.text)'")
    case _ where Keyword.stepWords.contains(step.text):
      return Array(tokens.dropFirst())
    default:
      throw Keyword.unknownCommand(step)
    }
  }

  // MARK: - Structure

  /// The open scenario, taken out to be changed (the caller puts it back); reports the line
  /// when there is none.
  private mutating func takeOpenScenario(for keyword: Token, on line: ScriptLine)
    -> ScenarioBuilder?
  {
    guard let builder = open else {
      report(
        LineError(
          column: keyword.column,
          "'\(keyword.text)' is outside a scenario; write it between 'scenario \"Title\"' and "
            + "'end'"),
        on: line)
      return nil
    }
    open = nil
    return builder
  }

  /// Keeps the structure after a line that had an error, guessing what the line was meant to
  /// be, so that one typo does not make every following line wrong as well.
  private mutating func recover(from tokens: [Token], on line: ScriptLine) {
    switch tokens.first.flatMap(Keyword.intended(by:)) {
    case "scenario":
      beginScenario(tokens, on: line, headerIsBroken: true)
    case "end":
      if let builder = open {
        close(builder, endLocation: line.location(tokens[0].column), endSourceLine: line.text)
      }
    case "given":
      break
    default:
      open?.hasStepLines = true
    }
  }

  private mutating func close(
    _ builder: ScenarioBuilder, endLocation: SourceLocation, endSourceLine: String
  ) {
    if !builder.hasStepLines {
      report("\(builder.nameForMessages) has no steps; begin it with 'launch'", about: builder)
    }
    scenarios.append(builder.build(endLocation: endLocation, endSourceLine: endSourceLine))
    open = nil
  }

  // MARK: - Diagnostics

  private mutating func report(_ error: LineError, on line: ScriptLine) {
    diagnostics.append(
      Diagnostic(
        path: path, location: line.location(error.column), message: error.message,
        sourceLine: line.text))
  }

  /// A diagnostic about a whole scenario, pointing at its `scenario` keyword.
  private mutating func report(_ message: String, about builder: ScenarioBuilder) {
    diagnostics.append(
      Diagnostic(
        path: path, location: builder.location, message: message, sourceLine: builder.sourceLine))
  }
}
