import Harness

/// The answer, first: for each question of the 2 × 2 (one pattern changed, the other held
/// fixed, and the diagonal VIPER → MVVM+C), the measured costs and benefits of the move and
/// the figures with no measurable difference. The words come from ``Verdict``'s rule.
enum AnswerSection {
  struct Question {
    let title: String
    let from: AppVariant
    let to: AppVariant
  }

  static let questions = [
    Question(title: "Coordinators, VIPER screens", from: .viper, to: .viperCoordinator),
    Question(title: "Coordinators, MVVM screens", from: .mvvmWireframe, to: .coordinator),
    Question(title: "MVVM screens, wireframes", from: .viper, to: .mvvmWireframe),
    Question(title: "MVVM screens, coordinators", from: .viperCoordinator, to: .coordinator),
    Question(title: "The diagonal", from: .viper, to: .coordinator),
  ]

  static func render(_ input: ReportInput) -> String {
    var out = ["## The answer", ""]
    let figures = HeadlineFigures(input)
    for (index, question) in questions.enumerated() {
      out.append(
        "\(index + 1). "
          + sentence(question, figures: figures, variants: input.variants, input: input))
    }
    // The requests the "wins" name by number, as the change-cost chart numbers them.
    let requests = (input.changes?.rows ?? []).enumerated().map {
      "\($0.offset + 1) \($0.element.name)"
    }
    out += [
      "",
      "How sure: what clears [the rule](#the-2--2) counts; one implementation per cell."
        + (requests.isEmpty ? "" : " Requests: " + requests.joined(separator: ", ") + "."),
      "",
    ]
    return out.joined(separator: "\n")
  }

  static func sentence(
    _ question: Question, figures: HeadlineFigures, variants: [String], input: ReportInput
  ) -> String {
    let head = "**\(question.title)** (\(question.from.name) → \(question.to.name)):"
    guard variants.contains(question.from.name), variants.contains(question.to.name) else {
      return head + " not measured (this run does not hold both variants)."
    }
    let verdicts = figures.verdicts(from: question.from.name, to: question.to.name)
    guard !verdicts.isEmpty else { return head + " no figure measured on both." }
    var parts: [String] = []
    let costs = verdicts.filter { $0.outcome == .cost }
    let benefits = verdicts.filter { $0.outcome == .benefit }
    let none = verdicts.filter {
      if case .none = $0.outcome { return true }
      return false
    }
    if !costs.isEmpty { parts.append("costs " + costs.map(\.phrase).joined(separator: ", ")) }
    if !benefits.isEmpty {
      parts.append("benefits " + benefits.map(\.phrase).joined(separator: ", "))
    }
    if !none.isEmpty {
      parts.append(
        "no measurable difference in "
          + none.map { verdict in
            if case .none(let reason) = verdict.outcome, reason != "under the threshold" {
              return "\(verdict.figure.rawValue) (\(reason))"
            }
            return verdict.figure.rawValue
          }.joined(separator: ", "))
    }
    let missing = figures.figures.filter { figure in
      !verdicts.contains { $0.figure == figure }
    }
    if !missing.isEmpty {
      parts.append("not measured on both: " + missing.map(\.rawValue).joined(separator: ", "))
    }
    if let wins = WhenEachWins(from: question.from.name, to: question.to.name, input: input).phrase
    {
      parts.append(wins)
    }
    return head + " " + parts.joined(separator: "; ") + "."
  }
}
