import Harness

/// Where navigation lives: which roles asked for the transitions, per variant, and which files.
enum NavigationSection {
  static let roleOrder = [
    "wireframe", "coordinator", "router", "presenter", "view model", "view", "interactor",
    "builder", "app",
    "other", "unattributed", "system",
  ]

  /// `TownsquareVIPER/RootWireframe.swift` (a `#fileID`) → the analysed file's path when the
  /// static metrics know exactly one such file, so a reader can open it.
  static func locate(_ fileID: String, in metrics: [VariantMetrics]) -> String {
    let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return fileID }
    let candidates = Set(
      metrics.flatMap(\.analysis.files).map(\.path).filter {
        $0.hasSuffix("/" + parts[1]) && $0.contains(parts[0] + "/")
      })
    return candidates.count == 1 ? candidates.first! : fileID
  }

  static func render(_ suite: SuiteResult, metrics: [VariantMetrics] = []) -> String {
    var out = [
      "## Where navigation lives", "",
      "Every transition the scenarios caused, attributed to the role of the file that asked for "
        + "it (from its type's name: `…Wireframe`, `…Coordinator`, …); `system` is a user's "
        + "gesture (back swipe, sheet swipe, tab tap) that no app code asked for.", "",
    ]
    let used = roleOrder.filter { role in suite.totals.contains { $0.byRole[role, default: 0] > 0 }
    }
    var table = MarkdownTable(
      ["Role"] + suite.variants.flatMap { [$0, "share"] },
      alignments: [.left] + suite.variants.flatMap { _ in [.right, .right] })
    for role in used {
      table.add(
        [role]
          + suite.totals.flatMap { totals in
            let count = totals.byRole[role, default: 0]
            return ["\(count)", Format.percent(count, of: totals.transitions)]
          })
    }
    table.add(
      ["**total**"] + suite.totals.flatMap { ["**\($0.transitions)**", "100.0%"] })
    out.append(table.rendered)
    out.append("")
    out += ["### By kind and origin", ""]
    var kinds = MarkdownTable(
      ["Transition"] + suite.variants, alignments: [.left] + suite.variants.map { _ in .right })
    let allKinds = Set(suite.totals.flatMap(\.byKind.keys)).sorted()
    for kind in allKinds {
      kinds.add([Format.code(kind)] + suite.totals.map { "\($0.byKind[kind, default: 0])" })
    }
    for origin in Set(suite.totals.flatMap(\.byOrigin.keys)).sorted() where origin != "code" {
      kinds.add(
        ["origin: \(origin)"] + suite.totals.map { "\($0.byOrigin[origin, default: 0])" })
    }
    out.append(kinds.rendered)
    out.append("")
    out += ["### Navigation decisions per file", ""]
    for totals in suite.totals {
      out.append(
        "**\(totals.variant)** — \(Format.plural(totals.byFile.count, "file")) asked for navigation:"
      )
      out.append("")
      var files = MarkdownTable(
        ["File", "Role", "Transitions"], alignments: [.left, .left, .right])
      let sorted = totals.byFile.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
      for (file, count) in sorted {
        files.add([
          Format.code(locate(file, in: metrics)), RoleAttribution.role(ofFile: file), "\(count)",
        ])
      }
      out.append(files.rendered)
      out.append("")
    }
    return out.joined(separator: "\n")
  }
}
