/// Rule: back steps. A pop goes back to the screens that push the one it takes away, a
/// dismissal to those that present it, as the forward edges show: the triggering screen when
/// something pushes (presents) it, else what the step is made on (a router's view controller,
/// the window's root), else the screens the deciding type builds; a dismissal made on a
/// container takes away what it shows presented. `popToRoot` goes to the bottom of the stack.
/// When none of these is known, no edge.
/// Examples: `BackStepTests`.
extension NavigationAnalyzer {
  /// Where a pop or dismissal from `from` goes back to: the screens that push (present) what
  /// it takes away — `from` itself when it is pushed (presented), else what the step is made
  /// on, else the screens the deciding type shows; nothing when none is known.
  func backTargets(of site: EdgeSite, from: Int32, in graph: ForwardGraph) -> Set<Int32> {
    let adds: Set<NavigationEdgeKind> =
      site.kind == .dismiss
      ? [.present, .sheet] : [.push, .show, .navigationLink, .navigationDestination, .segue]
    func added(_ screen: Int32) -> Set<Int32> { graph.predecessors(of: screen, kinds: adds) }
    var taken: Set<Int32> = []
    if from >= 0 && !added(from).isEmpty {
      taken = [from]
    } else {
      var candidates = site.receivers.filter(isScreenCapable)
      if site.receivers.contains(Self.windowRootMarker) {
        candidates.formUnion(graph.targets(of: .windowRoot))
      }
      if candidates.isEmpty { candidates = ownScreens(functionOwner[site.function]) }
      for candidate in candidates {
        if !added(candidate).isEmpty {
          taken.insert(candidate)
        } else if site.kind == .dismiss {
          // Dismissing on a container takes away what it or what it shows presented.
          for shown in graph.contained(in: candidate) {
            taken.formUnion(graph.successors(of: shown, kinds: adds))
          }
        }
      }
    }
    var result: Set<Int32> = []
    for screen in taken {
      if site.kind == .popToRoot {
        result.formUnion(graph.roots(above: screen, kinds: adds))
      } else {
        result.formUnion(added(screen))
      }
    }
    return result
  }

  /// The screens a type builds, returns or holds.
  func ownScreens(_ type: Int32) -> Set<Int32> {
    guard type >= 0 else { return [] }
    var result: Set<Int32> = []
    for function in functionOwner.indices where functionOwner[function] == type {
      let file = functionFile[function]
      for call in callsOf[function] {
        if case .constructs(let made) = resolve(file, call, in: function, context: -1) {
          result.formUnion(made.filter(isScreenCapable))
        }
      }
    }
    for property in allProperties() where property.owner == type {
      result.formUnion(screens(propertyValues(type, property.fact.name)))
    }
    return result
  }
}
