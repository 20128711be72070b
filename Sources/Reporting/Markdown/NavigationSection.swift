import Harness

/// Where navigation lives: which types decide the transitions the scenarios made, per variant,
/// by role and by type (``DecisionAttribution``), and the transitions by kind and origin.
enum NavigationSection {
  static let roleOrder = [
    "wireframe", "coordinator", "router", "presenter", "view model", "view", "interactor",
    "builder", "app", "service", "entity", "other", "ambiguous", DecisionAttribution.unmatched,
    RoleAttribution.unattributed, RoleAttribution.system,
  ]

  static func render(_ suite: SuiteResult, metrics: [VariantMetrics] = []) -> String {
    var out = ["## Where navigation lives", ""]
    let attribution = DecisionAttribution(suite: suite, metrics: metrics)
    if attribution.variants.isEmpty {
      out.append(
        "_The static navigation graph is missing (sources not found), so no transition can be "
          + "attributed to the type that decides it._")
      out.append("")
    } else {
      out += [
        "Each transition the scenarios caused, by the [type that decides it](#definitions) (from "
          + "the static graph's edge it makes); `unmatched`: no static edge; `system`: a user's "
          + "gesture.",
        "",
        roleTable(attribution), "",
      ]
    }
    out += ["### By kind and origin", "", kindTable(suite), ""]
    if !attribution.variants.isEmpty {
      out += ["### Navigation decisions per deciding type", "", typeTable(attribution), ""]
      let unmatched = attribution.variants.filter { !$0.unmatchedByKind.isEmpty }.map { variant in
        "\(variant.variant) "
          + variant.unmatchedByKind.sorted { $0.key < $1.key }.map {
            "\($0.value) \(Format.code($0.key))"
          }.joined(separator: ", ")
      }
      if !unmatched.isEmpty {
        out += [
          "Unmatched (no static edge kind or edge for them): " + unmatched.joined(separator: "; ")
            + ".", "",
        ]
      }
    }
    return out.joined(separator: "\n")
  }

  /// One row per deciding type, a column per variant: VIPER+C and Coordinator share their
  /// coordinators' names, so a reader sees the same decision in both.
  static func typeTable(_ attribution: DecisionAttribution) -> String {
    let variants = attribution.variants
    var roleOf: [String: String] = [:]
    var totals: [String: Int] = [:]
    for variant in variants {
      for decider in variant.deciders {
        roleOf[decider.type] = decider.role
        totals[decider.type, default: 0] += decider.transitions
      }
    }
    let types = totals.keys.sorted {
      (roleOf[$0] ?? "", -(totals[$0] ?? 0), $0) < (roleOf[$1] ?? "", -(totals[$1] ?? 0), $1)
    }
    var table = MarkdownTable(
      ["Deciding type", "Role"] + variants.map(\.variant),
      alignments: [.left, .left] + variants.map { _ in .right })
    for type in types {
      table.add(
        [Format.code(type), roleOf[type] ?? "other"]
          + variants.map { variant in
            variant.deciders.first { $0.type == type }.map { "\($0.transitions)" } ?? "–"
          })
    }
    return table.rendered
  }

  static func roleTable(_ attribution: DecisionAttribution) -> String {
    let variants = attribution.variants
    let known = Set(variants.flatMap(\.byRole.keys))
    let used = roleOrder.filter(known.contains) + known.subtracting(roleOrder).sorted()
    var table = MarkdownTable(
      ["Deciding role"] + variants.flatMap { [$0.variant, "share"] },
      alignments: [.left] + variants.flatMap { _ in [.right, .right] })
    for role in used {
      table.add(
        [role]
          + variants.flatMap { variant in
            let count = variant.byRole[role, default: 0]
            return ["\(count)", Format.percent(count, of: variant.transitions)]
          })
    }
    table.add(["**total**"] + variants.flatMap { ["**\($0.transitions)**", "100.0%"] })
    return table.rendered
  }

  /// Kinds count the changes made; a cancelled gesture changes nothing and is counted apart.
  static func kindTable(_ suite: SuiteResult) -> String {
    var kinds: [[String: Int]] = []
    var origins: [[String: Int]] = []
    for variant in suite.variants {
      var byKind: [String: Int] = [:]
      var byOrigin: [String: Int] = [:]
      for scenario in suite.scenarios {
        for run in scenario.runs where run.variant == variant {
          for transition in run.steps.flatMap(\.transitions) {
            byOrigin[transition.origin, default: 0] += 1
            if !transition.origin.hasPrefix("cancelled") {
              byKind[transition.kind, default: 0] += 1
            }
          }
        }
      }
      kinds.append(byKind)
      origins.append(byOrigin)
    }
    var table = MarkdownTable(
      ["Transition"] + suite.variants, alignments: [.left] + suite.variants.map { _ in .right })
    for kind in Set(kinds.flatMap(\.keys)).sorted() {
      table.add([Format.code(kind)] + kinds.map { "\($0[kind, default: 0])" })
    }
    let rank = { (origin: String) in origin == "code" ? 0 : origin.hasPrefix("cancelled") ? 2 : 1 }
    // Code's share is the total less the gestures; only the gestures are listed.
    let gestures = Set(origins.flatMap(\.keys)).subtracting(["code"])
    for origin in gestures.sorted(by: { (rank($0), $0) < (rank($1), $1) }) {
      let label =
        origin == "code"
        ? "origin: code"
        : origin.hasPrefix("cancelled")
          ? "cancelled: \(origin) (no change)"
          : "origin: \(origin)"
      table.add([label] + origins.map { "\($0[origin, default: 0])" })
    }
    return table.rendered
  }
}
