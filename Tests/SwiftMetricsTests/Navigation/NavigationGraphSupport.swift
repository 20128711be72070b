import SwiftMetrics

/// Graphs as lines a reader can check against the fixture by eye:
/// `from -> to kind by DecidingType (Role) File.swift:line`.
enum NavigationGraphSupport {
  static func graph(_ sources: [(path: String, text: String)], screenNameProperty: String? = nil)
    -> NavigationGraph
  {
    var options = AnalysisOptions()
    options.screenNameProperty = screenNameProperty
    return SwiftAnalyzer.analyze(sources: sources, options: options).navigation
  }

  static func lines(_ graph: NavigationGraph) -> [String] {
    graph.edges.map { edge in
      let file = edge.file.split(separator: "/").last.map(String.init) ?? edge.file
      let role = edge.decidedByRole.map { " (\($0.rawValue))" } ?? ""
      return "\(edge.from) -> \(edge.to) \(edge.kind.rawValue) by \(edge.decidedBy)\(role) "
        + "\(file):\(edge.line)"
    }
  }

  static func screens(_ graph: NavigationGraph) -> [String] {
    graph.screens.map { "\($0.type): \($0.base)" + ($0.name.map { " \"\($0)\"" } ?? "") }
  }
}
