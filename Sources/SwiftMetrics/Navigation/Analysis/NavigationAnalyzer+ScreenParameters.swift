/// Rule: screens passed as parameters. A step whose screen comes from a parameter of a wrapper
/// (a router's `push(_ screen:)`, an app's `pushWireframe(_ wireframe:)` pushing
/// `wireframe.viewController`) is each caller's step, with what that call passes: the screen
/// itself for a parameter, else the value evaluated with the wrapper bound to the call —
/// followed through up to four wrappers, so nested overloads forwarding to one another keep
/// the screen and the caller decides.
/// Examples: `ScreenParameterTests`.
extension NavigationAnalyzer {
  /// The site with the screens `value` holds, and the same step at every call that passes
  /// what they depend on: the screen itself for a parameter (a router's `push(_ screen:)`),
  /// else the value evaluated with the wrapper bound to that call
  /// (`pushWireframe(_ wireframe:)` pushing `wireframe.viewController`).
  func followed(_ site: EdgeSite, file: Int32, key: Int32, value: Int32, depth: Int)
    -> [EdgeSite]
  {
    let origin = FollowedValue(
      file: file, key: key, value: identityAlias(file, value, in: site.function),
      function: site.function)
    return followed(site, origin: origin, levels: [], depth: depth)
  }

  func followed(
    _ site: EdgeSite, origin: FollowedValue, levels: [FollowedCall], depth: Int
  ) -> [EdgeSite] {
    let base = collectingContext(file: origin.file, key: origin.key, function: origin.function)
    var collecting = base
    var context = base
    if let outer = levels.last {
      collecting = levelContext(outer.site, origin: base)
      context = collecting
      for level in levels.reversed() {
        context = self.context(
          callee: level.callee, file: level.site.file, call: level.site.node,
          caller: level.site.function, parent: context)
        guard context >= 0 else { return [] }
      }
    }
    // A new stack's top is its last screen: `setRoot([feed, detail])` goes to the detail.
    let value =
      site.kind == .setViewControllers ? lastElement(origin.file, origin.value) : origin.value
    if isUncalledWrapper(origin.function) { return [] }
    var own = site
    own.targets = values(origin.file, value, in: origin.function, context: context).filter {
      isScreenCapable($0) || isContainer($0)
    }
    guard depth < 4 else { return own.targets.isEmpty ? [] : [own] }
    var result: [EdgeSite] = []
    // An argument passed on as it is (`push(module, animated: true)`) is the name it holds,
    // so forwarding overloads pass the screen directly, not through nested contexts.
    var passed = value
    while passed >= 0 && node(origin.file, passed).kind == .argument {
      passed = node(origin.file, passed).child
    }
    for parameter in collected[collecting] ?? [] {
      let declared = Array(parameters(of: parameter.function))
      let direct =
        levels.isEmpty && passed >= 0 && node(origin.file, passed).kind == .name
        && parameter.index < declared.count
        && node(origin.file, passed).symbol == declared[parameter.index].name
      for caller in callSites(of: parameter.function) {
        let argument = argumentNode(
          for: parameter.index, of: parameter.function, at: caller.file, caller.node)
        guard argument >= 0 else { continue }
        // A step in an arm of a switch on a stored style the called object does not take.
        if depth == 0 && levels.isEmpty
          && !storedArmsTaken(line: site.line, in: site.function, at: caller)
        {
          continue
        }
        let moved = self.moved(site, to: caller)
        if direct {
          let next = FollowedValue(
            file: caller.file, key: caller.node, value: argument, function: caller.function)
          result += followed(moved, origin: next, levels: [], depth: depth + 1)
        } else {
          let level = FollowedCall(callee: parameter.function, site: caller)
          result += followed(moved, origin: origin, levels: levels + [level], depth: depth + 1)
        }
      }
    }
    // Followed to its callers, the step is theirs, with what each passes, not whatever the
    // wrapper's parameter may hold anywhere.
    if result.contains(where: { !$0.targets.isEmpty }) { return result }
    return own.targets.isEmpty ? [] : [own]
  }

  /// The collecting context of a caller a step is followed to, for one original step.
  func levelContext(_ site: CallSite, origin: Int) -> Int {
    let context = ValueContext(
      callee: ValueContext.collecting, file: site.file, call: site.node, caller: site.function,
      parent: origin, depth: 1)
    if let known = contextIDs[context] { return known }
    contexts.append(context)
    contextIDs[context] = contexts.count - 1
    return contexts.count - 1
  }

  /// A collecting context per step (a call or assignment node), so that each step's
  /// parameters are its own.
  func collectingContext(file: Int32, key: Int32, function: Int) -> Int {
    let context = ValueContext(
      callee: ValueContext.collecting, file: file, call: key, caller: function, parent: -1,
      depth: 1)
    if let known = contextIDs[context] { return known }
    contexts.append(context)
    contextIDs[context] = contexts.count - 1
    return contexts.count - 1
  }
}
