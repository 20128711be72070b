/// Checks a rules file against an analysis: one rule applied the same way to any code.
public enum RuleChecker {
  /// Every violation of the file's rules, sorted by file and line; `screenTypes` defaults to
  /// the screens of `result`'s sources read again from disk.
  public static func check(
    _ rules: RulesFile, _ result: AnalysisResult, screenTypes: ScreenTypes? = nil
  ) -> [RuleViolation] {
    var violations: [RuleViolation] = []
    if let deciders = rules.deciders { violations += decisions(result.navigation, deciders) }
    if let limit = rules.screensKnownLimit {
      violations += screensKnown(screenTypes ?? ScreenTypes(result), limit)
    }
    if rules.flowObjectsHandleBackGesture { violations += gestures(result.navigation) }
    if rules.noScreenConstructsScreen { violations += constructions(result.navigation) }
    return violations.sorted()
  }

  /// The app's entry setting the first window root at launch is where every app starts, not a
  /// decision between screens.
  public static func isEntry(_ edge: NavigationEdge) -> Bool {
    edge.from == NavigationGraph.launch && edge.kind == .windowRoot
  }

  static func decisions(_ graph: NavigationGraph, _ allowed: Set<Role>) -> [RuleViolation] {
    let names = allowed.sorted().map(\.rawValue).joined(separator: ", ")
    return graph.edges.compactMap { edge in
      guard !isEntry(edge) else { return nil }
      if let role = edge.decidedByRole, allowed.contains(role) { return nil }
      let role = edge.decidedByRole?.rawValue ?? "no role"
      return RuleViolation(
        rule: .deciders, file: edge.file, line: edge.line,
        message: "\(edge.decidedBy) (\(role)) decides \(edge.kind.rawValue) \(edge.from) → "
          + "\(edge.to); only types of role \(names) may decide screen transitions",
        key: [edge.decidedBy, edge.kind.rawValue, edge.from, edge.to])
    }
  }

  /// One violation per screen known by a screen that knows too many, at the first type that
  /// knows it: a baseline keeps each (screen, known screen) pair, so a screen that comes to
  /// know one more fails while one that knows fewer does not.
  static func screensKnown(_ types: ScreenTypes, _ limit: Int) -> [RuleViolation] {
    var violations: [RuleViolation] = []
    for (screen, known) in types.knownByScreen.sorted(by: { $0.key < $1.key })
    where known.count > limit {
      let all = known.keys.sorted().joined(separator: ", ")
      for (other, knowers) in known.sorted(by: { $0.key < $1.key }) {
        let first = knowers.min { ($0.file, $0.line) < ($1.file, $1.line) }!
        let through = Set(knowers.map(\.type)).sorted().joined(separator: ", ")
        violations.append(
          RuleViolation(
            rule: .screensKnownByAScreen, file: first.file, line: first.line,
            message: "screen \(screen) knows \(other) (through \(through)); it knows "
              + "\(known.count) other screens (\(all)), more than \(limit)",
            key: [screen, other]))
      }
    }
    return violations
  }

  static func gestures(_ graph: NavigationGraph) -> [RuleViolation] {
    var violations: [RuleViolation] = []
    for flow in graph.flowObjects {
      let keeps = flow.keeps.joined(separator: ", ")
      if flow.missesBackGesture {
        violations.append(
          RuleViolation(
            rule: .flowObjectsHandleBackGesture, file: flow.file, line: flow.line,
            message: "\(flow.type) (\(flow.role.rawValue)) keeps screens (\(keeps)) on a "
              + "navigation stack but neither it nor what it keeps declares "
              + "navigationController(_:didShow:animated:) or willShow: a back swipe leaves it "
              + "holding popped screens",
            key: [flow.type, "back gesture"]))
      }
      if flow.missesSheetSwipe {
        violations.append(
          RuleViolation(
            rule: .flowObjectsHandleBackGesture, file: flow.file, line: flow.line,
            message: "\(flow.type) (\(flow.role.rawValue)) keeps screens (\(keeps)) and presents, "
              + "but neither it nor what it keeps declares presentationControllerDidDismiss or "
              + "another sheet-swipe callback: a swiped-away sheet leaves it holding its screens",
            key: [flow.type, "sheet swipe"]))
      }
    }
    return violations
  }

  static func constructions(_ graph: NavigationGraph) -> [RuleViolation] {
    graph.screenConstructions.map { construction in
      RuleViolation(
        rule: .noScreenConstructsScreen, file: construction.file, line: construction.line,
        message: "screen \(construction.screen) constructs screen \(construction.constructed)",
        key: [construction.screen, construction.constructed])
    }
  }
}
