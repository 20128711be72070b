import Foundation

/// Children that must not outlive this process: a signal that ends it (Ctrl-C, `kill`) is
/// passed on to the child's process group first, after the temporary files are removed.
public enum ChildSignals {
  public static func started(_ pid: Int32) {
    PendingFiles.childStarted(pid)
  }

  public static func ended() {
    PendingFiles.childEnded()
  }
}
