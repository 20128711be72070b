import HeadlessUIKit
import ScenarioLanguage

/// What a run has gathered so far.
@MainActor
struct RunState {
  let path: String
  var steps: [StepResult] = []
  var leaks: [LeakRecord] = []
  var issues: [String] = []
  var appLog: [String] = []
  var statistics = RunStatistics()
  var failure: RunFailure?

  init(path: String) {
    self.path = path
  }

  /// Reads what the window logged during a step, checks for UIKit issues, and notes the state
  /// after the step.
  mutating func record(
    _ step: Step, at label: String, outcome: StepOutcome, session: AppSession?
  ) {
    var transitions: [TransitionRecord] = []
    var hierarchy = HeadlessUIKit.HierarchyNotation.emptyWindow
    var screen: String?
    var alive: [String: Int] = [:]
    if case .failed(let kind, let message) = outcome {
      fail(kind, at: label, message: message)
    }
    if let session {
      transitions = session.unreadTransitions().map(RoleAttribution.record)
      let fresh = session.unreadIssues()
      issues += fresh.map(\.description)
      appLog += session.unreadLog()
      if failure == nil, !fresh.isEmpty {
        fail(
          .uikitIssue, at: label,
          message: "HeadlessUIKit reported: " + fresh.map(\.description).joined(separator: "; "))
      }
      session.tracker.checkpoint(label)
      hierarchy = HeadlessUIKit.HierarchyNotation.render(session.window)
      screen = session.window.visibleViewController?.notationName
      for (role, count) in session.tracker.aliveByRole() { alive[role.rawValue] = count }
      statistics.maxDepth = max(statistics.maxDepth, session.visibleDepth())
      statistics.peakAlive = max(statistics.peakAlive, alive.values.reduce(0, +))
    }
    for transition in transitions {
      statistics.transitions += 1
      statistics.byKind[transition.kind, default: 0] += 1
      statistics.byOrigin[transition.origin, default: 0] += 1
      statistics.byRole[transition.role, default: 0] += 1
    }
    let stepFailure = failure?.location == label ? failure?.message : nil
    steps.append(
      StepResult(
        location: label, line: step.location.line, action: step.displayText,
        transitions: transitions, hierarchy: hierarchy, screen: screen, aliveByRole: alive,
        failure: stepFailure))
  }

  /// Counts what an app created before it goes away.
  mutating func absorb(_ session: AppSession) {
    for (role, count) in session.tracker.createdByRole {
      statistics.createdByRole[role.rawValue, default: 0] += count
    }
    appLog += session.unreadLog()
  }

  /// The app has ended (a relaunch): every object of it still alive is a leak.
  mutating func endApp(_ tracker: LifetimeTracker, at label: String) -> StepOutcome {
    tracker.markAppEnded(at: label)
    let found = tracker.leaks()
    guard !found.isEmpty else { return .done }
    leaks += found.map { record($0, detectedAt: label) }
    return .failed(
      .leak,
      "still alive after the app ended: " + found.map(\.description).joined(separator: "; "))
  }

  mutating func fail(_ kind: RunFailure.Kind, at label: String, leaks found: [Leak]) {
    leaks += found.map { record($0, detectedAt: label) }
    fail(kind, at: label, message: "leaked: " + found.map(\.description).joined(separator: "; "))
  }

  mutating func fail(_ kind: RunFailure.Kind, at label: String, message: String) {
    guard failure == nil else { return }
    failure = RunFailure(kind: kind, location: label, message: message)
  }

  private func record(_ leak: Leak, detectedAt label: String) -> LeakRecord {
    LeakRecord(
      typeName: leak.typeName, role: leak.role.rawValue, anchor: leak.anchor,
      leftWindowAt: leak.leftWindowAt, detectedAt: label)
  }
}
