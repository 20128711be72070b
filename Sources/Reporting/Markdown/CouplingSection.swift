import SwiftMetrics

/// Coupling: Martin's component metrics per variant, cycles, and the wiring as diagrams with
/// the same data in tables beside them.
enum CouplingSection {
  static func render(_ input: ReportInput) -> String {
    var out = [
      "## Coupling", "",
      "Components are the folders of each variant (a screen's folder, `Coordinators`, "
        + "`Routing`, …); the shared domain is one more component that every variant depends "
        + "on. Ca/Ce count other components, I = Ce/(Ca+Ce), A = protocols/types, "
        + "D = |A + I − 1| (see Definitions).", "",
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
          + "node. The numbers are in the table above.", "",
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
    for component in metrics.analysis.components {
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
