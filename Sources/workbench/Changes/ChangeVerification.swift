/// How far one change request got on one variant in `workbench run changes`.
struct ChangeVerification {
  enum Outcome: Equatable {
    case verified
    /// The request has no patch for this variant.
    case noPatch
    /// The request's scenarios already pass without the change: they show nothing.
    case passesUnchanged
    case doesNotApply(String)
    case doesNotBuild(String)
    case requestScenariosFail(String)
    /// The team's own unit tests fail (or no longer build) with the change.
    case unitTestsFail(String)
    /// Bundled scenarios that fail and are not listed as changed on purpose.
    case suiteBroken([String])
  }

  let request: String
  let variant: String
  let outcome: Outcome
  let cost: String

  var verdict: String {
    switch outcome {
    case .verified: "verified"
    case .noPatch: "no patch for this variant"
    case .passesUnchanged: "its scenarios pass without the change"
    case .doesNotApply: "patch does not apply"
    case .doesNotBuild: "does not build"
    case .requestScenariosFail: "request's scenarios fail"
    case .unitTestsFail: "its unit tests fail"
    case .suiteBroken(let titles): "breaks \(titles.count) bundled scenario(s)"
    }
  }

  /// What to read to see why, when it is not verified.
  var detail: String? {
    switch outcome {
    case .verified, .passesUnchanged, .noPatch: nil
    case .doesNotApply(let why), .doesNotBuild(let why), .requestScenariosFail(let why),
      .unitTestsFail(let why):
      why
    case .suiteBroken(let titles): titles.map { "  \"\($0)\"" }.joined(separator: "\n")
    }
  }
}
