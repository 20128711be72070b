import SwiftMetrics

/// Coupling: Martin's component metrics per variant, cycles, and the wiring as diagrams with
/// the same data in tables beside them.
enum CouplingSection {
  /// A folder smaller than this is too small for I, A and D to mean anything.
  static let meaningfulTypes = 3
  static let meaningfulLines = 50

  /// The report's part: type-level coupling, who decides each screen's way on, and Martin's
  /// means over the folders of meaningful size (their table is in the detail file).
  static func render(_ input: ReportInput) -> String {
    let coupling = TypeCoupling(metrics: input.metrics)
    let names = coupling.variants.map(\.variant)
    var out = [
      "## Coupling", "",
      "From the type graph, whatever the names and folders: a screen *knows* another when one of "
        + "[its types](#definitions) references one of the other's; who decides comes from the "
        + "static graph.", "",
    ]
    var summary = MarkdownTable(
      ["Measure", "Better"] + names, alignments: [.left, .left] + names.map { _ in .right })
    summary.add(
      ["Screen → screen pairs (a screen's code knows another's)", "↓"]
        + coupling.variants.map { "\($0.screenPairs.count)" })
    summary.add(
      ["Screen types that know another screen's types", "–"]
        + coupling.variants.map { "\($0.screenTypesKnowingOthers.count)" })
    summary.add(
      ["Types of no screen that know screens", "–"]
        + coupling.variants.map { "\($0.otherTypesKnowingScreens.count)" })
    summary.add(
      ["Types that decide navigation (static graph)", "↓"]
        + coupling.variants.map { "\($0.decidingTypes.count)" })
    out += [summary.rendered, ""]
    for variant in coupling.variants {
      let pairs = Dictionary(grouping: variant.screenPairs, by: \.screen)
      out.append(
        "**\(variant.variant)** — "
          + (pairs.isEmpty
            ? "no screen's code knows another screen."
            : "screens whose code knows other screens: "
              + pairs.keys.sorted().map { screen in
                let known = pairs[screen]!
                let through = Set(known.flatMap(\.through)).sorted().map { "`\($0)`" }
                return "\(screen) → \(known.map(\.knows).joined(separator: ", ")) (through "
                  + "\(through.joined(separator: ", ")))"
              }.joined(separator: "; ") + "."))
      let others = variant.otherTypesKnowingScreens
      if !others.isEmpty {
        out[out.count - 1] +=
          " Types of no screen that know screens: "
          + others.map { "`\($0.type)` (\(Format.plural($0.knows.count, "screen")))" }.joined(
            separator: ", ") + "."
      }
      out.append("")
    }
    out += ["### Who decides where each screen goes", ""]
    var decided = MarkdownTable(["From"] + names)
    let triggers = Set(coupling.variants.flatMap(\.decidedBy.keys)).sorted()
    for trigger in triggers {
      decided.add(
        [trigger]
          + coupling.variants.map { variant in
            (variant.decidedBy[trigger] ?? []).joined(separator: ", ").ifEmpty("–")
          })
    }
    out += [decided.rendered, ""]
    out += [
      "### Per folder", "",
      "Martin's metrics per folder, over the \(meaningfulTypes)+-type or \(meaningfulLines)+-line "
        + "folders only; they move when a file moves to another folder. The table per folder is "
        + "in the [detail file](\(input.scenarioDetail ?? "")#coupling-per-folder).", "",
    ]
    var means = MarkdownTable(
      ["Variant", "Folders", "Mean I", "Mean D", "Cycles"],
      alignments: [.left, .right, .right, .right, .right])
    for metric in input.metrics {
      let big = meaningful(metric)
      func mean(_ value: (ComponentMetrics) -> Double?) -> String {
        let values = big.compactMap(value)
        return values.isEmpty ? "n/a" : Format.fixed(values.reduce(0, +) / Double(values.count))
      }
      means.add([
        metric.variant, "\(big.count)", mean(\.instability), mean(\.distance),
        "\(metric.analysis.cycles.count)",
      ])
    }
    out += [means.rendered, ""]
    return out.joined(separator: "\n")
  }

  /// The variant's own folders of meaningful size.
  static func meaningful(_ metrics: VariantMetrics) -> [ComponentMetrics] {
    metrics.ownComponents.filter {
      $0.types + $0.protocols >= meaningfulTypes || $0.codeLines >= meaningfulLines
    }
  }

  /// The detail file's part: per variant, the folders' table (meaningful sizes only), the
  /// dependencies between them and the navigation wiring.
  static func renderDetail(_ input: ReportInput) -> String {
    var out = [
      "## Coupling per folder", "",
      "Components are the folders of each variant (a screen's folder, `Coordinators`, "
        + "`Routing`, …) of at least \(meaningfulTypes) types or \(meaningfulLines) code lines; "
        + "the shared domain is one more. Ca/Ce count other components, I = Ce/(Ca+Ce), "
        + "A = protocols/types, D = |A + I − 1|. They move when a file moves to another folder.",
      "",
    ]
    for metrics in input.metrics {
      out += ["### \(metrics.variant)", ""]
      out.append(componentTable(metrics))
      out.append("")
      let cycles = metrics.analysis.cycles
      out.append(
        cycles.isEmpty
          ? "No dependency cycles between components."
          : "Dependency cycles: "
            + cycles.map { $0.joined(separator: " ⇄ ") }.joined(separator: "; ")
            + ".")
      out.append("")
      out += [
        "#### Component dependencies", "",
        "The variant's components (folder names without the target's); the shared domain is one "
          + "node.", "",
      ]
      out.append(componentGraph(metrics).rendered())
      out.append("")
      let wiring = navigationWiring(metrics)
      if !wiring.edges.isEmpty {
        out += ["#### \(wiring.title)", ""]
        var diagram = Mermaid()
        var table = MarkdownTable(["Type", "knows (references)"])
        for (from, targets) in wiring.edges {
          for target in targets { diagram.edge(from, target) }
          table.add([from, targets.joined(separator: ", ")])
        }
        out.append(diagram.rendered(direction: "TD"))
        out.append("")
        out.append(table.rendered)
        out.append("")
      }
    }
    return out.joined(separator: "\n")
  }

  static let sharedNode = "shared domain"

  /// Edges between the variant's own components, with the shared domain's components folded
  /// into one node so the diagram stays small.
  static func componentGraph(_ metrics: VariantMetrics) -> Mermaid {
    let shared = Set(metrics.analysis.components.filter(\.isShared).map(\.name))
    var graph = Mermaid()
    for component in metrics.ownComponents {
      let from = shortName(component.name)
      _ = graph.node(from)
      for target in component.dependsOn {
        graph.edge(from, shared.contains(target) ? sharedNode : shortName(target))
      }
    }
    return graph
  }

  /// `TownsquareVIPER/Modules/Feed` → `Modules/Feed`; the target's own folder → `(app)`.
  static func shortName(_ component: String) -> String {
    let parts = component.split(separator: "/")
    return parts.count > 1 ? parts.dropFirst().joined(separator: "/") : "(app entry)"
  }

  static func componentTable(_ metrics: VariantMetrics) -> String {
    var table = MarkdownTable(
      ["Component", "Files", "Lines", "Types", "Protocols", "Ca", "Ce", "I", "A", "D"],
      alignments: [.left] + Array(repeating: .right, count: 9))
    func value(_ number: Double?) -> String { number.map { Format.fixed($0) } ?? "n/a" }
    let shown = Set(meaningful(metrics).map(\.name))
    for component in metrics.analysis.components
    where component.isShared || shown.contains(component.name) {
      let name = component.isShared ? component.name + " (shared)" : component.name
      table.add([
        name, "\(component.files.count)", "\(component.codeLines)", "\(component.types)",
        "\(component.protocols)", "\(component.ca)", "\(component.ce)",
        value(component.instability), value(component.abstractness), value(component.distance),
      ])
    }
    return table.rendered
  }

  /// Which navigating types (wireframes, coordinators, routers) reference which others: the
  /// VIPER module wiring, or the coordinator tree.
  static func navigationWiring(_ metrics: VariantMetrics) -> (
    title: String, edges: [(String, [String])]
  ) {
    let navigating: Set<Role> = [.wireframe, .coordinator]
    let types = metrics.ownTypes.filter { navigating.contains($0.role) && $0.kind != .protocol }
    let names = Set(types.map(\.name))
    let edges = types.map { type in
      (type.name, type.outgoing.map(\.to).filter { names.contains($0) && $0 != type.name }.sorted())
    }.filter { !$0.1.isEmpty }.sorted { $0.0 < $1.0 }
    let roles = Set(types.map(\.role))
    let title =
      roles == [.coordinator]
      ? "The coordinator tree"
      : roles == [.wireframe]
        ? "The module wiring (wireframes)"
        : "Navigation wiring"
    return (title, edges)
  }
}

extension String {
  /// The text, or `other` when it is empty.
  func ifEmpty(_ other: String) -> String { isEmpty ? other : self }
}
