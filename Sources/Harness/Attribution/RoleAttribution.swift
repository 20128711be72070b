import HeadlessUIKit

/// Names the role of the code that asked for a transition from its file's name, the way the
/// variants name their types (`LoginWireframe.swift` → wireframe). A user's gesture is `system`.
public enum RoleAttribution {
  /// Suffix → role, longest suffixes first so `ViewController` wins over `Controller`.
  public static let suffixes: [(suffix: String, role: String)] = [
    ("Wireframe", "wireframe"),
    ("Coordinator", "coordinator"),
    ("Router", "router"),
    ("Presenter", "presenter"),
    ("ViewModel", "view model"),
    ("ViewController", "view"),
    ("View", "view"),
    ("Interactor", "interactor"),
    ("Builder", "builder"),
    ("App", "app"),
  ]

  public static let system = "system"
  /// A change made through a property setter, which cannot name its caller.
  public static let unattributed = "unattributed"

  public static func role(of transition: Transition) -> String {
    guard transition.origin == .code else { return system }
    guard let source = transition.source else { return unattributed }
    return role(ofFile: source.fileID)
  }

  public static func role(ofFile fileID: String) -> String {
    var name = fileID.split(separator: "/").last.map(String.init) ?? fileID
    if name.hasSuffix(".swift") { name.removeLast(".swift".count) }
    // `Type+Concern.swift` belongs to Type.
    if let plus = name.firstIndex(of: "+") { name = String(name[..<plus]) }
    return suffixes.first { name.hasSuffix($0.suffix) }?.role ?? "other"
  }

  public static func record(_ transition: Transition) -> TransitionRecord {
    TransitionRecord(
      kind: transition.kind.rawValue, origin: transition.origin.rawValue,
      screens: transition.screens, source: transition.source?.description,
      file: transition.source?.fileID, role: role(of: transition),
      summary: transition.description)
  }
}
