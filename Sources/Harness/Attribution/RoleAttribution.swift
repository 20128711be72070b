import HeadlessUIKit
import SwiftMetrics

/// Names the role of the code that asked for a transition: the role the analyser gives the type
/// its file is named after (`LoginWireframe+Routes.swift` → wireframe), by its one naming rule
/// (``Role/init(typeName:)``), not a table of the Harness's own. A user's gesture is `system`.
/// The report's attribution (who decides each transition) comes from the static graph instead;
/// this role only labels the run's JSON records.
public enum RoleAttribution {
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
    return Role(typeName: name).spokenName
  }

  public static func record(_ transition: Transition) -> TransitionRecord {
    TransitionRecord(
      kind: transition.kind.rawValue, origin: transition.origin.rawValue,
      screens: transition.screens, source: transition.source?.description,
      file: transition.source?.fileID, role: role(of: transition),
      summary: transition.description)
  }
}
