/// The main run loop of one app run, in virtual time: no real clock, no threads, so every run
/// is the same. HeadlessUIKit keeps UIKit's time on it:
///
/// - an **animated** transition (push, pop, `setViewControllers`, present, dismiss, a root swap
///   inside `UIView.transition(with:…)`, a back gesture or a sheet swipe) begins when it is
///   asked for — the state changes, `will…` callbacks run, `transitionCoordinator` is set — and
///   ends ``transitionDuration`` later, when the `did…` callbacks and the completions run;
/// - an **unanimated** one begins and ends before the call returns (UIKit finishes it within
///   the current turn), with no transition coordinator;
/// - a transition asked for while another is ending (from a `did…` callback) is queued for the
///   next turn, as UIKit defers it; one asked for while another begins or animates is refused
///   with the warning UIKit logs.
///
/// Nothing moves until someone runs the loop: the harness runs it until idle after every step,
/// as a UI test waits for animations, unless the next step is to act mid-transition.
@MainActor
public final class VirtualRunLoop {
  /// How long every animated transition takes: about UIKit's navigation transition.
  public static let transitionDuration: Duration = .milliseconds(350)
  /// More turns than this without going idle means app code keeps starting transitions
  /// forever; `runUntilIdle` stops there.
  public static let turnLimit = 1_000

  private struct Timer {
    let due: Duration
    let order: Int
    let action: @MainActor () -> Void
  }

  /// Virtual time since the app started.
  public private(set) var now: Duration = .zero
  private var timers: [Timer] = []
  private var scheduled = 0

  init() {}

  /// Nothing is animating and nothing is queued.
  public var isIdle: Bool { timers.isEmpty }

  /// Runs `action` `delay` from now (zero: at the next turn), after everything already due
  /// by then.
  func schedule(after delay: Duration = .zero, _ action: @escaping @MainActor () -> Void) {
    scheduled += 1
    timers.append(Timer(due: now + delay, order: scheduled, action: action))
  }

  /// Runs every turn until nothing is left, moving the clock to each one; false when it
  /// gave up after ``turnLimit`` turns.
  @discardableResult
  public func runUntilIdle() -> Bool {
    for _ in 0..<Self.turnLimit {
      guard runNextTurn() else { return true }
    }
    return isIdle
  }

  /// Runs what is due within `duration` from now and moves the clock on by it: a test's way
  /// to look at a transition halfway.
  public func run(for duration: Duration) {
    let end = now + duration
    while let next = nextTimerIndex(), timers[next].due <= end {
      _ = runNextTurn()
    }
    now = end
  }

  private func nextTimerIndex() -> Int? {
    timers.indices.min { (timers[$0].due, timers[$0].order) < (timers[$1].due, timers[$1].order) }
  }

  private func runNextTurn() -> Bool {
    guard let index = nextTimerIndex() else { return false }
    let timer = timers.remove(at: index)
    now = max(now, timer.due)
    timer.action()
    return true
  }
}
