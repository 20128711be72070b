/// The app's own log (what `os_log` would receive), in memory for one app run. The harness
/// reads it; it is not a HeadlessUIKit warning and does not fail a scenario by itself.
@MainActor
public final class AppLog {
  public private(set) var entries: [String] = []

  public init() {}

  public func record(_ entry: String) {
    entries.append(entry)
  }
}
