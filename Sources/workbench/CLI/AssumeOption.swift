import HeadlessUIKit

/// `--assume NAME=VALUE` (repeatable): the values a run assumes where UIKit's documentation is
/// silent, with "did you mean" for a name or value close to a known one.
enum AssumeOption {
  static let name = "--assume"

  static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> UIKitAssumptions {
    var assumptions = UIKitAssumptions()
    var seen: Set<String> = []
    for assignment in try arguments.values(name) {
      do {
        try assumptions.set(assignment)
      } catch {
        throw UsageError("\(name) \(assignment): " + explain(error))
      }
      let assumed = String(assignment.prefix { $0 != "=" })
      guard seen.insert(assumed).inserted else {
        throw UsageError("\(name): \(assumed) is given more than once")
      }
    }
    return assumptions
  }

  private static func explain(_ error: UIKitAssumptionError) -> String {
    switch error {
    case .unknownName(let written, let known):
      return error.description
        + (NearestName.find(written, in: known).map { "; did you mean '\($0)'?" } ?? "")
    case .unknownValue(_, let written, let allowed):
      return error.description
        + (NearestName.find(written, in: allowed).map { "; did you mean '\($0)'?" } ?? "")
    case .malformed:
      return error.description + "; see `workbench help assumptions`"
    }
  }

  /// `workbench help assumptions`: one line a assumption, `name = default | other …`, then
  /// what it means and how sure the default is.
  static var help: String {
    let entries = UIKitAssumption.all.map { assumption in
      """
      \(assumption.name) = \(assumption.values.joined(separator: " | "))
        \(assumption.meaning) Default \(assumption.defaultValue): \
      \(assumption.valueMeanings[assumption.defaultValue] ?? "") \
      (\(assumption.evidence.confidence.drop { $0 != ":" }.dropFirst().drop { $0 == " " }))
      """
    }
    return """
      UIKit's unsettled behaviours: where Apple's documentation is silent and a device may
      differ, HeadlessUIKit follows the default (the most likely device behaviour). Run under
      another value with `workbench run scenarios --assume NAME=VALUE` (repeatable); the
      report's Assumptions section shows what changes under each. Evidence and what to run on
      a simulator to settle each: Scenarios/README.md.

      \(entries.joined(separator: "\n"))
      """
  }
}
