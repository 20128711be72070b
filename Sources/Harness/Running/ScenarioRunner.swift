import HeadlessUIKit
import ScenarioLanguage
import Townsquare

/// Runs one scenario on one variant: a fresh window, environment and lifetime tracker; the
/// first failure stops the run; what the window logged is recorded step by step. After every
/// step the app's run loop goes idle — every animation ends — as a UI test waits for them,
/// unless the next step is written `mid-transition`.
@MainActor
public struct ScenarioRunner {
  /// What the app's window assumes where UIKit's documentation is silent.
  public let assumptions: UIKitAssumptions

  public init(assumptions: UIKitAssumptions = .defaults) {
    self.assumptions = assumptions
  }

  public func run(_ scenario: Scenario, in path: String, on variant: AppVariant) -> ScenarioRun {
    var state = RunState(path: path)
    var stores = Self.stores(for: scenario.givens)
    var session: AppSession?
    for (index, step) in scenario.steps.enumerated() {
      let label = "\(path):\(step.location.line)"
      var outcome = StepOutcome.done
      switch step.command {
      case .launch:
        session = launch(variant, stores: stores)
      case .relaunch:
        // Every reference to the old app must be gone before its leaks are counted.
        var endedTracker: LifetimeTracker?
        if let ending = session {
          stores = ending.environment.persistentStores
          state.absorb(ending)
          endedTracker = ending.tracker
        }
        session = nil
        if let endedTracker { outcome = state.endApp(endedTracker, at: label) }
        session = launch(variant, stores: stores)
      case .expectNoLeaks:
        let found = session?.tracker.leaks() ?? []
        if !found.isEmpty { state.fail(.leak, at: label, leaks: found) }
      default:
        if let session {
          outcome = StepDriver.perform(step.command, on: session)
        } else {
          outcome = .failed(.stepUnavailable, "the app is not running: `launch` first")
        }
      }
      let nextActsMidTransition =
        scenario.steps.indices.contains(index + 1) && scenario.steps[index + 1].actsMidTransition
      if case .done = outcome, let session, !nextActsMidTransition {
        outcome = Self.waitForAnimations(in: session)
      }
      state.record(step, at: label, outcome: outcome, session: session)
      if state.failure != nil { break }
    }
    if state.failure == nil, let session {
      let label = "\(path):\(scenario.endLocation.line)"
      let leaks = session.tracker.leaks()
      if !leaks.isEmpty {
        state.fail(.leak, at: label, leaks: leaks)
      }
    }
    if let session { state.absorb(session) }
    return ScenarioRun(
      variant: variant.name, failure: state.failure, steps: state.steps, leaks: state.leaks,
      issues: state.issues, appLog: state.appLog, statistics: state.statistics)
  }

  /// Lets the run loop go idle; fails when the app keeps starting transitions forever.
  private static func waitForAnimations(in session: AppSession) -> StepOutcome {
    if session.window.runLoop.runUntilIdle() { return .done }
    return .failed(
      .stepUnavailable,
      "the app kept animating: its run loop did not go idle after "
        + "\(VirtualRunLoop.turnLimit) turns")
  }

  private func launch(_ variant: AppVariant, stores: PersistentStores) -> AppSession {
    let session = AppSession(
      variant: variant, stores: stores, assumptions: assumptions)
    session.app.launch()
    return session
  }

  static func stores(for givens: [Given]) -> PersistentStores {
    var stores = PersistentStores.fresh
    for given in givens {
      switch given {
      case .onboarded:
        stores.onboardingSeen = true
      case .loggedIn(let email):
        // The parser has checked the email against the seeded users.
        if let loggedIn = PersistentStores.loggedIn(email: email) {
          stores.onboardingSeen = true
          stores.session = loggedIn.session
        }
      }
    }
    return stores
  }
}
