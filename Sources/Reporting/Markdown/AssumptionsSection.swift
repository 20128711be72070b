import Harness

/// What depends on UIKit's unsettled behaviours (``AssumptionStudy``): per assumption at its
/// other value, the scenarios whose outcome changes and the planted faults caught per variant;
/// then the code each variant needs only under one value.
enum AssumptionsSection {
  static func render(_ study: AssumptionStudy, variants: [String]) -> String {
    var out = [
      "## Assumptions", "",
      "Where Apple's documentation is silent, HeadlessUIKit follows the most likely device "
        + "behaviour (`workbench help assumptions`; evidence and a simulator check for each in "
        + "Scenarios/README.md). The suite and the planted faults re-run with one assumption at "
        + "its other value (`--assume NAME=VALUE`); faults caught per variant, the defaults' "
        + "count in brackets where it differs.", "",
    ]
    let hasFaults = study.alternatives.contains { !$0.faults.isEmpty }
    var table = MarkdownTable(
      ["Other value (default)", "Scenarios whose outcome changes"]
        + (hasFaults ? variants : []),
      alignments: [.left, .left] + (hasFaults ? variants.map { _ in .right } : []))
    for alternative in study.alternatives {
      let changed =
        alternative.scenarios.isEmpty
        ? "none"
        : alternative.scenarios.map { change in
          Format.code(change.scenario) + " "
            + change.variants.map {
              "\($0.variant) \($0.passesByDefault ? "pass" : "fail")→\($0.passes ? "pass" : "fail")"
            }.joined(separator: ", ")
        }.joined(separator: "; ")
      let counts =
        hasFaults
        ? variants.map { variant -> String in
          guard let count = alternative.faults.first(where: { $0.variant == variant }) else {
            return "–"
          }
          let moved = count.caught == count.caughtByDefault ? "" : " (\(count.caughtByDefault))"
          return "\(count.caught)/\(count.planted)\(moved)"
        } : []
      table.add(
        [
          "`\(alternative.assumption) = \(alternative.value)` (\(alternative.defaultValue))",
          changed,
        ]
          + counts)
    }
    out += [table.rendered, ""]
    // One clause per mistake and value: `*.rootSwapDuringDismiss` (VIPER, …) caught under ….
    var clauses: [String] = []
    for alternative in study.alternatives {
      var mistakes: [(name: String, caught: Bool, variants: [String])] = []
      for change in alternative.faultChanges {
        let name = String(change.fault.drop { $0 != "." })
        if let index = mistakes.firstIndex(where: { $0.name == name && $0.caught == change.caught })
        {
          mistakes[index].variants.append(change.variant)
        } else {
          mistakes.append((name, change.caught, [change.variant]))
        }
      }
      clauses += mistakes.map { mistake in
        Format.code("*" + mistake.name) + " (" + mistake.variants.joined(separator: ", ") + ") "
          + (mistake.caught ? "caught" : "no longer caught")
          + " under `\(alternative.assumption) = \(alternative.value)`"
      }
    }
    if !clauses.isEmpty {
      out += ["Faults whose verdict changes: " + clauses.joined(separator: "; ") + ".", ""]
    }
    if !study.stackWaitCode.isEmpty {
      var code = MarkdownTable(
        ["Needed only under `stackChangeDuringTransition = refused`"]
          + study.stackWaitCode.map(\.variant),
        alignments: [.left] + study.stackWaitCode.map { _ in .right })
      code.add(
        ["Stack changes that wait for the stack to be idle (call sites)"]
          + study.stackWaitCode.map { "\($0.guardedChanges.count)" })
      code.add(["Files they are in"] + study.stackWaitCode.map { "\($0.files)" })
      code.add(["Code lines of those calls"] + study.stackWaitCode.map { "\($0.callLines)" })
      code.add(
        ["Code lines of the wait helpers"]
          + study.stackWaitCode.map {
            "\($0.helperLines) (" + $0.helpers.map { Format.code($0.name) }.joined(separator: ", ")
              + ")"
          })
      out += [
        "Under the default (deferred) UIKit queues a stack change asked for while the stack "
          + "animates, so code that waits for it first is needed only under `refused`: a "
          + "[wait helper](#definitions) reads `transitionCoordinator` and calls "
          + "`animate(alongsideTransition:…)`; a call of one that changes a stack counts.", "",
        code.rendered, "",
      ]
    }
    return out.joined(separator: "\n")
  }
}
