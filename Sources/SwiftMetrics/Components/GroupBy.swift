/// How files and types are grouped into components.
public enum GroupBy: String, Sendable, CaseIterable, Codable {
  /// Each folder holding Swift files (`TownsquareVIPER/Modules/Login`).
  case folder
  /// Each target: the folder after `Sources/` (`TownsquareVIPER`); without a `Sources/` folder
  /// in the path, the analysed root.
  case target
  /// The type name without its role suffixes (`LoginPresenter`, `LoginViewController` →
  /// `Login`); top-level code goes with its file name's stem.
  case stem
}

/// Type-name stems: role and protocol endings removed, repeatedly.
enum Stem {
  static let endings: [String] =
    (RoleClassifier.defaultRules.map(\.suffix)
    + RoleClassifier.protocolEndings + ["Controller", "Module", "Screen", "Impl"])
    .sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }

  static func of(_ name: String, extraEndings: [String] = []) -> String {
    var stem = Substring(name)
    var changed = true
    while changed {
      changed = false
      for ending in extraEndings + endings where stem.hasSuffix(ending) && stem.count > ending.count
      {
        stem = stem.dropLast(ending.count)
        changed = true
        break
      }
    }
    return String(stem)
  }

  /// `LoginViewController+Layout.swift` → `Login`.
  static func ofFile(_ fileName: String, extraEndings: [String] = []) -> String {
    var base = Substring(fileName)
    if base.hasSuffix(".swift") { base = base.dropLast(6) }
    if let plus = base.firstIndex(of: "+") { base = base[..<plus] }
    return of(String(base), extraEndings: extraEndings)
  }
}
